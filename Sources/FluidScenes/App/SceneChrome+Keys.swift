import FluidMotion
import FluidUI

/// The bar's right end before the window's controls: the slow-motion note and "F1 Shortcuts".
extension SceneChrome {
  /// Lays out the slow-motion note and "F1 Shortcuts" between `left` and `right` (bar points): the
  /// longest pair that fits, the note's words giving way before the button's and the button's
  /// before the note; the button's text ends 4 pt before `right`, its shade 4 pt after.
  func layoutKeys(from left: Double, to right: Double) {
    let room = max(0, right - left) + 4
    var pairs: [(note: String?, text: String?)] = []
    for text in ShortcutsButton.texts { pairs += slowNotes.map { ($0, text) } }
    pairs += ShortcutsButton.texts.map { (nil, $0) } + [(nil, nil)]
    func fits(_ pair: (note: String?, text: String?)) -> Bool {
      let note = pair.note.map { slowLabel.textStyle.estimatedWidth(of: $0) + 8 } ?? 0
      return note + (pair.text.map { shortcutsButton.width(showing: $0) } ?? 0) <= room
    }
    let (note, text) = pairs.first(where: fits) ?? (nil, nil)
    let buttonWidth = shortcutsButton.layout(right: right + 4, showing: text, barHeight: Self.barHeight)
    let noteRight = buttonWidth > 0 ? right + 4 - buttonWidth - 8 : right
    slowLabel.text = note ?? ""
    slowLabel.frame = Rect(x: left, y: 0, width: max(0, noteRight - left), height: Self.barHeight)
  }
}
