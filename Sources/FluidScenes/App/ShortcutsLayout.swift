import FluidMotion
import FluidUI

/// Where each part of the shortcuts window goes.
///
/// Headings, key caps, titles and notes, at one text size, in one or two columns: pure geometry, so
/// it is tested without drawing.
struct ShortcutsLayout {
  /// One thing to draw, panel points.
  enum Item: Equatable {
    case heading(String, Rect, size: Double)
    case cap(String, Rect, size: Double)
    /// The small text between caps: `+` inside a chord, `/` between alternatives.
    case joiner(String, Rect, size: Double)
    case title(String, keys: String, Rect, size: Double)
    case note(String, Rect, size: Double)

    var rect: Rect {
      switch self {
      case .heading(_, let r, _), .cap(_, let r, _), .joiner(_, let r, _), .title(_, _, let r, _),
        .note(_, let r, _):
        r
      }
    }
  }

  /// The smallest body text, points: a window too short for the panel at this size (shorter than
  /// the app's 640×480 minimum) scrolls it rather than shrink it past reading.
  static let smallestText = 9.0

  /// The room around the panel's contents, points.
  static let padding = 20.0

  var items: [Item] = []
  var size = Size(width: 0, height: 0)
  /// The body text's size, points.
  var textSize = 14.0
  var columns = 1

  /// The largest layout that fits `room`: two columns where they fit its width, the text from 14 pt
  /// down to ``smallestText`` until the height fits (there it is taken as it is, and the panel
  /// scrolls).
  static func fit(_ groups: [ShortcutGroup], in room: Size) -> ShortcutsLayout {
    var last = ShortcutsLayout(groups, textSize: smallestText, columns: 1)
    for textSize in stride(from: 14.0, through: smallestText, by: -1) {
      for columns in [2, 1] where columns == 1 || groups.count > 1 {
        let plan = ShortcutsLayout(groups, textSize: textSize, columns: columns)
        last = plan
        guard plan.size.width <= room.width else { continue }  // two columns too wide: try one
        if plan.size.height <= room.height { return plan }
        break  // as wide as fits but too tall (one column would be taller still): smaller text
      }
    }
    return last
  }

  /// Lays `groups` out at `textSize` in `columns` (1 or 2: the first two groups left, the rest right).
  init(_ groups: [ShortcutGroup], textSize: Double, columns: Int) {
    self.textSize = textSize
    self.columns = columns
    let m = Metrics(textSize: textSize)
    let split = columns == 2 ? min(2, groups.count) : groups.count
    var x = Self.padding
    var bottom = 0.0
    for part in [groups[..<split], groups[split...]] where !part.isEmpty {
      // Each column as wide as its own keys and titles need.
      let keyWidth = part.flatMap(\.shortcuts).map { m.keysWidth($0.keys) }.max() ?? 0
      let titleWidth = part.flatMap(\.shortcuts).map { m.body.estimatedWidth(of: $0.title) }.max() ?? 0
      let columnWidth = max(keyWidth + m.gap + titleWidth, 18 * textSize).rounded(.up)
      var y = Self.padding
      for group in part {
        y = place(group, x: x, y: y, keyWidth: keyWidth, width: columnWidth, m: m) + m.groupGap
      }
      bottom = max(bottom, y - m.groupGap)
      x += columnWidth + 2 * m.gap
    }
    size = Size(width: x - 2 * m.gap + Self.padding, height: bottom + Self.padding)
  }

  /// Places one group from `y`; returns the y below it.
  private mutating func place(
    _ group: ShortcutGroup, x: Double, y top: Double, keyWidth: Double, width: Double, m: Metrics
  ) -> Double {
    var y = top
    items.append(
      .heading(
        group.title, Rect(x: x, y: y, width: width, height: m.heading.lineHeight), size: m.heading.size))
    y += m.heading.lineHeight + 4
    for shortcut in group.shortcuts {
      var cx = x + keyWidth - m.keysWidth(shortcut.keys)  // right-aligned in the key column
      for (i, chord) in shortcut.keys.enumerated() {
        if i > 0 { cx = join("/", at: cx, y: y, m: m) }
        for (j, cap) in Shortcut.caps(chord).enumerated() {
          if j > 0 { cx = join("+", at: cx, y: y, m: m) }
          let w = m.capWidth(cap)
          items.append(.cap(cap, Rect(x: cx, y: y, width: w, height: m.capHeight), size: m.cap.size))
          cx += w
        }
      }
      let tx = x + keyWidth + m.gap
      items.append(
        .title(
          shortcut.title, keys: shortcut.keys.joined(separator: " or "),
          Rect(x: tx, y: y, width: x + width - tx, height: m.capHeight), size: m.body.size))
      y += m.rowHeight
    }
    if !group.notes.isEmpty { y += 4 }
    for note in group.notes {
      for line in Self.wrap(note, style: m.body, width: width) {
        items.append(
          .note(line, Rect(x: x, y: y, width: width, height: m.body.lineHeight), size: m.body.size))
        y += m.body.lineHeight
      }
      y += 3
    }
    return y
  }

