/// Text measurement without a font: widths from DejaVu Sans's advances (the font the app draws
/// with), rounded up, so layout can keep text inside its frame and tests can check it headless.
extension TextStyle {
  /// The height of one line, pt: 1.25 × the point size.
  public var lineHeight: Double { (size * 1.25).rounded(.up) }

  /// An upper estimate of the width of `text` in this style, pt (DejaVu Sans advances, +4 %).
  public func estimatedWidth(of text: String) -> Double {
    var ems = 0.0
    for c in text { ems += Self.advance(of: c) }
    return ems * size * (bold ? 1.12 : 1) * 1.04
  }

  /// The advance of `c` in ems, DejaVu Sans Book, rounded up by character class.
  private static func advance(of c: Character) -> Double {
    switch c {
    case "i", "j", "l", ".", ",", ":", ";", "'", "|", "!", " ", "·", "I": return 0.34
    case "f", "t", "r", "(", ")", "[", "]", "/", "\\", "-": return 0.42
    case "m", "w", "M", "W", "%", "@": return 1.0
    case "←", "→", "↑", "↓", "×", "÷", "−", "+", "=", "<", ">", "±", "…": return 0.84
    default:
      if c.isUppercase { return 0.79 }
      return 0.65
    }
  }

  /// The rectangle `text` covers when drawn in `frame`, pt.
  ///
  /// Aligned as the style says and centred vertically, one line high. Text is not clipped, so it may
  /// stick out of `frame`.
  public func textRect(_ text: String, in frame: Rect) -> Rect {
    let width = estimatedWidth(of: text)
    let x: Double
    switch alignment {
    case .left: x = frame.minX
    case .center: x = frame.center.x - width / 2
    case .right: x = frame.maxX - width
    }
    return Rect(x: x, y: frame.center.y - lineHeight / 2, width: width, height: lineHeight)
  }

  /// `text` broken at spaces into lines no wider than `width` pt (a single word wider than that
  /// gets a line of its own); a number keeps its unit ("0.35 s", "24 pt") on its line.
  public func wrap(_ text: String, width: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in Self.words(of: text) {
      let candidate = line.isEmpty ? word : line + " " + word
      if line.isEmpty || estimatedWidth(of: candidate) <= width {
        line = candidate
      } else {
        lines.append(line)
        line = word
      }
    }
    lines.append(line)
    return lines
  }

  /// The units a number is not parted from at a line's end.
  static let units: Set<Substring> = ["s", "ms", "pt", "px", "Hz", "%", "°"]

  /// `text`'s words between spaces, a unit after a number kept with it as one.
  private static func words(of text: String) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let unit = word.prefix { $0.isLetter || $0 == "%" || $0 == "°" }
      if let last = words.last, last.last?.isNumber == true, !unit.isEmpty, units.contains(unit) {
        words[words.count - 1] = last + " " + word
      } else {
        words.append(String(word))
      }
    }
    return words
  }
}
