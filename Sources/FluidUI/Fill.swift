/// How a shape is painted.
public enum Fill: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// A two-stop vertical linear gradient, `top` at the top edge to `bottom` at the bottom edge.
  case verticalGradient(top: Color, bottom: Color)

  /// Whether every colour of the fill is opaque.
  public var isOpaque: Bool {
    switch self {
    case .solid(let c): return c.alpha >= 1
    case .verticalGradient(let top, let bottom): return top.alpha >= 1 && bottom.alpha >= 1
    }
  }

  /// The colour at a fraction `t` of the height (0 top, 1 bottom).
  public func color(at t: Double) -> Color {
    switch self {
    case .solid(let c): return c
    case .verticalGradient(let top, let bottom): return top.mixed(with: bottom, t)
    }
  }
}

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

/// Horizontal placement of text in its frame.
public enum TextAlignment: Hashable, Sendable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
}

/// A run of text to draw.
public struct TextStyle: Hashable, Sendable {
  /// Point size.
  public var size: Double
  /// Colour.
  public var color: Color
  /// Bold face.
  public var bold: Bool
  /// Horizontal alignment in the frame; text is centred vertically.
  public var alignment: TextAlignment

  /// Creates a style.
  public init(size: Double = 16, color: Color = .white, bold: Bool = false, alignment: TextAlignment = .left)
  {
    self.size = size
    self.color = color
    self.bold = bold
    self.alignment = alignment
  }
}
