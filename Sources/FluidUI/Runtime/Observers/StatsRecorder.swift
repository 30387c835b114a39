import FluidIO

/// Frame statistics of a window's run: the `--stats` overlay (toggled by a scene's
/// ``toggleRequest``) and the `--stats-log` file, one JSON line per presented frame
/// (`CLOCK_MONOTONIC` present time, target time, work, dropped frames, damaged area and the
/// latencies of the inputs it showed; the renderer and scale, when set; on the first line, when each
/// stage of start-up was reached, `startup_main` … `startup_scene`, see `StartupStages`).
///
/// A line reaches the file within a quarter second while frames run, and at once when the window
/// idles.
@MainActor
public final class StatsRecorder: FrameObserver {
  /// The statistics so far.
  public private(set) var stats = FrameStats()
  private var overlay = StatsOverlay()
  private let log: StateWriter?
  private var loggedStages = false
  /// When the log was last flushed, the frame clock's s.
  private var flushedAt = -Double.infinity
  /// Whether lines wait in the log's buffer.
  private var hasPending = false
  /// The longest a line waits in the log's buffer while frames run back to back, s; a frame after
  /// which the window idles (no frame due within it) is flushed at once, and so is the log's end.
  static let flushInterval = 0.25
  /// The render driver drawing the frames (`software`, `opengl`), shown and logged when set.
  public var renderer: String? { didSet { overlay.renderer = rendererLine } }
  /// Pixels per point, shown and logged when set.
  public var scale: Double? { didSet { overlay.renderer = rendererLine } }

  /// The request a scene sends (``Scene/request(_:)``) to show or hide the overlay.
  public nonisolated static let toggleRequest = AppRequest.custom("fluid.toggle-stats")

  /// Starts with the overlay shown or not, and a log at `logPath` or none.
  /// - Throws: `OutputError` when the log cannot be opened.
  public init(showsOverlay: Bool = false, logPath: String? = nil) throws(OutputError) {
    overlay.isVisible = showsOverlay
    log = try logPath.map { path throws(OutputError) in try StateWriter(path: path, what: "stats log") }
  }

  /// Draws the overlay over the frame (toggled first when the scene asked).
  public func decorate(_ frame: inout Frame) {
    for request in frame.requests where request == Self.toggleRequest { overlay.toggle() }
    overlay.refresh(from: stats, now: frame.startedAt)
    overlay.render(into: &frame.commands, size: frame.size)
  }

  /// Records the frame's work and the latency of every input it showed; writes its log line.
  public func didPresent(_ frame: Frame) throws {
    stats.recordFrame(presentedAt: frame.presentedAt, work: frame.work, dropped: frame.droppedFrames)
    for arrival in frame.inputArrivals { stats.recordLatency(frame.presentedAt - arrival) }
    guard let log else { return }
    var line = JSONLine()
    line.add("present", MonotonicClock.now)
    line.add("target", frame.time)
    line.add("work_ms", frame.work * 1000)
    line.add("dropped", frame.droppedFrames)
    line.add("damage_pt2", frame.damagedArea)
    line.add("latency_ms", frame.inputArrivals.map { (frame.presentedAt - $0) * 1000 })
    if let renderer { line.add("renderer", renderer) }
    if let scale { line.add("scale", scale) }
    if !loggedStages {  // the first line: when each stage of start-up was reached
      loggedStages = true
      for (stage, time) in StartupStages.reached { line.add("startup_\(stage.rawValue)", time) }
    }
    try log.write(line)
    hasPending = true
    // Flushed as the window goes idle, and at most every `flushInterval` while frames run back to back.
    let idle = (frame.nextFrameTime ?? .infinity) - frame.presentedAt > Self.flushInterval
    if idle || frame.presentedAt - flushedAt >= Self.flushInterval { try flush(at: frame.presentedAt) }
  }

  /// Flushes lines that waited `flushInterval` (the frames stopped without an idle frame: the window
  /// was hidden mid-animation); a turn when the rest are due.
  public func need(now: Double) throws -> ObserverNeed {
    guard hasPending else { return .none }
    if now >= flushedAt + Self.flushInterval { try flush(at: now) }
    return hasPending ? .turn(at: flushedAt + Self.flushInterval) : .none
  }

  private func flush(at now: Double) throws {
    try log?.flush()
    flushedAt = now
    hasPending = false
  }

  private var rendererLine: String? {
    guard renderer != nil || scale != nil else { return nil }
    let factor = scale.map { s -> String in
      let r = (s * 100).rounded() / 100
      return r == r.rounded() ? "\(Int(r))×" : "\(r)×"
    }
    return [renderer, factor].compactMap { $0 }.joined(separator: " · ")
  }

  /// Closes the log.
  public func finish() throws { try log?.close() }
}
