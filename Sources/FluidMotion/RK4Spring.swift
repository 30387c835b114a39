/// A POP-style spring step: fourth-order Runge–Kutta on a linear spring.
///
/// POP's `POPSpringSolver` integrates this way on a 1 ms step but writes the interpolated state back and
/// integrates from it, losing about one step of simulated time per frame; a ``SteppedAnimation`` keeps the
/// true state apart from the displayed one. At rest on POP's point thresholds: distance < 0.5 pt,
/// speed < 5 pt/s, acceleration < 25 pt/s².
public struct RK4Spring: StepIntegrator, Hashable, Sendable {
  /// The spring (mass, stiffness and damping as given).
  public var spring: Spring

  /// Creates the integrator.
  public init(spring: Spring) { self.spring = spring }

  /// One RK4 step.
  public func step(_ s: inout PhysicsState, toward target: Vector2, h: Double) -> Bool {
    let (k, c, m) = (spring.stiffness, spring.damping, spring.mass)
    func accel(_ x: Vector2, _ v: Vector2) -> Vector2 {
      ((target - x).scaled(by: k) - v.scaled(by: c)).scaled(by: 1 / m)
    }
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
    return s.position.distance(to: target) < 0.5 && s.velocity.magnitude < 5
      && accel(s.position, s.velocity).magnitude < 25
  }
}

/// POP's spring, RK4 on a fixed 1 ms step.
public typealias RK4SpringAnimation = SteppedAnimation<RK4Spring>

extension SteppedAnimation where Integrator == RK4Spring {
  /// Creates a POP-style spring animation.
  public convenience init(spring: Spring, value: Vector2, velocity: Vector2 = .zero, target: Vector2) {
    self.init(integrator: RK4Spring(spring: spring), value: value, velocity: velocity, target: target)
  }

  /// The spring; changing it mid-flight keeps value and velocity.
  public var spring: Spring {
    get { integrator.spring }
    set { integrator.spring = newValue }
  }
}
