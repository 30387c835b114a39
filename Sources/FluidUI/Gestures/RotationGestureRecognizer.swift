#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion

/// Recognises a drag around a centre as a rotation (a mouse stand-in for the two-finger twist).
///
/// The angle of the pointer around ``center`` is unwrapped across ±π, so turning several times keeps
/// counting; ``rotation`` is the total since the press, ``angularVelocity`` comes from a
/// `VelocityTracker` on the unwrapped angle. Points closer than ``minimumRadius`` to the centre are
/// ignored (their angle is meaningless). It begins after ``slop`` points of movement.
public final class RotationGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// The centre of rotation, window points.
  public var center: Vector2
  /// Movement before the gesture begins, points (≥ 0); nil (the default): the settings'
  /// ``GestureSettings/clickSlop``.
  public var slop: Double?
  /// Whether it begins on the press (to catch a spinning object at once) instead of after ``slop``.
  public var beginsOnPress = false
  /// The radius inside which pointer angles are ignored, points (default 10).
  public var minimumRadius = 10.0
  /// The rotation since the press, radians (clockwise positive on screen; unbounded).
  public private(set) var rotation = 0.0
  /// The angular velocity, rad/s (at release: the release velocity; zero after a rest).
  public private(set) var angularVelocity = 0.0
  /// Where the pointer is, window points.
  public private(set) var location = Vector2.zero
  /// The time of the latest pointer event, s.
  public private(set) var time = 0.0
  /// Called on began, changed, ended and cancelled.
  public var action: ((RotationGestureRecognizer) -> Void)?
  private var lastAngle: Double?
  private var start = Vector2.zero
  private var tracker = VelocityTracker<Double>()

  /// Creates the recogniser turning about `center`.
  public init(
    center: Vector2 = .zero, beginsOnPress: Bool = false, action: ((RotationGestureRecognizer) -> Void)? = nil
  ) {
    self.center = center
    self.beginsOnPress = beginsOnPress
    self.action = action
  }

  private func angle(of p: Vector2) -> Double? {
    let d = p - center
    return d.magnitude < minimumRadius ? nil : atan2(d.y, d.x)
  }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    guard !state.isFinished else { return }
    switch input {
    case .down(let p, let t, _):
      start = p
      location = p
      time = t
      rotation = 0
      lastAngle = angle(of: p)
      tracker.reset()
      tracker.add(0, at: t)
      if beginsOnPress { move(.began) }
    case .moved(let p, let t, _):
      track(p, t)
      if state == .possible, p.distance(to: start) > (slop ?? core.settings.clickSlop) {
        move(.began)
      } else if state.isActive {
        move(.changed)
      }
    case .up(let p, let t):
      track(p, t)
      if state.isActive { move(.ended) } else { fail() }
    case .cancel:
      angularVelocity = 0
      if state.isActive { move(.cancelled) } else { fail() }
    case .tick, .wheel, .scroll: break
    }
  }

  private func track(_ p: Vector2, _ t: Double) {
    location = p
    time = t
    if let a = angle(of: p) {
      if let last = lastAngle {
        var delta = a - last
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta <= -Double.pi { delta += 2 * Double.pi }
        rotation += delta
      }
      lastAngle = a
    }
    tracker.add(rotation, at: t)
    angularVelocity = tracker.velocity(at: t)
  }

  private func move(_ next: GestureState) {
    if core.move(to: next) { action?(self) }
  }

  /// Back to possible.
  public func reset() {
    core.returnToPossible()
    rotation = 0
    angularVelocity = 0
  }
}
