import FluidMotion
import FluidUI

/// The scroll scene's rows, cards and page dots.
enum ScrollSceneParts {
  /// The strip's card colours, top and bottom of each gradient.
  static let cardColors: [(UInt32, UInt32)] = [
    (0xBF5AF2, 0x5E5CE6), (0x64D2FF, 0x0A84FF), (0x30D158, 0x0F8A5F), (0xFFD60A, 0xFF9F0A),
    (0xFF6961, 0xFF375F), (0xE5E5EA, 0x8E8E93),
  ]

  /// Row `i`: a dot in one of the card colours and its number; its label is its first sublayer.
  static func row(_ i: Int) -> Layer {
    let row = Layer()
    let label = Layer()
    label.textStyle = TextStyle(size: 17, color: .white, alignment: .left)
    label.text = "Row \(i + 1)"
    label.isUserInteractionEnabled = false
    let dot = Layer(frame: Rect(x: 16, y: 16, width: 24, height: 24))
    dot.cornerRadius = 12
    dot.fill = .solid(Color(hex: cardColors[i % cardColors.count].0))
    dot.isUserInteractionEnabled = false
    let rule = Layer()
    rule.fill = .solid(Color(white: 1, alpha: 0.08))
    rule.isUserInteractionEnabled = false
    for part in [label, dot, rule] { row.addSublayer(part) }
    row.hoverFill = .solid(Color(white: 1, alpha: 0.04))
    row.cursor = .hand
    paint(row, index: i, selected: false)
    return row
  }

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

  /// Places a row or a card at `frame` (content points), its parts inside it.
  static func place(_ layer: Layer, frame: Rect) {
    layer.frame = frame
    let parts = layer.sublayers
    if parts.count == 3 {  // a row: label, dot, rule
      parts[0].frame = Rect(
        x: 56, y: (frame.size.height - 22) / 2, width: max(1, frame.size.width - 72), height: 22)
      parts[2].frame = Rect(x: 56, y: frame.size.height - 1, width: max(1, frame.size.width - 56), height: 1)
    } else if let card = parts.first {  // a card, inset, its number centred
      card.frame = Rect(x: 12, y: 0, width: max(1, frame.size.width - 24), height: frame.size.height)
      card.sublayers.first?.frame = Rect(
        x: 0, y: (frame.size.height - 72) / 2, width: card.frame.size.width, height: 72)
    }
  }

  /// Paints a row selected (the accent behind it) or not.
  static func paint(_ row: Layer, index: Int, selected: Bool) {
    row.fill = selected ? .solid(Color(hex: 0xBF5AF2, alpha: 0.35)) : nil
  }
}
