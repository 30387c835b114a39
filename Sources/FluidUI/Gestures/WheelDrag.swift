import FluidMotion

/// A wheel or touchpad scroll read as a drag: each step moves the object as a pointer drag would,
/// and a pause in the scroll is the release, with the scroll's velocity (a fling).
///
/// The object moves against the scroll's delta, as content under a scroll does: scrolling down (a
/// negative `y`) moves it down. Fractional (touchpad) deltas move it by exactly as much. The scroll
/// counts as released ``pause`` seconds after its last step (``GestureSettings/scrollPause``); the scene asks to be woken then
/// (``Scene/nextWakeTime``) and lets the object go with ``releaseVelocity``.
///
/// ```swift
/// var scroll = WheelDrag(time: t)            // first step: catch the object
/// scroll.add(delta, at: t)                   // every step
/// object.frame.origin = start + scroll.translation
/// if now >= scroll.releaseTime { fling(scroll.releaseVelocity) }
/// ```
public struct WheelDrag {
  /// Seconds without a step after which the scroll counts as released (> 0).
  public let pause: Double
  /// How far the scroll has moved the object since it began, pt.
  public private(set) var translation = Vector2.zero
  /// The time of the latest step, s.
  public private(set) var lastTime: Double
  private var tracker = VelocityTracker<Vector2>()

  /// Begins a scroll at `time` (s), before its first step, released after `pause` s without a step
  /// (> 0; by default the standard ``GestureSettings/scrollPause``).
  public init(time: Double, pause: Double = GestureSettings.standard.scrollPause) {
    precondition(pause > 0 && pause.isFinite, "WheelDrag: the pause must be a positive number of seconds")
    self.pause = pause
    lastTime = time
    tracker.add(.zero, at: time)
  }

  /// Adds one step of `delta` (pt, positive `y` up, as ``InputEvent/wheel(delta:position:time:)``)
  /// at `time` (s).
  public mutating func add(_ delta: Vector2, at time: Double) {
    translation = translation - delta
    lastTime = max(lastTime, time)
    tracker.add(translation, at: lastTime)
  }

  /// When the scroll counts as released, s.
  public var releaseTime: Double { lastTime + pause }

  /// The object's velocity as the scroll was last moving, pt/s: what a release flings it with.
  public var releaseVelocity: Vector2 { tracker.velocity(at: lastTime) }
}
