import FluidMotion
import FluidUI

/// The scroll scene's cards and page dots.
enum ScrollSceneParts {
  /// The strip's card colours, top and bottom of each gradient.
  static let cardColors: [(UInt32, UInt32)] = [
    (0xBF5AF2, 0x5E5CE6), (0x64D2FF, 0x0A84FF), (0x30D158, 0x0F8A5F), (0xFFD60A, 0xFF9F0A),
    (0xFF6961, 0xFF375F), (0xE5E5EA, 0x8E8E93),
  ]

  /// Card `i`: a gradient card with its number.
  static func page(_ i: Int) -> Layer {
    let page = Layer()
    let card = Layer()
    let colors = cardColors[i % cardColors.count]
    card.fill = .verticalGradient(top: Color(hex: colors.0), bottom: Color(hex: colors.1))
    card.cornerRadius = 20
    card.isUserInteractionEnabled = false
    let label = Layer()
    label.textStyle = TextStyle(size: 64, color: .white, alignment: .center)
    label.text = "\(i + 1)"
    label.isUserInteractionEnabled = false
    card.addSublayer(label)
    page.addSublayer(card)
    page.cursor = .move
    return page
  }

  /// A page dot.
  static func dot() -> Layer {
    let dot = Layer()
    dot.cornerRadius = 4
    dot.isUserInteractionEnabled = false
    return dot
  }

  /// Places a card at `frame` (content points), its parts inside it.
  static func place(_ layer: Layer, frame: Rect) {
    layer.frame = frame
    let parts = layer.sublayers
    if let card = parts.first {  // a card, inset, its number centred
      card.frame = Rect(x: 12, y: 0, width: max(1, frame.size.width - 24), height: frame.size.height)
      card.sublayers.first?.frame = Rect(
        x: 0, y: (frame.size.height - 72) / 2, width: card.frame.size.width, height: 72)
    }
  }

}
