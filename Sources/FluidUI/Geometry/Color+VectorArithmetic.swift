import FluidMotion

/// A colour is a value a spring or a decay can move (SwiftUI animates colours too).
///
/// It moves in the components it is made of: sRGB as encoded, alpha straight. That is the space
/// ``Color/mixed(with:_:)`` uses, the one Core Animation and CSS transitions interpolate in by
/// default, and the one the renderer blends in, so a colour on its way from one to another passes
/// through exactly the colours a cross-fade between the two shows. (In linear light the middle of a
/// red-to-green move would be brighter than either cross-fade's middle.) A spring that overshoots
/// takes the components past 0...1 for a moment; they are drawn clamped.
///
/// ```swift
/// let fade = SpringAnimation(
///   spring: Spring(response: 0.4, dampingRatio: 1), value: Color.black, target: Color(hex: 0x0A84FF))
/// ```
extension Color: VectorArithmetic {
  /// All components 0: transparent black.
  public static var zero: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }

  /// The componentwise sum.
  public static func + (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
      alpha: lhs.alpha + rhs.alpha)
  }

  /// The componentwise difference.
  public static func - (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
      alpha: lhs.alpha - rhs.alpha)
  }

  /// Multiplies each component, alpha too, by `rhs`.
  public mutating func scale(by rhs: Double) {
    red *= rhs
    green *= rhs
    blue *= rhs
    alpha *= rhs
  }

  /// The sum of the components' squares.
  public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}
