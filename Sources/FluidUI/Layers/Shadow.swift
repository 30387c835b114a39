/// A soft drop shadow behind a shape.
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour at its darkest.
  public var color: Color
  /// Offset from the shape, pt.
  public var offset: Size
  /// Width of the soft edge, pt, ≥ 0.
  public var radius: Double
  /// Whether only the soft edge need be drawn: set when an opaque shape covers the shadow's inside.
  public var isHollow = false

  /// Creates a shadow.
  public init(
    color: Color = Color(white: 0, alpha: 0.35), offset: Size = Size(width: 0, height: 4), radius: Double = 14
  ) {
    self.color = color
    self.offset = offset
    self.radius = max(0, radius)
  }
}
