import FluidMotion

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Width, pt.
  public var width: Double
  /// Height, pt.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  /// `WxH`.
  public var description: String { "\(Int(width))x\(Int(height))" }
}

/// An axis-aligned rectangle in points: origin at the top-left, y growing downwards.
public struct Rect: Hashable, Sendable {
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

  /// The rectangle shrunk by `d` on every side (grown for negative `d`), as `CGRect.insetBy`.
  public func insetBy(_ d: Double) -> Rect {
    Rect(x: minX + d, y: minY + d, width: size.width - 2 * d, height: size.height - 2 * d)
  }

  /// The overlap with `other`, or nil when they do not overlap (touching edges do not).
  public func intersection(_ other: Rect) -> Rect? { Box(self).intersection(Box(other))?.rect }

  /// This rectangle less `hole`: up to four rectangles (above, below, left and right of it).
  public func subtracting(_ hole: Rect) -> [Rect] { Box(self).subtracting(Box(hole)).map(\.rect) }
}

/// An sRGB colour with alpha, each channel in 0...1.
public struct Color: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0...1.
  public var alpha: Double

  /// Creates a colour from channels in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from a 0xRRGGBB literal.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Creates a grey of the given white level, 0...1.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour with its opacity multiplied by `factor`.
  public func withAlpha(_ factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// The colour `fraction` of the way to `other` (0 is self).
  public func mixed(with other: Color, _ fraction: Double) -> Color {
    let f = min(max(fraction, 0), 1)
    return Color(
      red: red + (other.red - red) * f, green: green + (other.green - green) * f,
      blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
  }

  /// White.
  public static let white = Color(white: 1)
  /// Black.
  public static let black = Color(white: 0)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
}
