/// A POP-style spring: fourth-order Runge–Kutta on a fixed 1 ms step, interpolated to the frame.
///
/// POP's `POPSpringSolver` integrates the same way but writes the interpolated state back and
/// integrates from it, losing about one step of simulated time per frame; here the true state is
/// kept apart from the displayed one (see ``FixedStepper``). It finishes on POP's point thresholds:
/// distance < 0.5 pt, speed < 5 pt/s and acceleration < 25 pt/s², then snaps to the target.
///
/// ```swift
/// let pop = RK4SpringAnimation(spring: Spring(bounciness: 6, speed: 15),
///                              value: start, velocity: release, target: open)
/// ```
public final class RK4SpringAnimation: InterruptibleAnimation {
  /// The spring (mass, stiffness and damping are used as given).
  public var spring: Spring {
    didSet { stepper.reset(to: stepper.displayed) }
  }
  /// The target; setting it keeps value and velocity.
  public var target: Vector2 {
    didSet { stepper.reset(to: stepper.displayed) }
  }
  /// Called after each frame with value and velocity.
  public var onUpdate: ((Vector2, Vector2) -> Void)?
  private var stepper: FixedStepper

  /// Creates the animation.
  /// - Parameters:
  ///   - spring: The spring.
  ///   - value: Start position.
  ///   - velocity: Start velocity, pt/s.
  ///   - target: Target position.
  ///   - step: The RK4 step in seconds, > 0. Default 1 ms (POP's).
  public init(
    spring: Spring, value: Vector2, velocity: Vector2 = .zero, target: Vector2, step: Double = 0.001
  ) {
    self.spring = spring
    self.target = target
    stepper = FixedStepper(step: step, state: PhysicsState(position: value, velocity: velocity))
  }

  /// The displayed value.
  public var value: Vector2 { stepper.displayed.position }
  /// The displayed velocity, pt/s.
  public var velocity: Vector2 { stepper.displayed.velocity }

  /// Replaces value and velocity.
  public func reset(value: Vector2, velocity: Vector2) {
    stepper.reset(to: PhysicsState(position: value, velocity: velocity))
  }

  /// Advances by `dt` seconds.
  public func advance(by dt: Double) -> AnimationStatus {
    let (k, c, m, goal) = (spring.stiffness, spring.damping, spring.mass, target)
    func accel(_ x: Vector2, _ v: Vector2) -> Vector2 {
      ((goal - x).scaled(by: k) - v.scaled(by: c)).scaled(by: 1 / m)
    }
    let done = stepper.advance(by: dt) { s, h in
      let (x, v) = (s.position, s.velocity)
      let a1 = accel(x, v)
      let (x2, v2) = (x + v.scaled(by: h / 2), v + a1.scaled(by: h / 2))
      let a2 = accel(x2, v2)
      let (x3, v3) = (x + v2.scaled(by: h / 2), v + a2.scaled(by: h / 2))
      let a3 = accel(x3, v3)
      let (x4, v4) = (x + v3.scaled(by: h), v + a3.scaled(by: h))
      let a4 = accel(x4, v4)
      s.position = x + (v + (v2 + v3).scaled(by: 2) + v4).scaled(by: h / 6)
      s.velocity = v + (a1 + (a2 + a3).scaled(by: 2) + a4).scaled(by: h / 6)
      return s.position.distance(to: goal) < 0.5 && s.velocity.magnitude < 5
        && accel(s.position, s.velocity).magnitude < 25
    }
    if done { stepper.reset(to: PhysicsState(position: goal, velocity: .zero)) }
    onUpdate?(value, velocity)
    return done ? .finished : .running
  }
}
