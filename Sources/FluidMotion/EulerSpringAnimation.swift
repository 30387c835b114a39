/// The objc.io pane's hand-written spring: semi-implicit Euler, stiffness 300, damping 20, mass 1.
///
/// Each 1 ms step does F = k·(target − x) − μ·v; v += F·h; x += v·h, as `UINTSpringAnimation.m`
/// does per frame, but on a fixed internal step interpolated to the frame (see ``FixedStepper``) so
/// the motion does not depend on the frame rate. It finishes when |v| < 0.05 pt/s and the distance is
/// under 1 pt, then snaps to the target (ζ ≈ 0.577, response ≈ 0.363 s).
public final class EulerSpringAnimation: InterruptibleAnimation {
  /// Stiffness k (300 in the original), force per point.
  public let stiffness: Double
  /// Damping μ (20 in the original), force per pt/s.
  public let damping: Double
  /// The point the spring pulls toward; setting it keeps value and velocity.
  public var target: Vector2 {
    didSet { stepper.reset(to: stepper.displayed) }
  }
  /// Called after each frame with value and velocity.
  public var onUpdate: ((Vector2, Vector2) -> Void)?
  private var stepper: FixedStepper

  /// Creates the spring at `value` moving at `velocity` toward `target`.
  /// - Parameters:
  ///   - stiffness: k > 0. Default 300.
  ///   - damping: μ ≥ 0. Default 20.
  ///   - step: The fixed internal step in seconds, > 0. Default 1 ms.
  public init(
    value: Vector2, velocity: Vector2 = .zero, target: Vector2,
    stiffness: Double = 300, damping: Double = 20, step: Double = 0.001
  ) {
    precondition(
      stiffness > 0 && damping >= 0, "EulerSpringAnimation: stiffness > 0 and damping >= 0 required")
    self.stiffness = stiffness
    self.damping = damping
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
    let (k, mu, goal) = (stiffness, damping, target)
    let done = stepper.advance(by: dt) { state, h in
      let force = (goal - state.position).scaled(by: k) - state.velocity.scaled(by: mu)
      state.velocity = state.velocity + force.scaled(by: h)
      state.position = state.position + state.velocity.scaled(by: h)
      return state.velocity.magnitude < 0.05 && state.position.distance(to: goal) < 1
    }
    if done { stepper.reset(to: PhysicsState(position: goal, velocity: .zero)) }
    onUpdate?(value, velocity)
    return done ? .finished : .running
  }
}
