/// Rolling frame statistics: presents per second, the work of a frame, and input latency.
///
/// Latency runs from the moment an input event reaches the app (SDL hands it over) to the end of
/// the present of the first frame that handled it. Storage is fixed: recording allocates nothing.
///
/// ```swift
/// var stats = FrameStats()
/// stats.recordFrame(presentedAt: 1.016, work: 0.0012)
/// print(stats.framesPerSecond)
/// ```
public struct FrameStats: Sendable {
  private var presents = RollingWindow(capacity: 256)
  private var work = RollingWindow(capacity: 256)
  private var latencies = RollingWindow(capacity: 256)

  /// Creates empty statistics.
  public init() {}

  /// Refresh ticks missed since the start because a frame overran.
  public private(set) var droppedFrames = 0

  /// Records a presented frame.
  ///
  /// - Parameters:
  ///   - time: When the present finished, s.
  ///   - seconds: Time spent updating, drawing and presenting it, s.
  ///   - dropped: Ticks missed since the start, as the frame scheduler counts them.
  public mutating func recordFrame(presentedAt time: Double, work seconds: Double, dropped: Int = 0) {
    presents.append(time)
    work.append(seconds)
    droppedFrames = dropped
  }

  /// Records one input event's latency, s.
  public mutating func recordLatency(_ seconds: Double) { latencies.append(seconds) }

  /// Seconds with no present that end a run of frames: the window was idle.
  static let idleGap = 0.1

  /// Frames per second while frames are drawn: the intervals between the presents of the last
  /// second, over the time they span, leaving out the gaps of `idleGap` or more (the window was
  /// idle, not slow).
  ///
  /// A run of frames that has just begun reads at its true rate (60 after 0.35 s at 60 Hz, where a
  /// count over the last second would say 21), and so do two runs with an idle pause between them;
  /// a lone frame reads 0.
  public var framesPerSecond: Double {
    let recent = presents.recent(256)  // newest first
    guard let last = recent.first else { return 0 }
    var later = last
    var (intervals, span) = (0, 0.0)
    for t in recent.dropFirst() {
      guard t > last - 1 else { break }
      if later - t < Self.idleGap {  // a gap while idle is no frame's time
        intervals += 1
        span += later - t
      }
      later = t
    }
    return intervals == 0 || span <= 0 ? 0 : Double(intervals) / span
  }

  /// Median and maximum frame work over the last 60 frames, s.
  public var frameWork: (median: Double, max: Double) {
    let recent = work.recent(60).sorted()
    return (Self.percentile(recent, 0.5), recent.last ?? 0)
  }

  /// Median and 99th-percentile latency over the last 256 input events, s.
  public var latency: (p50: Double, p99: Double) {
    let all = latencies.recent(256).sorted()
    return (Self.percentile(all, 0.5), Self.percentile(all, 0.99))
  }

  /// The value at fraction `p` of sorted `xs` (nearest rank), or 0 when empty.
  public static func percentile(_ xs: [Double], _ p: Double) -> Double {
    guard !xs.isEmpty else { return 0 }
    return xs[min(xs.count - 1, Int((Double(xs.count - 1) * p).rounded()))]
  }
}
