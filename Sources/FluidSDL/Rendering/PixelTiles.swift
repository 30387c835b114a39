import CSDL2

/// What each 16 × 16-pixel tile of the target surface holds, kept from frame to frame: one pixel
/// value throughout, or not known.
///
/// Every write into the surface is noted (a fill as its value, anything else as not known), so a
/// frame drawn over the last one knows what that one left: a backdrop that stayed writes only what
/// was uncovered, a card that moved a few pixels only the tiles it did not hold before. Coarse
/// where ``KnownPixels`` is exact, and cheap to keep: a 3840 × 2160 surface is 32,400 tiles.
@MainActor
final class PixelTiles {
  /// A tile's side, pixels (a power of two).
  static let side: Int32 = 16
  private static let shift: Int32 = 4
  /// Not known; else the value with this bit set.
  private static let unknown: UInt64 = 0
  private static let knownBit: UInt64 = 1 << 32

  /// The tiles, row by row (a buffer of its own: no exclusivity checks on the hot path).
  nonisolated(unsafe) private var tiles = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
  /// How many tiles of each row are known: a row with none is passed over (a gradient's fills, a
  /// pixel row each, reach no known tile after the first).
  nonisolated(unsafe) private var knownInRow = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
  private var columns = 0
  /// The surface's size, pixels.
  private(set) var width: Int32 = 0
  private(set) var height: Int32 = 0

  /// Forgets every tile, for a surface of `width` × `height` pixels.
  func reset(width: Int32, height: Int32) {
    (self.width, self.height) = (max(0, width), max(0, height))
    columns = Int((self.width + Self.side - 1) >> Self.shift)
    let rows = Int((self.height + Self.side - 1) >> Self.shift)
    let count = columns * rows
    if tiles.count != count {
      tiles.deallocate()
      tiles = .allocate(capacity: count)
    }
    tiles.initialize(repeating: Self.unknown)
    if knownInRow.count != rows {
      knownInRow.deallocate()
      knownInRow = .allocate(capacity: rows)
    }
    knownInRow.initialize(repeating: 0)
  }

  deinit {
    tiles.deallocate()
    knownInRow.deallocate()
  }

  /// The tiles `rect` reaches, within the surface: columns and rows (empty when none).
  private func span(_ rect: SDL_Rect) -> (
    x: Range<Int32>, y: Range<Int32>, x0: Int32, y0: Int32, x1: Int32, y1: Int32
  )? {
    let (x0, y0) = (max(0, rect.x), max(0, rect.y))
    let (x1, y1) = (min(width, rect.x &+ rect.w), min(height, rect.y &+ rect.h))
    guard x1 > x0, y1 > y0 else { return nil }
    let cols = (x0 >> Self.shift)..<((x1 + Self.side - 1) >> Self.shift)
    let rows = (y0 >> Self.shift)..<((y1 + Self.side - 1) >> Self.shift)
    return (cols, rows, x0, y0, x1, y1)
  }

  /// The tiles of `span` lying wholly inside its pixels, along one axis: from the first tile
  /// starting at or after `p0` to the last ending at or before `p1` (or at the surface's edge `end`).
  private static func inner(_ tiles: Range<Int32>, _ p0: Int32, _ p1: Int32, end: Int32) -> Range<Int32> {
    let first = (p0 + side - 1) >> shift
    let last = p1 == end ? tiles.upperBound : p1 >> shift
    return first < last ? first..<last : first..<first
  }

  /// `rect` (pixels) now holds `pixel` throughout: the tiles inside it hold it; one it reaches in
  /// part stays known only if it held `pixel` already.
  func filled(_ rect: SDL_Rect, with pixel: UInt32) {
    guard let s = span(rect) else { return }
    let value = Self.knownBit | UInt64(pixel)
    let across = Self.inner(s.x, s.x0, s.x1, end: width)
    let down = Self.inner(s.y, s.y0, s.y1, end: height)
    for ty in s.y {
      let whole = down.contains(ty) && !across.isEmpty
      guard whole || knownInRow[Int(ty)] > 0 else { continue }  // nothing known to forget
      let row = tiles.baseAddress! + Int(ty) * columns
      var known = knownInRow[Int(ty)]
      for tx in s.x where row[Int(tx)] != value {
        let was = row[Int(tx)] != Self.unknown
        let now = whole && across.contains(tx)
        row[Int(tx)] = now ? value : Self.unknown
        known += (now ? 1 : 0) - (was ? 1 : 0)
      }
      knownInRow[Int(ty)] = known
    }
  }

  /// `rect` (pixels) was written with values not known.
  func wrote(_ rect: SDL_Rect) {
    guard let s = span(rect) else { return }
    for ty in s.y where knownInRow[Int(ty)] > 0 {
      let row = tiles.baseAddress! + Int(ty) * columns
      var known = knownInRow[Int(ty)]
      for tx in s.x where row[Int(tx)] != Self.unknown {
        row[Int(tx)] = Self.unknown
        known -= 1
      }
      knownInRow[Int(ty)] = known
    }
  }

  /// The parts of `rect` (pixels, within the surface) that do not hold `pixel` already: all of
  /// it but the tiles known to hold it, top to bottom and left to right (a run that goes on
  /// straight down the next tile row is one rectangle).
  func toWrite(_ rect: SDL_Rect, pixel: UInt32) -> [SDL_Rect] {
    guard let s = span(rect) else { return [] }
    let value = Self.knownBit | UInt64(pixel)
    var parts: [SDL_Rect] = []
    for ty in s.y {
      let row = tiles.baseAddress! + Int(ty) * columns
      let top = max(s.y0, ty << Self.shift)
      let bottom = min(s.y1, (ty + 1) << Self.shift)
      guard knownInRow[Int(ty)] > 0 else {
        Self.append(SDL_Rect(x: s.x0, y: top, w: s.x1 - s.x0, h: bottom - top), to: &parts)
        continue
      }
      var start: Int32?  // the first column of the run being gathered
      for tx in s.x {
        let same = row[Int(tx)] == value
        if !same && start == nil { start = max(s.x0, tx << Self.shift) }
        if same, let left = start {
          Self.append(SDL_Rect(x: left, y: top, w: (tx << Self.shift) - left, h: bottom - top), to: &parts)
          start = nil
        }
      }
      if let left = start {
        Self.append(SDL_Rect(x: left, y: top, w: s.x1 - left, h: bottom - top), to: &parts)
      }
    }
    return parts
  }

  /// Appends `part`, or makes the last part taller when `part` continues it straight down.
  private static func append(_ part: SDL_Rect, to parts: inout [SDL_Rect]) {
    if let last = parts.last, last.x == part.x, last.w == part.w, last.y + last.h == part.y {
      parts[parts.count - 1].h += part.h
    } else {
      parts.append(part)
    }
  }
}
