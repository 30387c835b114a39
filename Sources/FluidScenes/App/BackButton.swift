import FluidMotion
import FluidUI

/// "‹ Menu" in the title bar: a drawn chevron as tall as the capitals, then the word.
///
/// The chevron is two 2-pt strokes meeting at a point, 10 pt tall (the cap height of the bar's
/// 14-pt bold text), drawn at any scale as sharply as the text beside it, where a `‹` glyph is a
/// few pixels at 1×.
@MainActor
final class BackButton {
  /// The button: its hover and pressed shades; it takes the clicks.
  let layer = Layer()
  private let label = Layer()
  private let strokes = [Layer(), Layer()]
  /// The chevron's height, points: the cap height of 14-pt bold text.
  static let chevronHeight = 10.0
  static let stroke = 2.0

  init() {
    layer.cornerRadius = 6
    layer.cursor = .hand
    label.text = "Menu"
    label.textStyle = TextStyle(size: 14, color: .white, bold: true)
    label.isUserInteractionEnabled = false
    for (i, s) in strokes.enumerated() {
      s.isUserInteractionEnabled = false
      s.cornerRadius = Self.stroke / 2
      s.transform = LayerTransform(rotation: i == 0 ? -.pi / 4 : .pi / 4)
      layer.addSublayer(s)
    }
    layer.addSublayer(label)
  }

  /// Places the button in `frame` (bar points): the chevron 10 pt in, the word after it.
  func layout(frame: Rect) {
    layer.frame = frame
    let half = Self.chevronHeight / 2
    let length = half * 2.0.squareRoot() + Self.stroke / 2  // tip to end, with the rounded cap
    let tipX = 11.0
    let midY = frame.size.height / 2
    for (i, s) in strokes.enumerated() {
      let centre = Vector2(x: tipX + half / 2, y: midY + (i == 0 ? -half / 2 : half / 2))
      s.frame = Rect(
        x: centre.x - length / 2, y: centre.y - Self.stroke / 2, width: length, height: Self.stroke)
    }
    label.frame = Rect(
      x: tipX + half + 7, y: 0, width: frame.size.width - tipX - half - 7, height: frame.size.height)
  }

  /// Draws the chevron and the word in `ink`.
  func paint(_ ink: Color) {
    label.textStyle.color = ink
    for s in strokes { s.fill = .solid(ink) }
  }
}
