/// Two animatable values moved together as one: a position and a scale, an angle and a radius.
///
/// The pair is itself ``VectorArithmetic``, so a spring can move it as a single value; its squared
/// magnitude is the sum of its halves'.
///
/// ```swift
/// let pair = AnimatablePair(Vector2(x: 10, y: 20), 1.5)
/// let doubled = pair.scaled(by: 2)   // ((20, 40), 3.0)
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Creates a pair.
  @inlinable
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  @inlinable
  public static var zero: Self { Self(.zero, .zero) }

  /// Adds two pairs half by half.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// Subtracts two pairs half by half.
  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Scales both halves.
  @inlinable
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both halves' squared magnitudes.
  @inlinable
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
