import FluidMotion
import FluidUI

/// The open card's way back, said on it: a pill near the bottom, fading in as the card lands open
/// and out as it leaves, so a card that fills the window does not hide how to close it.
extension ZoomScene {
  /// The hint's words, in parts that give way from the last in a narrow window.
  package static let backHintText = "Esc or ‹ Menu: back to the grid · or drag the card down"

  /// Makes the pill: on top of the cards, never hit, not an element (the card is).
  static func makeBackHint() -> Layer {
    let pill = Layer()
    pill.fill = .solid(Color(white: 0, alpha: 0.35))
    pill.textStyle = TextStyle(size: 14, color: .white, alignment: .center)
    pill.zPosition = 3
    pill.isUserInteractionEnabled = false
    pill.alpha = 0
    return pill
  }

  /// Places the pill for a window of `size` (centred, 40 pt above the bottom) with the words that fit.
  func layoutBackHint(size: Size) {
    let style = backHint.textStyle
    let text = style.fitting(Self.backHintText, width: max(0, size.width - 64))
    let width = text.isEmpty ? 0 : style.estimatedWidth(of: text) + 28
    backHint.text = text
    backHint.frame = Rect(x: (size.width - width) / 2, y: size.height - 68, width: width, height: 28)
    backHint.cornerRadius = 14
  }

  /// Shows the pill as the card is open: from 80 % of the way there, fully at rest open.
  func updateBackHint() {
    let progress = zoom?.transition.transition.progress ?? 0
    let alpha = min(max((progress - 0.8) / 0.2, 0), 1)
    if backHint.alpha != alpha { backHint.alpha = alpha }
  }
}
