import FluidMotion
import FluidUI

/// A row of the scroll scene's list: a dot in one of the strip's card colours, the row's number and
/// a rule below; selected, the accent behind it.
final class ScrollRowCell: ListCell {
  private let dot = Layer(frame: Rect(x: 16, y: 16, width: 24, height: 24))
  private let rule = Layer()

  override init() {
    super.init()
    dot.cornerRadius = 12
    dot.isUserInteractionEnabled = false
    rule.fill = .solid(Color(white: 1, alpha: 0.08))
    rule.isUserInteractionEnabled = false
    layer.addSublayer(dot)
    layer.addSublayer(rule)
    layer.hoverFill = .solid(Color(white: 1, alpha: 0.04))
    layer.cursor = .hand
    selectedBackground = .solid(Color(hex: 0xBF5AF2, alpha: 0.35))
  }

  /// Fills the cell in for the row numbered `number` (from 1).
  func show(number: Int) {
    textLabel.text = "Row \(number)"
    let colors = ScrollSceneParts.cardColors
    dot.fill = .solid(Color(hex: colors[(number - 1) % colors.count].0))
  }

  override func layoutContent(size: Size) {
    textLabel.frame = Rect(x: 56, y: (size.height - 22) / 2, width: max(1, size.width - 72), height: 22)
    rule.frame = Rect(x: 56, y: size.height - 1, width: max(1, size.width - 56), height: 1)
  }
}
