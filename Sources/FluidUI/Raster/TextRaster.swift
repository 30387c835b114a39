import FluidIO
import FluidMotion

/// Lines of text drawn as alpha masks with a ``TrueTypeFont``: one line, laid out by the glyphs'
/// advances, as tall as the font's ascent and descent (SDL2_ttf's box), kept for reuse.
final class TextRaster {
  /// One line drawn at one size: its coverage and its box, pixels.
  struct Line {
    /// The mask's size: the line's box with ``pad`` more each side.
    let width: Int
    let height: Int
    let alpha: [UInt8]
    /// The line's width as it is laid out (the glyphs' advances), and where it starts in the mask.
    let advance: Int
    let pad: Int
  }

  /// Pixels a mask reaches past the line's advance each side (a glyph's overhang, an italic's lean).
  static let pad = 3
  /// The most pixels one line's mask may hold: larger lines are not drawn.
  static let largest = 16 << 20

  private let regular: TrueTypeFont?
  private let bold: TrueTypeFont?
  private var cache: [Key: Line] = [:]
  private struct Key: Hashable {
    let text: String
    let pixelSize: Int
    let bold: Bool
  }

  /// What could not be read, each once (a missing font, a file that is not one).
  private(set) var notes: [String] = []

  /// Text in the desktop's fonts as ``FontLocator`` finds them (DejaVu Sans, or `FLUID_FONT`).
  init(locator: FontLocator = FontLocator()) {
    notes = locator.notes
    var notes: [String] = []
    func open(_ face: FontLocator.Face?) -> TrueTypeFont? {
      guard let face else { return nil }
      let bytes: [UInt8]
      do throws(FileContents.ReadError) {
        bytes = try FileContents.read(path: face.path, limit: 64 << 20)
      } catch {
        notes.append("cannot read the font \(face.path): \(error.reason); text is not drawn")
        return nil
      }
      do throws(TrueTypeFont.Failure) {
        return try TrueTypeFont(bytes)
      } catch {
        notes.append("\(face.path) is not a font text can be drawn from: \(error); text is not drawn")
        return nil
      }
    }
    regular = open(locator.regular)
    bold = locator.bold == locator.regular ? regular : open(locator.bold) ?? regular
    self.notes += notes
  }

  /// `text` at `pixelSize` px per em, bold or not; nil when no font can draw it.
  func line(_ text: String, pixelSize: Int, bold isBold: Bool) -> Line? {
    let key = Key(text: text, pixelSize: pixelSize, bold: isBold)
    if let line = cache[key] { return line }
    guard let font = (isBold ? bold : regular) ?? regular else { return nil }
    if cache.count > 512 { cache.removeAll() }
    guard let line = Self.draw(text, font: font, pixelSize: Double(max(1, pixelSize))) else {
      if !notes.contains(where: { $0.hasPrefix("a line of text") }) {
        notes.append("a line of text too large to draw (over 16 million pixels) is left out")
      }
      return nil
    }
    cache[key] = line
    return line
  }

  private static func draw(_ text: String, font: TrueTypeFont, pixelSize: Double) -> Line? {
    // SDL2_ttf's box (its hinted metrics): the ascent and the whole height rounded up, each glyph's
    // advance rounded to whole pixels, so a line measures and sits as the window's does.
    let scale = pixelSize / font.unitsPerEm
    let glyphs = text.unicodeScalars.map(font.glyph(for:))
    let advances = glyphs.map { (font.advance(of: $0) * scale).rounded() }
    let ascent = (font.ascender * scale).rounded(.up)
    let height = ((font.ascender - font.descender) * scale).rounded(.up)
    let total = advances.reduce(0, +)
    guard height >= 1, total.isFinite, (total + Double(2 * pad)) * height <= Double(largest) else {
      return nil
    }
    var mask = CoverageMask(width: Int(total) + 2 * pad, height: Int(height))
    var pen = Double(pad)
    for (glyph, advance) in zip(glyphs, advances) {
      let place = { (p: TrueTypeFont.Point) in Vector2(x: pen + p.x * scale, y: ascent - p.y * scale) }
      for contour in font.contours(of: glyph) { fill(contour, place, into: &mask) }
      pen += advance
    }
    return Line(width: mask.width, height: mask.height, alpha: mask.alpha(), advance: Int(total), pad: pad)
  }

  /// Adds one closed contour of on-curve points and quadratic control points (two controls in a row
  /// imply an on-curve point midway).
  private static func fill(
    _ contour: [TrueTypeFont.Point], _ place: (TrueTypeFont.Point) -> Vector2, into mask: inout CoverageMask
  ) {
    guard contour.count > 1 else { return }
    let points = contour.map(place)
    // Start on the outline: an on-curve point, or the middle of the first two controls.
    let first = contour.firstIndex(where: \.onCurve)
    let start = first.map { points[$0] } ?? (points[0] + points[1]).scaled(by: 0.5)
    let order =
      first.map { f in (1...contour.count).map { (f + $0) % contour.count } }
      ?? Array(1...contour.count).map { $0 % contour.count }
    var pen = start
    var control: Vector2?
    for i in order {
      let p = points[i]
      if contour[i].onCurve {
        if let c = control { mask.curve(pen, c, p) } else { mask.line(pen, p) }
        pen = p
        control = nil
      } else if let c = control {
        let mid = (c + p).scaled(by: 0.5)
        mask.curve(pen, c, mid)
        pen = mid
        control = p
      } else {
        control = p
      }
    }
    if let c = control { mask.curve(pen, c, start) } else if pen != start { mask.line(pen, start) }
  }
}
