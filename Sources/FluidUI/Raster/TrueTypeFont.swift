import FluidMotion

/// A TrueType font read from its bytes: its metrics, its character map and its glyphs' outlines
/// (the `glyf` flavour: DejaVu and most fonts a desktop ships), for ``SoftwareCanvas``'s text.
///
/// Every read is bounds-checked: a damaged or hostile file gives empty glyphs or a ``Failure`` at
/// once, never a crash.
struct TrueTypeFont {
  /// Why a file is not a font this reader can use.
  struct Failure: Error, CustomStringConvertible {
    /// What is missing or wrong.
    let description: String
  }

  /// One contour point in font units, on the outline or a quadratic control point.
  struct Point {
    var x: Double
    var y: Double
    var onCurve: Bool
  }

  private let data: [UInt8]
  private let tables: [String: Range<Int>]
  /// Font units per em.
  let unitsPerEm: Double
  /// Above the baseline and below it (negative), font units.
  let ascender: Double
  let descender: Double
  private let glyphCount: Int
  private let metricCount: Int
  private let longOffsets: Bool
  private let characterMap: Range<Int>?
  private let characterMapFormat: Int

  /// Reads the font in `data`.
  /// - Throws: ``Failure`` when a table it needs is missing or cut short.
  init(_ data: [UInt8]) throws(Failure) {
    self.data = data
    var tables: [String: Range<Int>] = [:]
    let count = Self.u16(data, 4)
    for i in 0..<count {
      let entry = 12 + 16 * i
      let tag = String(decoding: (0..<4).map { Self.u8(data, entry + $0) }, as: UTF8.self)
      let (offset, length) = (Self.u32(data, entry + 8), Self.u32(data, entry + 12))
      if offset + length <= data.count { tables[tag] = offset..<(offset + length) }
    }
    for tag in ["head", "hhea", "maxp", "hmtx", "loca", "glyf", "cmap"] where tables[tag] == nil {
      throw Failure(description: "no \(tag) table (not a TrueType font, or cut short)")
    }
    self.tables = tables
    let head = tables["head"]!.lowerBound
    let hhea = tables["hhea"]!.lowerBound
    let em = Self.u16(data, head + 18)
    guard (16...16_384).contains(em) else {
      throw Failure(description: "\(em) units per em (16...16384 expected)")
    }
    unitsPerEm = Double(em)
    longOffsets = Self.u16(data, head + 50) == 1
    // A line box at most two ems above and below the baseline (DejaVu's: 0.93 and 0.24).
    ascender = Double(min(max(Self.i16(data, hhea + 4), 0), 2 * em))
    descender = Double(min(max(Self.i16(data, hhea + 6), -2 * em), 0))
    metricCount = max(1, Self.u16(data, hhea + 34))
    glyphCount = Self.u16(data, tables["maxp"]!.lowerBound + 4)
    (characterMap, characterMapFormat) = Self.unicodeMap(data, tables["cmap"]!)
  }

  /// The glyph for `scalar` (0, the missing glyph, when the font has none).
  func glyph(for scalar: Unicode.Scalar) -> Int {
    guard let map = characterMap else { return 0 }
    let c = Int(scalar.value)
    let g = characterMapFormat == 12 ? Self.format12(data, map, c) : Self.format4(data, map, c)
    return g < glyphCount ? g : 0
  }

  /// How far the pen moves after `glyph`, font units.
  func advance(of glyph: Int) -> Double {
    let hmtx = tables["hmtx"]!.lowerBound
    return Double(Self.u16(data, hmtx + 4 * min(glyph, metricCount - 1)))
  }

  /// The contours of `glyph`, font units (y up); components of a compound glyph placed, at most
  /// eight levels deep and 50,000 points in all (a hostile file's nesting stops there).
  func contours(of glyph: Int) -> [[Point]] {
    var budget = 50_000
    return contours(of: glyph, depth: 0, budget: &budget)
  }

  private func contours(of glyph: Int, depth: Int, budget: inout Int) -> [[Point]] {
    guard depth < 8, budget > 0, let range = glyphRange(glyph), range.count >= 10 else { return [] }
    let contourCount = Self.i16(data, range.lowerBound)
    guard contourCount >= 0 else {
      return compound(at: range.lowerBound + 10, end: range.upperBound, depth: depth, budget: &budget)
    }
    // Charged before the parse, by the points the glyph declares: a glyph that fails late costs too.
    let declared = contourCount == 0 ? 0 : Self.u16(data, range.lowerBound + 10 + 2 * (contourCount - 1)) + 1
    budget -= 1 + contourCount + declared
    guard budget >= 0 else { return [] }
    return simple(at: range.lowerBound, contours: contourCount, end: range.upperBound)
  }

