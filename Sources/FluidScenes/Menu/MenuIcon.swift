import FluidMotion
import FluidUI

/// The menu's 40 × 40 icons, drawn with layers after the seed demo's PNG assets (seed-reference §2):
/// a "9" circle, a zigzag, a flashlight circle, a loop, two bars, a drawer with a handle, a
/// rectangle, a tilted square; for the pane, a window with the pane risen in it; for the zoom, a
/// grid whose last card has grown out of its cell.
enum MenuIcon {
  /// The icon of `entry` (its ``SceneCatalog/Entry/icon`` in its accent) in a 40 × 40 container.
  static func make(for entry: SceneCatalog.Entry) -> Layer {
    let icon = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    for part in entry.icon(entry.accent) {
      part.isUserInteractionEnabled = false
      icon.addSublayer(part)
    }
    icon.isUserInteractionEnabled = false
    return icon
  }

  /// A "9" on a dark disc ringed in the tint: the calculator.
  static func calculator(_ tint: Color) -> [Layer] {
    let disc = circle(Color(hex: 0x333333), border: tint)
    let nine = label("9", tint: .white)
    nine.frame.origin = Vector2(x: -2, y: -2)  // centred on the 36 pt disc
    disc.addSublayer(nine)
    return [disc]
  }

  /// An upright loop: the rubber band.
  static func band(_ tint: Color) -> [Layer] {
    [shape(Rect(x: 12, y: 4, width: 16, height: 32), radius: 8, border: tint, turn: 0.5)]
  }

  /// Two bars: pause.
  static func bars(_ tint: Color) -> [Layer] {
    [10.0, 23].map { shape(Rect(x: $0, y: 8, width: 7, height: 24), radius: 2, fill: tint) }
  }

  /// A tall rectangle: the picture in picture.
  static func pip(_ tint: Color) -> [Layer] {
    [shape(Rect(x: 11, y: 5, width: 18, height: 30), radius: 4, fill: tint)]
  }

  /// A list with its scroll indicator: the scroll view.
  static func list(_ tint: Color) -> [Layer] {
    [8.0, 17, 26].map { shape(Rect(x: 6, y: $0, width: 22, height: 6), radius: 3, fill: tint) }
      + [shape(Rect(x: 32, y: 6, width: 3, height: 14), radius: 1.5, fill: tint)]
  }

  /// A grid whose last card has grown out of its cell: the zoom.
  static func grid(_ tint: Color) -> [Layer] {
    [(4.0, 4.0), (22, 4), (4, 22)].map {
      shape(Rect(x: $0.0, y: $0.1, width: 14, height: 14), radius: 3, fill: tint.withAlpha(0.45))
    } + [shape(Rect(x: 15, y: 15, width: 23, height: 23), radius: 4, fill: tint)]
  }

  /// A tilted square in a gradient: the rotation (and the menu's own).
  static func tiltedSquare(_ tint: Color) -> [Layer] {
    let square = shape(Rect(x: 8, y: 8, width: 24, height: 24), radius: 6, fill: tint, turn: -0.35)
    square.fill = .verticalGradient(top: tint, bottom: Color(hex: 0x7934CF))
    return [square]
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

  static func zigzag(_ tint: Color) -> [Layer] {
    // Four strokes up and down, left to right: a spring's oscillation.
    (0..<4).map { i in
      let stroke = shape(
        Rect(x: 4 + Double(i) * 8, y: 18, width: 13, height: 4), radius: 2, fill: tint,
        turn: i % 2 == 0 ? -0.9 : 0.9)
      return stroke
    }
  }

  static func flashlight(_ tint: Color) -> [Layer] {
    let disc = shape(Rect(x: 2, y: 2, width: 36, height: 36), radius: 18, fill: tint)
    let head = shape(Rect(x: 14, y: 9, width: 12, height: 6), radius: 1.5, fill: Color(hex: 0x222222))
    let body = shape(Rect(x: 16.5, y: 15, width: 7, height: 16), radius: 1.5, fill: Color(hex: 0x222222))
    let button = shape(Rect(x: 19, y: 18, width: 2, height: 4), radius: 1, fill: tint)
    return [disc, head, body, button]
  }

  static func drawer(_ tint: Color) -> [Layer] {
    let body = shape(Rect(x: 4, y: 12, width: 32, height: 26), radius: 7, fill: tint)
    body.fill = .verticalGradient(top: tint, bottom: Color(hex: 0x243BD1))
    let handle = shape(
      Rect(x: 14, y: 15, width: 12, height: 3), radius: 1.5, fill: Color(white: 1, alpha: 0.7))
    return [body, handle]
  }

  static func pane(_ tint: Color) -> [Layer] {
    let window = shape(Rect(x: 4, y: 4, width: 32, height: 32), radius: 5, fill: .white)
    let sheet = shape(Rect(x: 4, y: 18, width: 32, height: 18), radius: 5, fill: Color(hex: 0x808080))
    let grabber = shape(Rect(x: 16, y: 20.5, width: 8, height: 2), radius: 1, fill: Color(white: 0.8))
    return [window, sheet, grabber]
  }
}
