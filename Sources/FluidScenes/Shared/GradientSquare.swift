import FluidMotion
import FluidUI

/// The seed demo's `GradientView`: a vertical two-colour gradient in a rounded rectangle.
enum GradientSquare {
  /// A layer of `size` with the gradient `top` → `bottom` and corner `radius`.
  static func make(size: Size, top: UInt32, bottom: UInt32, radius: Double) -> Layer {
    let layer = Layer(frame: Rect(origin: .zero, size: size))
    layer.fill = .verticalGradient(top: Color(hex: top), bottom: Color(hex: bottom))
    layer.cornerRadius = radius
    layer.shadow = Shadow(color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 6), radius: 18)
    return layer
  }
}
