import FluidMotion

/// An axis-aligned rectangle in points: origin at the top-left, y growing downwards.
///
/// A `VectorArithmetic` value (FluidMotion's) (origin and size, component by component), so a spring
/// moves one from a source rectangle to a destination, as a zoom transition does:
///
/// ```swift
/// let card = Layer(frame: Rect(x: 40, y: 300, width: 120, height: 90))
/// let zoom = SpringAnimation.spring(value: card.frame, target: Rect(x: 0, y: 0, width: 1280, height: 800))
/// zoom.onUpdate = { frame, _ in card.frame = frame }
/// ```
public struct Rect: Hashable, Sendable, VectorArithmetic {
  /// The top-left corner.
  public var origin: Vector2
  /// The size.
  public var size: Size

  /// Creates a rectangle.
  public init(origin: Vector2, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its edges' coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Vector2(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The centre point.
  public var center: Vector2 { Vector2(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// Whether `point` lies inside (edges included at the top-left, excluded at the bottom-right).
  public func contains(_ point: Vector2) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by `d` on every side (grown for negative `d`).
  public func insetBy(_ d: Double) -> Rect { insetBy(dx: d, dy: d) }

  /// The rectangle shrunk by `dx` at the left and right and `dy` at the top and bottom (grown for
  /// negative values), as `CGRect.insetBy(dx:dy:)`.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
  }

  /// The overlap with `other`, or nil when they do not overlap (touching edges do not).
  public func intersection(_ other: Rect) -> Rect? { Box(self).intersection(Box(other))?.rect }

  /// This rectangle less `hole`: up to four rectangles (above, below, left and right of it).
  public func subtracting(_ hole: Rect) -> [Rect] { Box(self).subtracting(Box(hole)).map(\.rect) }

  /// The rectangle at the origin with no size.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The sum, origin and size component by component.
  public static func + (a: Rect, b: Rect) -> Rect { Rect(origin: a.origin + b.origin, size: a.size + b.size) }

  /// The difference, origin and size component by component.
  public static func - (a: Rect, b: Rect) -> Rect { Rect(origin: a.origin - b.origin, size: a.size - b.size) }

  /// Multiplies the origin and the size by `rhs`.
  public mutating func scale(by rhs: Double) {
    origin.scale(by: rhs)
    size.scale(by: rhs)
  }

  /// The squares of the origin's and the size's components, summed.
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}
