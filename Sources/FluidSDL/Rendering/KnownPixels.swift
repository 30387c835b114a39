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

    /// The value it holds, if one.
    var pixel: UInt32? {
      if case .uniform(let p) = self { return p }
      return nil
    }
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
    tiles.filled(rect, with: pixel)
  }

  /// `rect` (pixels) was written with values not known.
  func wrote(_ rect: SDL_Rect) {
    append(Entry(rect: rect, kind: .unknown))
    tiles.wrote(rect)
  }

  /// A texture was copied into `rect` (pixels) for the command being drawn, within its box: the tiles learn
  /// it (the piece already counts the whole box as not known).
  func copied(_ rect: SDL_Rect) { tiles.wrote(rect) }

  /// What each tile of the surface holds, from frame to frame (``PixelTiles``): every write noted
  /// here goes there too.
  let tiles = PixelTiles()

  /// A rectangle of pixels and the one value they all hold (nil: not known).
  typealias Part = (rect: SDL_Rect, pixel: UInt32?)

  /// The most writes over a rectangle ``parts(of:)`` sorts out before it gives up on knowing it.
  static let maxWrites = 256

  /// `rect` cut into parts, each with the one pixel value all its pixels hold, or nil where that is
  /// not known; they cover `rect` once.
  ///
  /// The newest entry decides each part. What the command being drawn wrote since its box is
  /// looked past: the parts of one shape (its corners, sides and middle runs) do not overlap.
  func parts(of rect: SDL_Rect) -> [Part] {
    // The command's own writes are looked past with its box: its middle runs are rows apart.
    let before = entries[..<min(commandStart, entries.count)]
    // The writes over it, newest first, down to one that covers it whole (the older are hidden).
    var over: [Entry] = []
    for entry in before.reversed() {
      guard let inside = rect.overlap(entry.rect) else { continue }
      over.append(Entry(rect: inside, kind: entry.kind))
      if inside.w == rect.w && inside.h == rect.h { break }
      if over.count > Self.maxWrites { return [(rect, nil)] }
    }
    // Most often the newest covers it whole (or none does): one part, found without cutting.
    guard let newest = over.first, over.count > 1 || newest.rect.w != rect.w || newest.rect.h != rect.h
    else { return [(rect, over.first.flatMap(\.kind.pixel))] }
    return Self.bands(of: rect, over: over)
  }

  /// `rect` cut along every top and bottom edge of `over` (writes within it, newest first) into
  /// bands, each band into runs decided by the newest write across them; equal runs of bands one
  /// under another are one part.
  nonisolated private static func bands(of rect: SDL_Rect, over: [Entry]) -> [Part] {
    var edges: [Int32] = [rect.y, rect.y + rect.h]
    edges.reserveCapacity(2 * over.count + 2)
    for entry in over {
      edges.append(entry.rect.y)
      edges.append(entry.rect.y + entry.rect.h)
    }
    edges.sort()
    edges.removeDuplicates()
    var parts: [Part] = []
    var scratch = Scratch()
    var (runs, band, top): ([Run], [Run], Int32) = ([], [], rect.y)  // the runs of the bands since `top`
    for y0 in edges.dropLast() {
      Self.runs(across: rect.x, rect.x + rect.w, at: y0, over: over, into: &band, scratch: &scratch)
      guard band != runs else { continue }
      for run in runs {
        parts.append((SDL_Rect(x: run.x0, y: top, w: run.x1 - run.x0, h: y0 - top), run.pixel))
      }
      swap(&runs, &band)
      top = y0
    }
    let bottom = rect.y + rect.h
    for run in runs {
      parts.append((SDL_Rect(x: run.x0, y: top, w: run.x1 - run.x0, h: bottom - top), run.pixel))
    }
    return parts
  }

  /// A run of a band: its columns and the value they hold.
  private struct Run: Equatable {
    var x0: Int32
    var x1: Int32
    var pixel: UInt32?
  }

  /// The buffers ``runs(across:_:at:over:into:scratch:)`` works in, kept from band to band.
  private struct Scratch {
    var open: [(Int32, Int32)] = []
    var still: [(Int32, Int32)] = []
    var decided: [Run] = []
  }

  /// The columns `x0..<x1` of the band from row `y` (down to the next edge of `over`), in runs
  /// decided by the newest write across each, left to right, equal neighbours joined, into `band`.
  nonisolated private static func runs(
    across x0: Int32, _ x1: Int32, at y: Int32, over: [Entry], into band: inout [Run], scratch: inout Scratch
  ) {
    scratch.open.removeAll(keepingCapacity: true)
    scratch.open.append((x0, x1))  // the columns no newer write decided
    scratch.decided.removeAll(keepingCapacity: true)
    for entry in over where entry.rect.y <= y && y < entry.rect.y + entry.rect.h {
      let (a, b) = (entry.rect.x, entry.rect.x + entry.rect.w)
      scratch.still.removeAll(keepingCapacity: true)
      for (l, r) in scratch.open {
        let (cl, cr) = (max(l, a), min(r, b))
        guard cl < cr else {
          scratch.still.append((l, r))
          continue
        }
        scratch.decided.append(Run(x0: cl, x1: cr, pixel: entry.kind.pixel))
        if l < cl { scratch.still.append((l, cl)) }
        if cr < r { scratch.still.append((cr, r)) }
      }
      swap(&scratch.open, &scratch.still)
      if scratch.open.isEmpty { break }
    }
    for (l, r) in scratch.open { scratch.decided.append(Run(x0: l, x1: r, pixel: nil)) }
    scratch.decided.sort { $0.x0 < $1.x0 }
    band.removeAll(keepingCapacity: true)
    for run in scratch.decided {
      if let last = band.last, last.x1 == run.x0, last.pixel == run.pixel {
        band[band.count - 1].x1 = run.x1
      } else {
        band.append(run)
      }
    }
  }

  private func append(_ entry: Entry) {
    if entries.count >= Self.capacity {  // forgotten, with where the command started
      entries.removeAll(keepingCapacity: true)
      commandStart = 0
    }
    entries.append(entry)
  }
}

extension Array where Element: Equatable {
  /// Removes each element equal to the one before it (all duplicates, once sorted).
  fileprivate mutating func removeDuplicates() {
    var kept = 0
    for i in indices where kept == 0 || self[i] != self[kept - 1] {
      self[kept] = self[i]
      kept += 1
    }
    removeLast(count - kept)
  }
}
