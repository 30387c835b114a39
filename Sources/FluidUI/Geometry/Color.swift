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
