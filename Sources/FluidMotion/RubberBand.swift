#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Resistance past an edge: maps how far the pointer has gone past a limit (the overshoot) to how far
/// the content follows (the offset), with the inverse and derivative needed to hand motion over to a
/// spring without a jump in position or velocity.
///
/// ```swift
/// let band = RubberBand.power()                     // Gitter's |x|^0.7
/// band.offset(forOvershoot: 100)                    // 25.1
/// RubberBand.bounded(dimension: 800).clamp(900, to: 0...600)   // 600 + a bounded pull
/// ```
public struct RubberBand: Hashable, Sendable {
  /// The shape of the resistance curve.
  public enum Form: Hashable, Sendable {
    /// offset = sign(x)·|x|^exponent (WWDC18 demo; exponent 0.7). 0 < exponent ≤ 1.
    case power(exponent: Double)
    /// offset = (1 − 1/(|x|·c/d + 1))·d·sign(x), `UIScrollView`'s form: slope c at the edge, never
    /// farther than d. c = 0.55, d = the view's size along the axis (pt).
    case bounded(coefficient: Double, dimension: Double)
  }

  /// The curve.
  public let form: Form

  /// Gitter's power form with exponent 0.7 (default).
  /// - Precondition: `0 < exponent <= 1`.
  public static func power(_ exponent: Double = 0.7) -> RubberBand {
    precondition(exponent > 0 && exponent <= 1, "RubberBand: exponent must be in (0, 1] (got \(exponent))")
    return RubberBand(form: .power(exponent: exponent))
  }

  /// The bounded `UIScrollView` form with coefficient 0.55 (default) over `dimension` points.
  /// - Precondition: `coefficient > 0`, `dimension > 0`.
  public static func bounded(coefficient: Double = 0.55, dimension: Double) -> RubberBand {
    precondition(coefficient > 0 && dimension > 0, "RubberBand: coefficient and dimension must be > 0")
    return RubberBand(form: .bounded(coefficient: coefficient, dimension: dimension))
  }

  /// The displayed offset for an overshoot of `x` points (odd: the sign is kept).
  public func offset(forOvershoot x: Double) -> Double {
    let m = abs(x)
    switch form {
    case .power(let p): return copysign(pow(m, p), x)
    case .bounded(let c, let d): return m.isInfinite ? copysign(d, x) : copysign(m * c * d / (d + c * m), x)
    }
  }

  /// The overshoot that shows `offset` (the inverse).
  ///
  /// The bounded form never reaches d: an offset at or past it (after the dimension shrank, say) gives the
  /// overshoot of an offset just inside d, a large finite value with the offset's sign.
  public func overshoot(forOffset offset: Double) -> Double {
    let m = abs(offset)
    switch form {
    case .power(let p): return copysign(pow(m, 1 / p), offset)
    case .bounded(let c, let d):
      let inside = min(m, d * (1 - 1e-9))  // offsets at or past the bound have no preimage: stay finite
      return copysign(inside * d / (c * (d - inside)), offset)
    }
  }

  /// d(offset)/d(overshoot) at overshoot `x`.
  ///
  /// Multiply a pointer velocity by it to get the displayed velocity. For the power form it is unbounded at 0
  /// (returns `.infinity` there).
  public func derivative(atOvershoot x: Double) -> Double {
    let m = abs(x)
    switch form {
    case .power(let p): return m == 0 ? (p == 1 ? 1 : .infinity) : p * pow(m, p - 1)
    case .bounded(let c, let d): return c * d * d / ((d + c * m) * (d + c * m))
    }
  }

  /// Returns `value` unchanged inside `range` and rubber-banded past either end.
  public func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    if value < range.lowerBound { return range.lowerBound + offset(forOvershoot: value - range.lowerBound) }
    if value > range.upperBound { return range.upperBound + offset(forOvershoot: value - range.upperBound) }
    return value
  }

  /// The inverse of ``clamp(_:to:)``: the raw value that displays as `displayed`.
  public func unclamp(_ displayed: Double, from range: ClosedRange<Double>) -> Double {
    if displayed < range.lowerBound {
      return range.lowerBound + overshoot(forOffset: displayed - range.lowerBound)
    }
    if displayed > range.upperBound {
      return range.upperBound + overshoot(forOffset: displayed - range.upperBound)
    }
    return displayed
  }
}
