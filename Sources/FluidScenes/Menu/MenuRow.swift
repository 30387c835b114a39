import FluidMotion
import FluidUI

/// One row of the menu: a translucent white cell with the scene's icon, name and a chevron.
final class MenuRow {
  /// The scene's catalogue index.
  let index: Int
  /// The cell.
  let layer = Layer()
  private let icon: Layer
  private let label = Layer()
  private let chevron = Layer()
  private let number = Layer()
  private var palette = Palette.dark
  /// The scene's name, whole: the label shows as much as fits.
  private let title: String

  init(entry: SceneCatalog.Entry) {
    index = entry.index
    icon = MenuIcon.make(for: entry)
    title = entry.title
    label.text = entry.title
    label.textStyle = TextStyle(size: 18, color: .white, bold: true)
    chevron.text = "›"
    chevron.textStyle = TextStyle(size: 26, color: Color(hex: 0x515151), alignment: .right)
    number.text = "\(entry.index)"
    number.textStyle = TextStyle(size: 13, color: Color(white: 0.45), alignment: .right)
    layer.cornerRadius = 10
    layer.cursor = .hand
    for part in [label, chevron, number] { part.isUserInteractionEnabled = false }
    apply(palette)
    [icon, label, number, chevron].forEach(layer.addSublayer)
  }

  /// The catalogue indices a digit opens (the menu's 0…9): the rows whose number shows.
  static let keyedIndices = 0...9
  /// The narrowest row that shows its number, pt.
  static let numberedWidth = 280.0

  /// Lays the row out in `frame`: icon 40 × 40 at x 18, the name 20 pt after it, the chevron 20 pt
  /// from the right with the row's key number before it (in a row narrower than ``numberedWidth``,
  /// or one no digit opens, no number: the name has its room).
  func layout(frame: Rect) {
    layer.frame = frame
    let h = frame.size.height
    icon.frame.origin = Vector2(x: 18, y: (h - 40) / 2)
    // A row too narrow for its title and its number (a window in a screen's corner) gives the
    // number's room to the title.
    // A row with no digit key (the eleventh on) shows no number: "10" would read as a key, and 1
    // opens the second row.
    number.isHidden = frame.size.width < Self.numberedWidth || !Self.keyedIndices.contains(index)
    let right = number.isHidden ? 44.0 : 80
    label.frame = Rect(x: 78, y: 0, width: SceneLayout.room(frame.size.width - 78 - right), height: h)
    label.text = label.textStyle.fitting(title, width: label.frame.size.width)
    chevron.frame = Rect(x: frame.size.width - 40, y: 0, width: 20, height: h - 4)
    number.frame = Rect(x: frame.size.width - 76, y: 0, width: 26, height: h)
  }

  /// The palette's row colour, its pressed colour while pressed (the keyboard's ring is the window's
  /// focus ring).
  func paint(highlighted: Bool) {
    layer.fill = .solid(highlighted ? palette.rowPressed : palette.row)
    layer.border = palette.rowOutline.map { (1, $0) }
  }

  /// Draws the row's text and shades in `palette` (paint it again after).
  func apply(_ palette: Palette) {
    self.palette = palette
    label.textStyle.color = palette.text
    chevron.textStyle.color = palette.chevron
    number.textStyle.color = palette.number
    layer.hoverFill = .solid(palette.rowHover)
    icon.fill = palette.iconTile.map { .solid($0) }
    icon.cornerRadius = palette.iconTile == nil ? 0 : 10
  }
}
