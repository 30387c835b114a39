/// A two-dimensional vector or point in points (pt): a position, a velocity (pt/s) or an offset.
///
/// ```swift
/// let velocity = Vector2(x: 0, y: -1200)   // a flick upwards, pt/s
/// let landing = Vector2(x: 10, y: 600) + velocity.scaled(by: 0.5)
/// ```
public struct Vector2: VectorArithmetic, Hashable, Sendable, CustomStringConvertible {
  /// The horizontal component.
  public var x: Double
  /// The vertical component (y grows downwards on screen).
  public var y: Double

  /// Creates a vector from its components.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The vector (0, 0).
  public static let zero = Vector2(x: 0, y: 0)

  /// Adds two vectors component by component.
  @inlinable
  public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Subtracts two vectors component by component.
  @inlinable
  public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Multiplies both components by a scalar.
  @inlinable
  public static func * (lhs: Vector2, rhs: Double) -> Vector2 {
    Vector2(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  /// Multiplies both components by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) {
    x *= rhs
    y *= rhs
  }

  /// The dot product of this vector with itself.
  @inlinable
  public var magnitudeSquared: Double { x * x + y * y }

  /// The dot product with another vector.
  @inlinable
  public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }

  /// The distance to another point.
  @inlinable
  public func distance(to other: Vector2) -> Double { (self - other).magnitude }

  /// A readable form, `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
