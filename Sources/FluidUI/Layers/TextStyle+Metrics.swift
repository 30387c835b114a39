/// Text measurement without a font file: widths from DejaVu Sans's advances (the font the app draws
/// with, as SDL2_ttf hints it), so layout keeps text inside its frame and tests check it headless.
extension TextStyle {
  /// The height of one line, pt: 1.25 × the point size.
  public var lineHeight: Double { (size * 1.25).rounded(.up) }

  /// The width of `text` in this style, pt: never narrower than SDL2_ttf draws it in DejaVu Sans at
  /// a whole scale (1×, 2×), and 3–4 % wider on average.
  ///
  /// Each character's advance at the pixel size, rounded up as hinting may round it, plus a pixel
  /// for the last glyph's overhang; SDL2_ttf's kerning stays inside that rounding (tested on DejaVu's
  /// widening pairs, "AA", "-J"). At a fractional scale (1.25×–1.75×) a string can come out up to
  /// about 4 pt wider (about 1 in 100 tried). A desktop font other than DejaVu Sans (the
  /// `Gtk/FontName` the window follows) is usually narrower: DejaVu Sans is one of the widest sans
  /// faces. A character it is not measured for (CJK, emoji) counts an em.
  public func estimatedWidth(of text: String) -> Double {
    guard size.isFinite, size > 0, !text.isEmpty else { return 0 }
    // The pixel size SDL2_ttf draws at 1× (rounded up, so a finer scale's rounding stays inside).
    let pixels = max(size.rounded(.up), 1)
    var width = 1.0
    for scalar in text.unicodeScalars {
      width += ((TextAdvances.ems(scalar, bold: bold) ?? 1) * pixels).rounded(.up)
    }
    return width
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
