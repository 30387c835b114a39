/// A type whose values can be added, subtracted and scaled: the values a spring or decay can move.
///
/// Shaped like SwiftUI's `VectorArithmetic`, so code written against it reads the same. Everything in
/// ``FluidMotion`` that moves a value is generic over this protocol: scalars, points and pairs of them.
///
/// ```swift
/// var p = Vector2(x: 3, y: 4)
/// p.scale(by: 2)          // (6, 8)
/// p.magnitudeSquared      // 100
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by `rhs`.
  mutating func scale(by rhs: Double)

  /// The dot product of this value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns this value with each component multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }

  /// The Euclidean length of this value.
  @inlinable
  public var magnitude: Double { magnitudeSquared.squareRoot() }

  /// Whether every component is finite (neither NaN nor infinite).
  ///
  /// True for huge finite values too: one whose square overflows is checked scaled down by 2⁻⁶⁰⁰.
  @inlinable
  public var isFiniteValue: Bool {
    magnitudeSquared.isFinite || scaled(by: 0x1p-600).magnitudeSquared.isFinite
  }
}

extension Double: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= rhs }

  /// The square of this value.
  @inlinable
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs`, rounded to `Float`.
  @inlinable
  public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

  /// The square of this value, in `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}
