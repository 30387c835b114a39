#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exact state transition of a spring over a time step: four coefficients that map the
/// displacement and velocity at time *t* to those at *t + dt*.
///
/// With displacement *y = x − target* and velocity *v*:
/// *y(t+dt) = a·y + b·v*, *v(t+dt) = c·y + d·v*. The same coefficients serve every value of the same
/// spring and step, so a thousand springs advanced by one frame share one computation.
///
/// The coefficients come from one formula for every damping ratio. With α = ζω₀ and q = α² − ω₀²,
/// Φ(dt) = e^(−α·dt)·[C·I + S·(A + αI)], where C = cosh(√q·dt) and S = sinh(√q·dt)/√q are entire
/// functions of q: cos and sin(x)/x below critical, 1 and dt at critical, decaying exponentials
/// above. Each branch is evaluated in a form without cancellation (the slow root as ω₀²/(α+β), the
/// over-damped sine through `expm1`), so the coefficients are continuous through ζ = 1 with no seam.
///
/// ```swift
/// let step = SpringTransition(spring: .snappy, deltaTime: 1.0 / 120)
/// let (y, v) = step.apply(displacement: -100, velocity: 0)
/// ```
public struct SpringTransition: Hashable, Sendable {
  /// The coefficient of displacement in the new displacement.
  public let a: Double
  /// The coefficient of velocity in the new displacement, in seconds.
  public let b: Double
  /// The coefficient of displacement in the new velocity, in 1/s.
  public let c: Double
  /// The coefficient of velocity in the new velocity.
  public let d: Double

  /// Computes the transition of `spring` over `deltaTime` seconds.
  /// - Precondition: `deltaTime` finite and ≥ 0.
  public init(spring: Spring, deltaTime dt: Double) {
    precondition(dt.isFinite && dt >= 0, "SpringTransition: deltaTime must be finite and >= 0 (got \(dt))")
    let omega2 = spring.stiffness / spring.mass
    let alpha = spring.damping / (2 * spring.mass)
    let ratio = spring.dampingRatio
    // q = α² − ω₀², written as ω₀²(ζ − 1)(ζ + 1) so that it is accurate near ζ = 1.
    let q = omega2 * (ratio - 1) * (ratio + 1)
    let (ec, es) = SpringTransition.dampedPair(alpha: alpha, omega2: omega2, q: q, dt: dt)
    a = ec + alpha * es
    b = es
    c = -omega2 * es
    d = ec - alpha * es
  }

  /// Returns e^(−α·dt)·C and e^(−α·dt)·S for the three regimes, each evaluated stably.
  @inline(__always)
  static func dampedPair(alpha: Double, omega2: Double, q: Double, dt: Double) -> (Double, Double) {
    if dt == 0 { return (1, 0) }
    if q < 0 {
      // Under-damped: ω_d = √(−q); C = cos(ω_d·dt), S = sin(ω_d·dt)/ω_d (→ dt as ω_d → 0).
      let wd = (-q).squareRoot()
      let x = wd * dt
      let envelope = exp(-alpha * dt)
      let sinc = x == 0 ? 1 : sin(x) / x
      return (envelope * cos(x), envelope * sinc * dt)
    }
    let beta = q.squareRoot()
    if beta == 0 {
      let envelope = exp(-alpha * dt)
      return (envelope, envelope * dt)
    }
    // Over-damped: roots −λ₁ = −(α − β) (slow, written without cancellation) and −λ₂ = −(α + β).
    let slow = omega2 / (alpha + beta)
    let fast = alpha + beta
    let eSlow = exp(-slow * dt)
    let ec = 0.5 * (eSlow + exp(-fast * dt))
    // e^(−αdt)·sinh(βdt)/β = e^(−λ₁dt)·(1 − e^(−2βdt))/(2β), with expm1 for small β·dt.
    let es = eSlow * (-expm1(-2 * beta * dt)) / (2 * beta)
    return (ec, es)
  }

  /// Applies the transition to a displacement and velocity of any ``VectorArithmetic`` type.
  @inlinable
  public func apply<V: VectorArithmetic>(displacement y: V, velocity v: V) -> (displacement: V, velocity: V) {
    (y.scaled(by: a) + v.scaled(by: b), y.scaled(by: c) + v.scaled(by: d))
  }
}
