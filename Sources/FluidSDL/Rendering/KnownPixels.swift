import CSDL2

/// What the pixels of the piece of a frame being painted are known to hold: the rectangles a
/// ``DirectFill`` wrote in one pixel value, newest last, among the boxes of the commands drawn since
/// (where SDL's copies went) and the blends that left them unknown.
///
/// A translucent fill over pixels known to hold one value is that value blended once and written
/// as an opaque fill: the menu's rows over their backdrop cost a fill each, not a read, a blend and
/// a write of every pixel (the same integers, so the same pixels).
@MainActor
final class KnownPixels {
  private enum Kind {
    /// Written in one pixel value.
    case uniform(UInt32)
    /// Written otherwise: a blend over pixels of several values, or the box of a command about to
    /// be drawn (what SDL copies there is not known; what it fills is recorded after it).
    case unknown
  }

  private struct Entry {
    var rect: SDL_Rect
    var kind: Kind
  }

  private var entries: [Entry] = []
  /// Where the command being drawn starts among the entries (its box).
  private var commandStart = Int.max
  /// The most entries kept: past it, all are forgotten (nothing known is always safe).
  static let capacity = 4096

  /// Forgets everything: a new piece or frame.
  func reset() {
    entries.removeAll(keepingCapacity: true)
    commandStart = Int.max
  }

  /// A command is about to be drawn within `box` (pixels).
  func begin(box: SDL_Rect) {
    append(Entry(rect: box, kind: .unknown))
    commandStart = entries.count - 1
  }

  /// `rect` (pixels) now holds `pixel` throughout.
  func filled(_ rect: SDL_Rect, with pixel: UInt32) {
    append(Entry(rect: rect, kind: .uniform(pixel)))
  }

  /// `rect` (pixels) was written with values not known.
  func wrote(_ rect: SDL_Rect) { append(Entry(rect: rect, kind: .unknown)) }

  /// The most parts ``parts(of:)`` cuts a rectangle into before it gives up on knowing the rest.
  static let maxParts = 16

  /// `rect` cut into parts, each with the one pixel value all its pixels hold, or nil where that is
  /// not known; they cover `rect` once.
  ///
  /// The newest entry decides each part. What the command being drawn wrote since its box is
  /// looked past: the parts of one shape (its corners, sides and middle runs) do not overlap.
  func parts(of rect: SDL_Rect) -> [(rect: SDL_Rect, pixel: UInt32?)] {
    // The command's own writes are looked past with its box: its middle runs are rows apart.
    let before = entries[..<min(commandStart, entries.count)]
    // Most often the newest write over it covers it whole (or none does): one part, found without
    // cutting anything.
    var cut = false
    for entry in before.reversed() {
      guard let inside = Self.intersection(rect, entry.rect) else { continue }
      guard inside.x == rect.x, inside.y == rect.y, inside.w == rect.w, inside.h == rect.h else {
        cut = true
        break
      }
      if case .uniform(let pixel) = entry.kind { return [(rect, pixel)] }
      return [(rect, nil)]
    }
    guard cut else { return [(rect, nil)] }
    var (open, decided): ([SDL_Rect], [(rect: SDL_Rect, pixel: UInt32?)]) = ([rect], [])
    for entry in before.reversed() where !open.isEmpty {
      guard Self.intersection(rect, entry.rect) != nil else { continue }
      var still: [SDL_Rect] = []
      for part in open {
        guard let inside = Self.intersection(part, entry.rect) else {
          still.append(part)
          continue
        }
        if case .uniform(let pixel) = entry.kind {
          decided.append((inside, pixel))
        } else {
          decided.append((inside, nil))
        }
        still += Self.remainder(of: part, less: inside)
      }
      open = still
      if open.count + decided.count > Self.maxParts { return [(rect, nil)] }
    }
    return decided + open.map { ($0, nil) }
  }

  private func append(_ entry: Entry) {
    if entries.count >= Self.capacity {  // forgotten, with where the command started
      entries.removeAll(keepingCapacity: true)
      commandStart = 0
    }
    entries.append(entry)
  }

  private static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect? {
    let (x0, y0) = (max(a.x, b.x), max(a.y, b.y))
    let (x1, y1) = (min(a.x + a.w, b.x + b.w), min(a.y + a.h, b.y + b.h))
    return x1 > x0 && y1 > y0 ? SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : nil
  }

  /// `part` less `inside` (a rectangle within it): the bands above and below, and left and right.
  private static func remainder(of part: SDL_Rect, less inside: SDL_Rect) -> [SDL_Rect] {
    let (bottom, insideBottom) = (part.y + part.h, inside.y + inside.h)
    let (right, insideRight) = (part.x + part.w, inside.x + inside.w)
    return [
      SDL_Rect(x: part.x, y: part.y, w: part.w, h: inside.y - part.y),
      SDL_Rect(x: part.x, y: insideBottom, w: part.w, h: bottom - insideBottom),
      SDL_Rect(x: part.x, y: inside.y, w: inside.x - part.x, h: inside.h),
      SDL_Rect(x: insideRight, y: inside.y, w: right - insideRight, h: inside.h),
    ].filter { $0.w > 0 && $0.h > 0 }
  }
}
