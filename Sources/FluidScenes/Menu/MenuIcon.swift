import FluidMotion
import FluidUI

/// The menu's 40 × 40 icons, drawn with layers after the seed demo's PNG assets (seed-reference §2):
/// a "9" circle, a zigzag, a flashlight circle, a loop, two bars, a drawer with a handle, a
/// rectangle, a tilted square; for the pane, a window with the pane risen in it; for the zoom, a
/// grid whose last card has grown out of its cell.
enum MenuIcon {
  /// The icon for the scene named `name`, in its `tint`, in a 40 × 40 container.
  static func make(name: String, tint: Color) -> Layer {
    let icon = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let parts: [Layer]
    switch name {
    case "pane": parts = pane()
    case "calculator":
      let disc = circle(Color(hex: 0x333333), border: tint)
      let nine = label("9", tint: .white)
      nine.frame.origin = Vector2(x: -2, y: -2)  // centred on the 36 pt disc
      disc.addSublayer(nine)
      parts = [disc]
    case "spring": parts = zigzag(tint)
    case "flashlight": parts = flashlight(tint)
    case "rubberband":
      parts = [shape(Rect(x: 12, y: 4, width: 16, height: 32), radius: 8, border: tint, turn: 0.5)]
    case "pause":
      parts = [10.0, 23].map { shape(Rect(x: $0, y: 8, width: 7, height: 24), radius: 2, fill: tint) }
    case "drawer": parts = drawer(tint)
    case "pip": parts = [shape(Rect(x: 11, y: 5, width: 18, height: 30), radius: 4, fill: tint)]
    case "scroll":  // a list with its scroll indicator
      parts =
        [8.0, 17, 26].map { shape(Rect(x: 6, y: $0, width: 22, height: 6), radius: 3, fill: tint) }
        + [shape(Rect(x: 32, y: 6, width: 3, height: 14), radius: 1.5, fill: tint)]
    case "zoom":  // a grid whose last card has grown out of its cell
      parts =
        [(4.0, 4.0), (22, 4), (4, 22)].map {
          shape(Rect(x: $0.0, y: $0.1, width: 14, height: 14), radius: 3, fill: tint.withAlpha(0.45))
        } + [shape(Rect(x: 15, y: 15, width: 23, height: 23), radius: 4, fill: tint)]
    default:
      let square = shape(Rect(x: 8, y: 8, width: 24, height: 24), radius: 6, fill: tint, turn: -0.35)
      square.fill = .verticalGradient(top: tint, bottom: Color(hex: 0x7934CF))
      parts = [square]
    }
    for part in parts {
      part.isUserInteractionEnabled = false
      icon.addSublayer(part)
    }
    icon.isUserInteractionEnabled = false
    return icon
  }

  private static func shape(
    _ frame: Rect, radius: Double, fill: Color? = nil, border: Color? = nil, turn: Double = 0
  ) -> Layer {
    let layer = Layer(frame: frame)
    layer.cornerRadius = radius
    layer.fill = fill.map { .solid($0) }
    layer.border = border.map { (3, $0) }
    layer.transform.rotation = turn
    return layer
  }

  private static func circle(_ fill: Color, border: Color) -> Layer {
    shape(Rect(x: 2, y: 2, width: 36, height: 36), radius: 18, fill: fill, border: border)
  }

  private static func label(_ text: String, tint: Color) -> Layer {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    layer.text = text
    layer.textStyle = TextStyle(size: 20, color: tint, alignment: .center)
    return layer
  }

  private static func zigzag(_ tint: Color) -> [Layer] {
    // Four strokes up and down, left to right: a spring's oscillation.
    (0..<4).map { i in
      let stroke = shape(
        Rect(x: 4 + Double(i) * 8, y: 18, width: 13, height: 4), radius: 2, fill: tint,
        turn: i % 2 == 0 ? -0.9 : 0.9)
      return stroke
    }
  }

  private static func flashlight(_ tint: Color) -> [Layer] {
    let disc = shape(Rect(x: 2, y: 2, width: 36, height: 36), radius: 18, fill: tint)
    let head = shape(Rect(x: 14, y: 9, width: 12, height: 6), radius: 1.5, fill: Color(hex: 0x222222))
    let body = shape(Rect(x: 16.5, y: 15, width: 7, height: 16), radius: 1.5, fill: Color(hex: 0x222222))
    let button = shape(Rect(x: 19, y: 18, width: 2, height: 4), radius: 1, fill: tint)
    return [disc, head, body, button]
  }

  private static func drawer(_ tint: Color) -> [Layer] {
    let body = shape(Rect(x: 4, y: 12, width: 32, height: 26), radius: 7, fill: tint)
    body.fill = .verticalGradient(top: tint, bottom: Color(hex: 0x243BD1))
    let handle = shape(
      Rect(x: 14, y: 15, width: 12, height: 3), radius: 1.5, fill: Color(white: 1, alpha: 0.7))
    return [body, handle]
  }

  private static func pane() -> [Layer] {
    let window = shape(Rect(x: 4, y: 4, width: 32, height: 32), radius: 5, fill: .white)
    let sheet = shape(Rect(x: 4, y: 18, width: 32, height: 18), radius: 5, fill: Color(hex: 0x808080))
    let grabber = shape(Rect(x: 16, y: 20.5, width: 8, height: 2), radius: 1, fill: Color(white: 0.8))
    return [window, sheet, grabber]
  }
}
