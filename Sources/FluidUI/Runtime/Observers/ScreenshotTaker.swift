/// Saves the frame shown at given times as PNGs, and on request: each timed one is taken from the
/// first frame drawn at or after its time (the loop draws one then, as it does for input), a
/// requested one from the first frame drawn after the request was seen.
///
/// ```swift
/// let shots = ScreenshotTaker([(time: 1.5, path: "pane.png")])
/// shots.requested = (path: "now.png", count: { SignalTrap.requests })  // FluidSDL: on each SIGUSR1
/// loop.observers.append(shots)
/// ```
@MainActor
public final class ScreenshotTaker: FrameObserver {
  private var shots: ArraySlice<(time: Double, path: String)>
  private var served = 0

  /// Takes a screenshot at each time (seconds on the platform's clock) to its PNG path.
  public init(_ shots: [(time: Double, path: String)]) {
    self.shots = shots.sorted { $0.time < $1.time }[...]
  }

  /// Where a requested screenshot goes, and how many have been requested so far: whenever `count`
  /// grows, the next frame is drawn and saved to `path` (over the last one); nil: none on request.
  ///
  /// The count is read on every loop turn; whatever wakes the loop when it grows (a window's signal
  /// watcher) makes the frame come at once.
  public var requested: (path: String, count: () -> Int)? {
    didSet { served = requested?.count() ?? 0 }
  }

  /// Whether every timed screenshot was taken.
  public var isDone: Bool { shots.isEmpty }

  /// A frame now for a new request, else at the next screenshot's time.
  public func need(now: Double) throws -> ObserverNeed {
    if let requested, requested.count() != served { return .frame(at: now) }
    return shots.first.map { .frame(at: $0.time) } ?? .none
  }

  /// Captures every screenshot whose time has come, and the requested one.
  public func willPresent(_ frame: Frame, on platform: any Platform) throws {
    let shown = max(frame.time, frame.startedAt) + 1e-9
    while let shot = shots.first, shot.time <= shown {
      try platform.capture(to: shot.path)
      shots.removeFirst()
    }
    if let requested, case let count = requested.count(), count != served {
      served = count
      try platform.capture(to: requested.path)
    }
  }
}