  private func glyphRange(_ glyph: Int) -> Range<Int>? {
    guard glyph >= 0, glyph < glyphCount else { return nil }
    let loca = tables["loca"]!.lowerBound
    let glyf = tables["glyf"]!
    let (start, end) =
      longOffsets
      ? (Self.u32(data, loca + 4 * glyph), Self.u32(data, loca + 4 * glyph + 4))
      : (2 * Self.u16(data, loca + 2 * glyph), 2 * Self.u16(data, loca + 2 * glyph + 2))
    guard start < end, glyf.lowerBound + end <= glyf.upperBound else { return nil }
    return (glyf.lowerBound + start)..<(glyf.lowerBound + end)
  }

  /// A simple glyph's points: end points, instructions skipped, flags (with repeats), x and y deltas.
  private func simple(at offset: Int, contours: Int, end: Int) -> [[Point]] {
    let ends = (0..<contours).map { Self.u16(data, offset + 10 + 2 * $0) }
    guard let last = ends.last, last < 65_535, zip(ends, ends.dropFirst()).allSatisfy({ $0 < $1 }) else {
      return []
    }
    var p = offset + 10 + 2 * contours
    p += 2 + Self.u16(data, p)
    var flags: [UInt8] = []
    while flags.count <= last, p < end {
      let flag = data[p]
      p += 1
      flags.append(flag)
      if flag & 8 != 0, p < end {
        flags += Array(repeating: flag, count: Int(data[p]))
        p += 1
      }
    }
    guard flags.count > last else { return [] }
    let xs = coordinates(flags, short: 2, same: 16, at: &p, end: end)
    let ys = coordinates(flags, short: 4, same: 32, at: &p, end: end)
    var contoursOut: [[Point]] = []
    var first = 0
    for e in ends {
      contoursOut.append((first...e).map { Point(x: xs[$0], y: ys[$0], onCurve: flags[$0] & 1 != 0) })
      first = e + 1
    }
    return contoursOut
  }

  /// One axis of a simple glyph's points, accumulated from its deltas.
  private func coordinates(_ flags: [UInt8], short: UInt8, same: UInt8, at p: inout Int, end: Int)
    -> [Double]
  {
    var value = 0
    return flags.map { flag in
      if flag & short != 0 {
        let d = Int(Self.u8(data, p))
        p += 1
        value += flag & same != 0 ? d : -d
      } else if flag & same == 0 {
        value += Self.i16(data, p)
        p += 2
      }
      return Double(value)
    }
  }

  /// A compound glyph: each component's contours, moved and scaled as its record says.
  private func compound(at offset: Int, end: Int, depth: Int, budget: inout Int) -> [[Point]] {
    var out: [[Point]] = []
    var p = offset
    while p + 4 <= end, budget > 0 {
      let flags = Self.u16(data, p)
      let component = Self.u16(data, p + 2)
      p += 4
      budget -= 1  // each component counts, so nested empty ones cannot multiply the work
      let words = flags & 1 != 0
      let dx = Double(words ? Self.i16(data, p) : Int(Int8(bitPattern: Self.u8(data, p))))
      let dy = Double(words ? Self.i16(data, p + 2) : Int(Int8(bitPattern: Self.u8(data, p + 1))))
      p += words ? 4 : 2
      var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
      let f2dot14 = { (at: Int) in Double(Self.i16(self.data, at)) / 16_384 }
      if flags & 8 != 0 {
        (a, d) = (f2dot14(p), f2dot14(p))
        p += 2
      } else if flags & 0x40 != 0 {
        (a, d) = (f2dot14(p), f2dot14(p + 2))
        p += 4
      } else if flags & 0x80 != 0 {
        (a, b, c, d) = (f2dot14(p), f2dot14(p + 2), f2dot14(p + 4), f2dot14(p + 6))
        p += 8
      }
      let moves = flags & 2 != 0  // otherwise the arguments match points: left in place
      for contour in contours(of: component, depth: depth + 1, budget: &budget) {
        out.append(
          contour.map { q in
            Point(
              x: a * q.x + c * q.y + (moves ? dx : 0), y: b * q.x + d * q.y + (moves ? dy : 0),
              onCurve: q.onCurve)
          })
      }
      if flags & 0x20 == 0 { break }
    }
    return out
  }
}
