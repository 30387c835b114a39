#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exponential deceleration as `UIScrollView` does it: velocity is multiplied by ``rate`` every
/// millisecond, so v(t) = v₀·rate^(1000t).
///
/// ```swift
/// let landing = 600 + Decay.normal.projectedDistance(initialVelocity: -1800.0)   // ≈ 600 − 899
/// ```
public struct Decay: Hashable, Sendable {
  /// The fraction of velocity kept per millisecond, in (0, 1).
  public let rate: Double

  /// Creates a decay.
  /// - Parameter rate: Velocity kept per millisecond, 0 < rate < 1 (`UIScrollView` uses 0.998 and 0.99).
  /// - Precondition: `0 < rate < 1`.
  public init(rate: Double) {
    precondition(rate > 0 && rate < 1, "Decay: rate must be in (0, 1) (got \(rate))")
    self.rate = rate
  }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms.
  public static let normal = Decay(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms.
  public static let fast = Decay(rate: 0.99)

  /// The exponential rate constant λ = −1000·ln(rate), in 1/s (v(t) = v₀·e^(−λt)).
  public var lambda: Double { -1000 * log(rate) }

  /// The velocity `time` seconds after starting at `initialVelocity`.
  public func velocity<V: VectorArithmetic>(initialVelocity: V, time: Double) -> V {
    initialVelocity.scaled(by: exp(-lambda * time))
  }

  /// The value `time` seconds after starting at `from` with `initialVelocity`: the exact integral,
  /// from + v₀·(1 − e^(−λt))/λ.
  public func value<V: VectorArithmetic>(from: V, initialVelocity: V, time: Double) -> V {
    from + initialVelocity.scaled(by: -expm1(-lambda * time) / lambda)
  }

  /// The total distance travelled before stopping: the exact integral v₀/λ = −v₀/(1000·ln rate).
  public func projectedDistance<V: VectorArithmetic>(initialVelocity: V) -> V {
    initialVelocity.scaled(by: 1 / lambda)
  }

  /// The WWDC18 "Designing Fluid Interfaces" projection, (v₀/1000)·rate/(1 − rate): the discrete
  /// per-millisecond sum, within 0.5 % of ``projectedDistance(initialVelocity:)``.
  public func wwdcProjectedDistance<V: VectorArithmetic>(initialVelocity: V) -> V {
    initialVelocity.scaled(by: rate / (1000 * (1 - rate)))
  }

  /// The time until the speed drops to `speed`, in seconds; 0 if it already is at or below it.
  /// - Precondition: `speed > 0`.
  public func time(untilSpeed speed: Double, initialSpeed: Double) -> Double {
    precondition(speed > 0, "Decay: the threshold speed must be > 0 (got \(speed))")
    let start = abs(initialSpeed)
    return start <= speed ? 0 : log(start / speed) / lambda
  }

  /// The initial velocity that travels exactly `distance` before stopping (the inverse of
  /// ``projectedDistance(initialVelocity:)``).
  public func initialVelocity<V: VectorArithmetic>(toTravel distance: V) -> V {
    distance.scaled(by: lambda)
  }
}
