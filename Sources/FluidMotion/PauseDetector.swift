/// Detects the moment a drag decelerates to a stop, for the acceleration-pausing interface (WWDC18).
///
/// Gitter's demo counted the last seven samples, so its window shrank at higher input rates, divided by
/// a zero first velocity and never un-paused. Here the window is in time: the drag is *paused* when its
/// speed (``VelocityTracker``, zero once the pointer rests) is at most ``speedThreshold``, the drag has
/// moved at least ``minimumOffset`` from where it began, and the speed has fallen by at least
/// ``decelerationRatio`` from the fastest speed seen in the last ``window`` seconds. A stop with no
/// prior motion is not a pause (no division by zero). With ``resumeSpeed`` set, speeding up past it
/// un-pauses (hysteresis: it is above the pause threshold) once the pointer has moved from where it
/// paused (an estimate that rises just after an abrupt stop is not a move), and a new pause needs
/// another ``minimumOffset`` of travel from there.
///
/// ```swift
/// var pause = PauseDetector()
/// pause.begin(position: y, at: t)
/// if pause.add(position: y, at: t) == .paused { showLabel() }
/// if pause.update(at: frameTime) == .paused { showLabel() }   // every frame, even without motion
/// ```
public struct PauseDetector {
  /// A change of state.
  public enum Event: Sendable, Equatable {
    /// The drag came to a pause.
    case paused
    /// The drag moved on after a pause.
    case resumed
  }

  /// The highest speed that counts as paused, pt/s (Gitter: 100).
  public var speedThreshold: Double = 100
  /// The least distance from the gesture's start, pt (Gitter: 50).
  public var minimumOffset: Double = 50
  /// The least fractional drop from the window's peak speed, 0...1 (Gitter: 0.9).
  public var decelerationRatio: Double = 0.9
  /// The window in seconds over which the peak speed is taken (default 0.1).
  public var window: Double = 0.1
  /// The speed that ends a pause, pt/s, or `nil` for one pause per gesture (default 200).
  public var resumeSpeed: Double? = 200
  /// Whether the drag is paused now.
  public private(set) var isPaused = false
  private var tracker = VelocityTracker<Double>(horizon: 0.1, gapReset: 0.04, restInterval: 0.05)
  private var speeds: [(time: Double, speed: Double)] = []
  private var origin = 0.0
  private var position = 0.0
  private var pausePosition = 0.0

  /// Creates a detector with Gitter's thresholds.
  public init() {}

  /// Starts a new gesture at `position` (pt) and `time` (s), forgetting the previous one.
  public mutating func begin(position: Double, at time: Double) {
    tracker.reset()
    speeds.removeAll(keepingCapacity: true)
    isPaused = false
    origin = position
    self.position = position
    tracker.add(position, at: time)
  }

  /// Ends the gesture: no longer paused, history forgotten.
  public mutating func reset() {
    tracker.reset()
    speeds.removeAll(keepingCapacity: true)
    isPaused = false
  }

  /// Adds a pointer position and reports a change of state, if any.
  public mutating func add(position: Double, at time: Double) -> Event? {
    self.position = position
    tracker.add(position, at: time)
    return update(at: time)
  }

  /// Re-evaluates at `time` with no new position (call each frame: a resting pointer sends nothing).
  public mutating func update(at time: Double) -> Event? {
    let speed = abs(tracker.velocity(at: time))
    speeds.removeAll { time - $0.time > window }
    let peak = speeds.map(\.speed).max() ?? 0
    speeds.append((time, speed))
    if isPaused {
      // A fit's estimate can rise just after an abrupt stop; moving on means moving.
      guard let resume = resumeSpeed, speed >= resume, position != pausePosition else { return nil }
      isPaused = false
      speeds.removeAll(keepingCapacity: true)
      origin = position  // pausing again takes another minimumOffset of travel
      return .resumed
    }
    guard speed <= speedThreshold, abs(position - origin) >= minimumOffset, peak > 0 else { return nil }
    guard (peak - speed) / peak >= decelerationRatio else { return nil }
    isPaused = true
    pausePosition = position
    return .paused
  }
}
