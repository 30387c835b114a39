/// Saves the frame shown at given times as PNGs: each is taken from the first frame drawn at or
/// after its time (the loop draws one then, as it does for input).
@MainActor
public final class ScreenshotTaker: FrameObserver {
  private var shots: ArraySlice<(time: Double, path: String)>

  /// Takes a screenshot at each time (seconds on the platform's clock) to its PNG path.
  public init(_ shots: [(time: Double, path: String)]) {
    self.shots = shots.sorted { $0.time < $1.time }[...]
  }

  /// Whether every screenshot was taken.
  public var isDone: Bool { shots.isEmpty }

  /// A frame at the next screenshot's time.
  public func need(now: Double) throws -> ObserverNeed {
    shots.first.map { .frame(at: $0.time) } ?? .none
  }

  /// Captures every screenshot whose time has come.
  public func willPresent(_ frame: Frame, on platform: any Platform) throws {
    let shown = max(frame.time, frame.startedAt) + 1e-9
    while let shot = shots.first, shot.time <= shown {
      try platform.capture(to: shot.path)
      shots.removeFirst()
    }
  }
}