  private mutating func join(_ text: String, at x: Double, y: Double, m: Metrics) -> Double {
    let w = m.joinerWidth
    items.append(.joiner(text, Rect(x: x, y: y, width: w, height: m.capHeight), size: m.cap.size))
    return x + w
  }

  /// `text` wrapped to `width`, never ending on one word alone: a lone last word takes the word
  /// before it along.
  static func wrap(_ text: String, style: TextStyle, width: Double) -> [String] {
    var lines = style.wrap(text, width: width)
    guard lines.count >= 2, !lines[lines.count - 1].contains(" ") else { return lines }
    var before = lines[lines.count - 2].split(separator: " ").map(String.init)
    guard before.count >= 3, let moved = before.popLast() else { return lines }
    lines[lines.count - 2] = before.joined(separator: " ")
    lines[lines.count - 1] = moved + " " + lines[lines.count - 1]
    return lines
  }

  /// The sizes one text size gives.
  struct Metrics {
    let body: TextStyle
    let heading: TextStyle
    let cap: TextStyle
    let capHeight: Double
    let rowHeight: Double
    let gap: Double
    let groupGap: Double
    let joinerWidth: Double

    init(textSize: Double) {
      body = TextStyle(size: textSize)
      heading = TextStyle(size: textSize, bold: true)
      cap = TextStyle(size: (textSize * 0.86).rounded(), bold: true, alignment: .center)
      capHeight = (textSize * 1.7).rounded()
      rowHeight = capHeight + (textSize * 0.45).rounded()
      gap = (textSize * 1.15).rounded()
      groupGap = (textSize * 1.1).rounded()
      joinerWidth = (textSize * 0.9).rounded()
    }

    func capWidth(_ cap: String) -> Double {
      max(capHeight, (self.cap.estimatedWidth(of: cap) + capHeight * 0.6).rounded(.up))
    }

    /// The width of a shortcut's caps with their joiners.
    func keysWidth(_ keys: [String]) -> Double {
      var width = Double(max(0, keys.count - 1)) * joinerWidth
      for chord in keys {
        let caps = Shortcut.caps(chord)
        width += caps.map(capWidth).reduce(0, +) + Double(max(0, caps.count - 1)) * joinerWidth
      }
      return width
    }
  }
}

extension ShortcutsLayout.Item {
  /// The item as a layer in `palette`'s panel colours.
  @MainActor
  func layer(palette: Palette) -> Layer {
    let l = Layer(frame: rect)
    l.isUserInteractionEnabled = false
    switch self {
    case .heading(let text, _, let size):
      l.text = text
      l.textStyle = TextStyle(size: size, color: palette.panelDimText, bold: true)
      l.isAccessibilityElement = true
      l.accessibilityTraits = [.header]
    case .cap(let text, _, let size):
      l.text = text
      l.textStyle = TextStyle(size: size, color: palette.panelText, bold: true, alignment: .center)
      l.fill = .solid(palette.button)
      l.border = (1, palette.panelBorder)
      l.cornerRadius = 5
    case .joiner(let text, _, let size):
      l.text = text
      l.textStyle = TextStyle(size: size, color: palette.panelDimText, alignment: .center)
    case .title(let text, let keys, _, let size):
      l.text = text
      l.textStyle = TextStyle(size: size, color: palette.panelText)
      // One line read as it reads: what it does, then its keys (the caps are not read apart).
      l.isAccessibilityElement = true
      l.accessibilityTraits = [.staticText]
      l.accessibilityLabel = "\(text): \(keys)"
    case .note(let text, _, let size):
      l.text = text
      l.textStyle = TextStyle(size: size, color: palette.panelDimText)
      l.isAccessibilityElement = true
      l.accessibilityTraits = [.staticText]
    }
    return l
  }
}
