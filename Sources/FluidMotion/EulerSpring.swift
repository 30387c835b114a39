/// The objc.io pane's hand-written spring: semi-implicit Euler, F = k·(target − x) − μ·v; v += F·h;
/// x += v·h, mass 1, as `UINTSpringAnimation.m` steps it per frame.
///
/// In a ``SteppedAnimation`` it runs on a fixed 1 ms step. It is at rest when |v| < 0.05 pt/s and the
/// distance is under 1 pt, as in the original. With k 300 and μ 20: ζ ≈ 0.577, response ≈ 0.363 s.
public struct EulerSpring: StepIntegrator, Hashable, Sendable {
  /// Stiffness k, force per point, > 0.
  public var stiffness: Double
  /// Damping μ, force per pt/s, ≥ 0.
  public var damping: Double

  /// Creates the spring.
  /// - Precondition: `stiffness > 0`, `damping >= 0`.
  public init(stiffness: Double = 300, damping: Double = 20) {
    precondition(stiffness > 0 && damping >= 0, "EulerSpring: stiffness > 0 and damping >= 0 required")
    self.stiffness = stiffness
    self.damping = damping
  }

  /// One semi-implicit Euler step.
  public func step(_ s: inout PhysicsState, toward target: Vector2, h: Double) -> Bool {
    let force = (target - s.position).scaled(by: stiffness) - s.velocity.scaled(by: damping)
    s.velocity = s.velocity + force.scaled(by: h)
    s.position = s.position + s.velocity.scaled(by: h)
    return s.velocity.magnitude < 0.05 && s.position.distance(to: target) < 1
  }
}

/// The hand-written Euler spring on a fixed 1 ms step.
public typealias EulerSpringAnimation = SteppedAnimation<EulerSpring>

extension SteppedAnimation where Integrator == EulerSpring {
  /// Creates the objc.io hand-written spring (k 300, μ 20 by default).
  public convenience init(
    value: Vector2, velocity: Vector2 = .zero, target: Vector2, stiffness: Double = 300, damping: Double = 20
  ) {
    self.init(
      integrator: EulerSpring(stiffness: stiffness, damping: damping), value: value, velocity: velocity,
      target: target)
  }
}
