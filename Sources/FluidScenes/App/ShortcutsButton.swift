import FluidMotion
import FluidUI

/// "F1 Shortcuts" in the title bar: a flat button that opens and closes the shortcuts window, its
/// key before its name, as a menu item shows its accelerator.
///
/// It reads as a control and is one: a hover shade, the hand, a click, a Tab stop, and a button
/// named "Keyboard Shortcuts" to assistive technology, expanded while the window shows. In a bar
/// too narrow for the words it shows "F1" alone, and nothing in one too narrow for that.
@MainActor
final class ShortcutsButton {
  /// The button: its hover and pressed shades; it takes the clicks.
  let layer = Layer()
  private let label = Layer()
  /// Its control; a click (pressed and released over it) sends the primary action.
  let control: Control
  /// The texts it shows, longest first: the first that fits is drawn.
  static let texts = ["F1 Shortcuts", "F1"]
  /// The room between the text and the button's sides, points.
  static let padding = 8.0

  init() {
    layer.cornerRadius = 6
    layer.cursor = .hand
    layer.accessibilityLabel = "Keyboard Shortcuts"
    layer.accessibilityExpandedStatus = .collapsed  // the shortcuts window it opens
    label.textStyle = TextStyle(size: 12, color: Color(white: 0.65))
    label.isUserInteractionEnabled = false
    layer.addSublayer(label)
    control = Control(layer: layer)
    control.dragExitMargin = 0
    control.addAction(for: .allTouchEvents) { [weak self] control, _ in
      self?.showPressed(control.isTracking && control.isHighlighted)
    }
  }

  /// The colours it is drawn in: text in `ink`, hovered in `hover`, pressed in `pressed`.
  private var shades = (hover: Color.white, pressed: Color.white)

  /// Draws the text in `ink` and the shades of a hover and a press.
  func paint(ink: Color, hover: Color, pressed: Color) {
    label.textStyle.color = ink
    shades = (hover, pressed)
    layer.hoverFill = .solid(hover)
    if layer.fill != nil { layer.fill = .solid(pressed) }
  }

  /// The pressed shade while `on`.
  private func showPressed(_ on: Bool) {
    layer.fill = on ? .solid(shades.pressed) : nil
  }

  /// The width the button takes to show `text`, points.
  func width(showing text: String) -> Double {
    label.textStyle.estimatedWidth(of: text) + 2 * Self.padding
  }

  /// Places the button with its right edge at `right` in a bar `barHeight` tall, showing `text`
  /// (one of ``texts``), or hides it (nil); returns the width it takes, points.
  @discardableResult
  func layout(right: Double, showing text: String?, barHeight: Double) -> Double {
    guard let text else {
      layer.isHidden = true
      return 0
    }
    layer.isHidden = false
    let w = width(showing: text)
    layer.frame = Rect(x: right - w, y: 3, width: w, height: barHeight - 6)
    label.text = text
    label.frame = Rect(x: Self.padding, y: 0, width: w - 2 * Self.padding, height: barHeight - 6)
    return w
  }
}
