/// The byte readers (big-endian, 0 past the end) and the character map's two formats.
extension TrueTypeFont {
  static func u8(_ data: [UInt8], _ at: Int) -> UInt8 {
    at >= 0 && at < data.count ? data[at] : 0
  }

  static func u16(_ data: [UInt8], _ at: Int) -> Int {
    Int(u8(data, at)) << 8 | Int(u8(data, at + 1))
  }

  static func i16(_ data: [UInt8], _ at: Int) -> Int {
    Int(Int16(bitPattern: UInt16(u16(data, at))))
  }

  static func u32(_ data: [UInt8], _ at: Int) -> Int {
    u16(data, at) << 16 | u16(data, at + 2)
  }

  /// The Unicode subtable of `cmap`: its range and format (12, the full range, preferred; else 4,
  /// the basic plane), or nil.
  static func unicodeMap(_ data: [UInt8], _ cmap: Range<Int>) -> (Range<Int>?, Int) {
    var best: (Range<Int>, Int)?
    for i in 0..<u16(data, cmap.lowerBound + 2) {
      let record = cmap.lowerBound + 4 + 8 * i
      let (platform, encoding) = (u16(data, record), u16(data, record + 2))
      guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
      let start = cmap.lowerBound + u32(data, record + 4)
      let format = u16(data, start)
      let length = format == 12 ? u32(data, start + 4) : u16(data, start + 2)
      guard format == 4 || format == 12, start + length <= cmap.upperBound, length > 0 else { continue }
      if best == nil || format == 12 { best = (start..<(start + length), format) }
    }
    return (best?.0, best?.1 ?? 0)
  }

  /// Format 4: segments of the basic plane, each mapped by a delta or through the glyph array.
  static func format4(_ data: [UInt8], _ map: Range<Int>, _ c: Int) -> Int {
    guard c <= 0xFFFF else { return 0 }
    let segments = u16(data, map.lowerBound + 6) / 2
    let ends = map.lowerBound + 14
    let starts = ends + 2 * segments + 2
    let deltas = starts + 2 * segments
    let rangeOffsets = deltas + 2 * segments
    var (low, high) = (0, segments - 1)
    while low <= high {  // the first segment whose end is at or past c
      let mid = (low + high) / 2
      if u16(data, ends + 2 * mid) < c { low = mid + 1 } else { high = mid - 1 }
    }
    guard low < segments, u16(data, starts + 2 * low) <= c else { return 0 }
    let delta = u16(data, deltas + 2 * low)
    let rangeOffset = u16(data, rangeOffsets + 2 * low)
    guard rangeOffset != 0 else { return (c + delta) & 0xFFFF }
    let at = rangeOffsets + 2 * low + rangeOffset + 2 * (c - u16(data, starts + 2 * low))
    guard at + 1 < map.upperBound else { return 0 }
    let glyph = u16(data, at)
    return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
  }

  /// Format 12: groups of consecutive characters mapped to consecutive glyphs.
  static func format12(_ data: [UInt8], _ map: Range<Int>, _ c: Int) -> Int {
    let groups = min(u32(data, map.lowerBound + 12), (map.count - 16) / 12)
    var (low, high) = (0, groups - 1)
    while low <= high {
      let mid = (low + high) / 2
      let group = map.lowerBound + 16 + 12 * mid
      if c < u32(data, group) {
        high = mid - 1
      } else if c > u32(data, group + 4) {
        low = mid + 1
      } else {
        return u32(data, group + 8) + c - u32(data, group)
      }
    }
    return 0
  }
}
