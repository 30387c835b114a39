import FluidMotion
import FluidUI

/// The flashlight glyph, drawn with three shapes in a 50 × 50 box: head, body and switch.
enum FlashlightGlyph {
  /// The glyph's layers inside a container of 50 × 50 points.
  static func make() -> (container: Layer, parts: [Layer]) {
    let container = Layer(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    container.isUserInteractionEnabled = false
    let head = Layer(frame: Rect(x: 17, y: 11, width: 16, height: 9))
    head.cornerRadius = 2.5
    let body = Layer(frame: Rect(x: 20.5, y: 21, width: 9, height: 19))
    body.cornerRadius = 2.5
    let button = Layer(frame: Rect(x: 23.5, y: 25, width: 3, height: 5))
    button.cornerRadius = 1.5
    for part in [head, body, button] {
      part.isUserInteractionEnabled = false
      container.addSublayer(part)
    }
    return (container, [head, body, button])
  }
}
