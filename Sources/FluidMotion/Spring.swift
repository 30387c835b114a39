/// A damped harmonic spring's parameters, with SwiftUI's names, parameterisations and semantics.
///
/// The canonical form is mass *m*, stiffness *k* and damping *c*; the motion of a value *x* toward a
/// target obeys *m·x″ = −k·(x − target) − c·x′*. Every other parameterisation (duration and bounce,
/// response and damping ratio, POP, Origami, attachment frequency) converts to and from these three.
/// Parameters are values; a spring in motion is a ``SpringAnimation``.
///
/// Every member of SwiftUI's `Spring` is here with the same name, labels, defaults and meaning, so
/// code written against SwiftUI compiles unchanged (see <doc:SwiftUIParity>):
///
/// ```swift
/// let spring = Spring(response: 0.4, dampingRatio: 0.8)
/// var value = 0.0, velocity = 0.0
/// spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: 1.0 / 120)
/// let exact = spring.value(target: 100.0, time: 1.0 / 120)   // == value, to rounding
/// ```
public struct Spring: Hashable, Sendable {
  /// The mass *m* of the moving value, in arbitrary mass units; > 0.
  public let mass: Double
  /// The stiffness *k*, in force per point of displacement; > 0.
  public let stiffness: Double
  /// The damping *c*, in force per pt/s of velocity; ≥ 0.
  public let damping: Double

  /// Creates a spring from its physical parameters.
  ///
  /// - Parameters:
  ///   - mass: The mass, > 0. Default 1.
  ///   - stiffness: The stiffness *k*, > 0.
  ///   - damping: The damping *c*, ≥ 0.
  ///   - allowOverDamping: When `false` (SwiftUI's default), a damping above critical is lowered to
  ///     critical (damping ratio 1).
  /// - Precondition: every argument finite, `mass > 0`, `stiffness > 0`, `damping >= 0`.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    precondition(mass.isFinite && mass > 0, "Spring: mass must be finite and > 0 (got \(mass))")
    precondition(
      stiffness.isFinite && stiffness > 0, "Spring: stiffness must be finite and > 0 (got \(stiffness))")
    precondition(damping.isFinite && damping >= 0, "Spring: damping must be finite and >= 0 (got \(damping))")
    let critical = 2 * (mass * stiffness).squareRoot()
    self.mass = mass
    self.stiffness = stiffness
    self.damping = allowOverDamping ? damping : min(damping, critical)
  }

  /// Creates a spring from a perceptual duration and a bounce (SwiftUI's `Spring(duration:bounce:)`).
  ///
  /// Mass is 1, stiffness *(2π/duration)²*; damping ratio *1 − bounce* for bounce ≥ 0 and
  /// *1/(1 + bounce)* for a negative (over-damped) bounce.
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, > 0 (the undamped period). Default 0.5.
  ///   - bounce: −1 < bounce ≤ 1; 0 is critically damped, 1 never stops. Default 0.
  /// - Precondition: `duration > 0` and finite, `-1 < bounce <= 1`.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    precondition(
      duration.isFinite && duration > 0, "Spring: duration must be finite and > 0 (got \(duration))")
    precondition(bounce > -1 && bounce <= 1, "Spring: bounce must be in (-1, 1] (got \(bounce))")
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio)
  }

  /// Creates a spring from a response and a damping ratio (SwiftUI's `Spring(response:dampingRatio:)`,
  /// the WWDC18 "Designing Fluid Interfaces" parameters).
  ///
  /// Mass 1, stiffness *(2π/response)²*, damping *4π·dampingRatio/response*.
  /// - Parameters:
  ///   - response: The undamped period in seconds, > 0.
  ///   - dampingRatio: ζ ≥ 0: 1 is critical, below 1 overshoots, above 1 is over-damped.
  /// - Precondition: `response > 0`, `dampingRatio >= 0`, both finite.
  public init(response: Double, dampingRatio: Double) {
    precondition(
      response.isFinite && response > 0, "Spring: response must be finite and > 0 (got \(response))")
    precondition(
      dampingRatio.isFinite && dampingRatio >= 0,
      "Spring: dampingRatio must be finite and >= 0 (got \(dampingRatio))")
    let omega = 2 * Double.pi / response
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, allowOverDamping: true)
  }

  /// Creates a spring from a frequency in hertz and a damping ratio, as UIKit Dynamics' attachment
  /// behaviour and 2-D physics engines take them: *k = (2πf)²*, *c = 2ζ·2πf*, mass 1.
  /// - Parameters:
  ///   - frequency: The undamped frequency in Hz, > 0.
  ///   - dampingRatio: ζ ≥ 0.
  /// - Precondition: `frequency > 0`, `dampingRatio >= 0`, both finite.
  public init(frequency: Double, dampingRatio: Double) {
    precondition(
      frequency.isFinite && frequency > 0, "Spring: frequency must be finite and > 0 (got \(frequency))")
    self.init(response: 1 / frequency, dampingRatio: dampingRatio)
  }

  /// Creates a spring that settles in `settlingDuration` seconds (SwiftUI's
  /// `Spring(settlingDuration:dampingRatio:epsilon:)`).
  ///
  /// Settling is measured as ``settlingDuration``: from 0 to a target of 1 at rest, until the motion
  /// stays within `epsilon` of the target. For a fixed damping ratio that time is proportional to the
  /// response, so the conversion is exact.
  /// - Parameters:
  ///   - settlingDuration: Seconds, > 0.
  ///   - dampingRatio: ζ > 0 (an undamped spring never settles).
  ///   - epsilon: The settling threshold relative to a unit move, in (0, 1). Default 0.001.
  /// - Precondition: the ranges above.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    precondition(
      settlingDuration.isFinite && settlingDuration > 0,
      "Spring: settlingDuration must be finite and > 0 (got \(settlingDuration))")
    precondition(dampingRatio.isFinite && dampingRatio > 0, "Spring: dampingRatio must be > 0 to settle")
    precondition(epsilon > 0 && epsilon < 1, "Spring: epsilon must be in (0, 1) (got \(epsilon))")
    let unit = Spring(response: 1, dampingRatio: dampingRatio)
    let unitTime = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
    self.init(response: settlingDuration / unitTime, dampingRatio: dampingRatio)
  }
}

extension Spring {
  /// The undamped angular frequency ω₀ = √(k/m), in rad/s.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(mk)); 1 is critical.
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The undamped period 2π√(m/k) in seconds: SwiftUI's `response`.
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// The perceptual duration in seconds: SwiftUI's `duration`, equal to ``response``.
  public var duration: Double { response }

  /// SwiftUI's bounce: *1 − ζ* when ζ ≤ 1, else *1/ζ − 1* (negative when over-damped).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The undamped frequency in Hz, ω₀ / 2π.
  public var frequency: Double { angularFrequency / (2 * Double.pi) }

  /// The time to settle from 0 to a target of 1 at rest, within 0.001, in seconds (SwiftUI's
  /// `settlingDuration`).
  ///
  /// The same as ``settlingDuration(target:initialVelocity:epsilon:)`` with a target of 1, no initial
  /// velocity and an epsilon of 0.001; `.infinity` for an undamped spring.
  public var settlingDuration: Double {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }
}
