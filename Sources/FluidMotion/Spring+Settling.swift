#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// A bound on how far from the target the value can ever get from now on, given its current
  /// displacement from the target and velocity.
  ///
  /// With y(τ) = e^(−ατ)·[C·y + S·(αy + v)] (see ``SpringTransition``), e^(−ατ)|C| ≤ 1 in every regime,
  /// so |y(τ)| ≤ |y| + K·|αy + v| with K = sup e^(−ατ)S. Below critical damping the tighter envelope
  /// √(|y|² + |(αy + v)/ω_d|²) also holds, and above it the modal split |P| + |Q| of the two
  /// exponentials; the smallest bound that applies is returned. The bound is rigorous: no future
  /// value is farther from the target. Vectors are bounded by magnitude.
  /// - Returns: A distance in value units; `.infinity` never occurs for a damped spring.
  public func excursionBound<V: VectorArithmetic>(displacement y: V, velocity v: V) -> Double {
    let omega2 = stiffness / mass
    let alpha = damping / (2 * mass)
    let ratio = dampingRatio
    let q = omega2 * (ratio - 1) * (ratio + 1)
    let yMag = y.magnitude
    let w = y.scaled(by: alpha) + v
    let wMag = w.magnitude
    if q < 0 {
      let wd = (-q).squareRoot()
      let envelope = (yMag * yMag + (wMag / wd) * (wMag / wd)).squareRoot()
      guard alpha > 0 else { return envelope }
      let k = min(1 / (M_E * alpha), 1 / wd)
      return min(envelope, yMag + k * wMag)
    }
    let beta = q.squareRoot()
    let slow = omega2 / (alpha + beta)
    if beta == 0 { return yMag + wMag / (M_E * slow) }
    let k = min(1 / (M_E * slow), 1 / (2 * beta))
    let p = (v + y.scaled(by: alpha + beta)).scaled(by: 1 / (2 * beta))
    let modal = p.magnitude + (y - p).magnitude
    return min(modal, yMag + k * wMag)
  }

  /// The time after which a spring from zero toward `target` stays within `epsilon` of it for good
  /// (SwiftUI's `settlingDuration(target:initialVelocity:epsilon:)`).
  ///
  /// The answer is never earlier than the true settling time: it is the first time at which
  /// ``excursionBound(displacement:velocity:)`` is below `epsilon`, found by bracketing and
  /// bisection to 1e-12 relative. Below critical damping it is at most about half a period late
  /// (the envelope touches the peaks).
  ///
  /// ```swift
  /// let seconds = Spring.bouncy.settlingDuration(target: 1.0, epsilon: 0.001)
  /// ```
  /// - Parameters:
  ///   - target: The target; the start is zero.
  ///   - initialVelocity: The velocity at time 0, in value units per second. Default zero.
  ///   - epsilon: The distance from the target, in value units, finite and > 0. Default 0.001.
  /// - Returns: Seconds ≥ 0; `.infinity` for an undamped spring that moves.
  /// - Precondition: `epsilon` finite and > 0.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double = 0.001
  ) -> Double {
    settlingDuration(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// The time after which a spring from `fromValue` toward `toValue` stays within `epsilon` of it for
  /// good (SwiftUI's `settlingDuration(fromValue:toValue:initialVelocity:epsilon:)`).
  ///
  /// Only the move matters: the result equals ``settlingDuration(target:initialVelocity:epsilon:)``
  /// with `toValue − fromValue` as the target.
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: The target.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - epsilon: The distance from the target, in value units, finite and > 0. Default 0.001.
  /// - Returns: Seconds ≥ 0; `.infinity` for an undamped spring that moves.
  /// - Precondition: `epsilon` finite and > 0.
  public func settlingDuration<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double = 0.001
  ) -> Double {
    precondition(epsilon.isFinite && epsilon > 0, "Spring: epsilon must be finite and > 0 (got \(epsilon))")
    return settlingTime(displacement: fromValue - toValue, velocity: initialVelocity, epsilon: epsilon)
  }

  /// The time after which a spring with this displacement and velocity stays within `epsilon` of its
  /// target; see ``settlingDuration(target:initialVelocity:epsilon:)``.
  /// - Parameters:
  ///   - y0: The displacement from the target now, in value units.
  ///   - v0: The velocity now, in value units per second.
  ///   - epsilon: The distance from the target, in value units, > 0.
  /// - Returns: Seconds ≥ 0; `.infinity` for an undamped spring that moves.
  public func settlingTime<V: VectorArithmetic>(displacement y0: V, velocity v0: V, epsilon: Double) -> Double
  {
    func bound(at t: Double) -> Double {
      let state = transition(over: t).apply(displacement: y0, velocity: v0)
      return excursionBound(displacement: state.displacement, velocity: state.velocity)
    }
    if bound(at: 0) <= epsilon { return 0 }
    if damping == 0 { return .infinity }
    var lo = 0.0
    var hi = response / 4
    var doublings = 0
    while bound(at: hi) > epsilon {
      lo = hi
      hi *= 2
      doublings += 1
      if doublings > 200 || !hi.isFinite { return .infinity }
    }
    for _ in 0..<200 where hi - lo > 1e-12 * hi {
      let mid = 0.5 * (lo + hi)
      if bound(at: mid) <= epsilon { hi = mid } else { lo = mid }
    }
    return hi
  }
}
