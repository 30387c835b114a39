import CSDL2
import FluidUI

/// A large piece cut where only commands that paint it evenly reach, so that there its colour is
/// reckoned and written once.
extension Renderer {
  /// The fewest pixels of a piece worth cutting.
  nonisolated static let cutPixels = 262_144

  /// The most clusters of uneven commands a piece is cut around.
  nonisolated static let maxClusters = 12

  /// The most parts a piece is cut into.
  nonisolated static let maxParts = 48

  /// `piece` (pixels `clip`) as parts to paint one by one (points and pixels): where no command
  /// but ones that paint the whole piece in one colour reaches (``evenResult(_:over:_:scale:)``),
  /// and the clusters of the others' boxes; the piece whole when that does not pay.
  ///
  /// A menu's backdrop under a navigation's shade is two writes of every pixel painted whole (the
  /// rows' first command flushes the backdrop, then the shade blends over all of it); cut around
  /// the rows and the bar, all but the column of rows is one fill of the shaded colour, and none
  /// where the tiles hold it from the frame before. Pixels are the same either way: a part is
  /// painted from the same first command, in its own clip.
  func evenParts(
    _ piece: (rect: Rect, first: Int), clip: SDL_Rect, _ lists: Lists, scale: Double,
    out: (width: Double, height: Double)
  ) -> [(rect: Rect, clip: SDL_Rect)] {
    let whole = [(piece.rect, clip)]
    guard skipsHidden, clip.area >= Self.cutPixels, Self.hasVeil(over: piece, lists),
      painter.direct?.blendsInPlace == true,
      let clusters = unevenClusters(piece, clip: clip, lists, scale: scale, out: out), !clusters.isEmpty
    else { return whole }
    return Self.cut(clip, around: clusters, scale: scale) ?? whole
  }

  /// `clip` cut into the clusters (pixels, within it, disjoint) and the rectangles around them, with
  /// each part in points; nil past ``maxParts`` or where the clusters hold over half the pixels.
  nonisolated static func cut(_ clip: SDL_Rect, around clusters: [SDL_Rect], scale: Double)
    -> [(rect: Rect, clip: SDL_Rect)]?
  {
    var even = [clip]
    for cluster in clusters { even = even.flatMap { $0.subtracting(cluster) } }
    let parts = even + clusters
    guard parts.count <= maxParts, even.reduce(0, { $0 + $1.area }) * 2 >= clip.area else { return nil }
    return parts.map { p in
      let rect = Rect(
        x: Double(p.x) / scale, y: Double(p.y) / scale, width: Double(p.w) / scale,
        height: Double(p.h) / scale)
      return (rect, p)
    }
  }

  /// Whether a translucent one-colour rectangle lies over the whole piece (a shade): without one,
  /// a piece painted whole writes each pixel once already.
  nonisolated static func hasVeil(over piece: (rect: Rect, first: Int), _ lists: Lists) -> Bool {
    for i in piece.first..<lists.commands.count {
      guard case .roundedRect(_, _, .solid(let c), _) = lists.commands[i], c.alpha > 0, c.alpha < 1,
        let bounds = lists.bounds[i], holds(bounds, piece.rect)
      else { continue }
      return true
    }
    return false
  }

  /// The boxes (pixels, within `clip`) of the commands that reach the piece but do not paint it
  /// evenly, merged into at most ``maxClusters``; nil when one covers the piece.
  private func unevenClusters(
    _ piece: (rect: Rect, first: Int), clip: SDL_Rect, _ lists: Lists, scale: Double,
    out: (width: Double, height: Double)
  ) -> [SDL_Rect]? {
    var clusters: [SDL_Rect] = []
    for i in piece.first..<lists.commands.count {
      guard let bounds = lists.bounds[i] else { continue }
      var box = Self.pixels(bounds, scale: scale, within: out)
      var unclipped = true
      if let commandClip = lists.clips?[i] {
        box = box.clipped(to: Self.pixels(commandClip, scale: scale, within: out))
        unclipped = Self.holds(commandClip, piece.rect)
      }
      guard let inside = box.overlap(clip) else { continue }
      if unclipped && isEven(lists.commands[i], over: clip, scale: scale) { continue }
      for strip in Self.painted(lists.commands[i], within: inside, scale: scale, out: out) {
        if strip.area == clip.area { return nil }
        guard Self.add(strip, to: &clusters) else { return nil }
      }
    }
    return clusters
  }

  /// The parts of `box` (pixels) that `command` may paint: all of it, but none for a clip, and for
  /// an outline all but its inside (``hollow(_:scale:out:)``).
  nonisolated static func painted(
    _ command: DrawCommand, within box: SDL_Rect, scale: Double, out: (width: Double, height: Double)
  ) -> [SDL_Rect] {
    if case .clip = command { return [] }  // each command carries its clip
    guard let hole = hollow(command, scale: scale, out: out) else { return [box] }
    return box.subtracting(hole)
  }

  /// Whether `command` paints no pixel of `clip`: a clip, or an outline around it.
  nonisolated static func paintsNothing(
    _ command: DrawCommand, in clip: SDL_Rect, scale: Double, out: (width: Double, height: Double)
  ) -> Bool {
    if case .clip = command { return true }
    guard let hole = hollow(command, scale: scale, out: out) else { return false }
    return hole.overlap(clip).map { $0.area == clip.area } ?? false
  }

  /// The pixels inside an unturned outline that it leaves as they are (a window's frame); nil for
  /// anything else.
  nonisolated static func hollow(_ command: DrawCommand, scale: Double, out: (width: Double, height: Double))
    -> SDL_Rect?
  {
    guard case .border(let rect, let radius, let width, _, let t) = command, t.isTranslation else {
      return nil
    }
    // Everything it paints lies within its width and a point of its outline, which the corners'
    // curves keep within `radius` of the sides; another point for rounding the pixels outwards.
    let moved = Rect(
      x: rect.minX + t.tx, y: rect.minY + t.ty, width: rect.size.width, height: rect.size.height)
    let inside = moved.insetBy(radius + width + 2)
    guard inside.size.width > 0, inside.size.height > 0 else { return nil }
    return pixels(inside, scale: scale, within: out)
  }

  /// Whether `command` paints every pixel of `clip` in one colour over one colour.
  private func isEven(_ command: DrawCommand, over clip: SDL_Rect, scale: Double) -> Bool {
    evenResult(command, over: (0, 0, 0), clip, scale: scale) != nil
  }

  /// Adds `box` to the clusters, which stay disjoint; false when that does not settle.
  ///
  /// It is merged with one it overlaps where that adds no more than their overlap (a label on its
  /// row), else cut around it (a bar across a strip); past ``maxClusters``, the two whose merging
  /// adds the fewest pixels are merged.
  private nonisolated static func add(_ box: SDL_Rect, to clusters: inout [SDL_Rect]) -> Bool {
    var (open, steps) = ([box], 0)
    while let next = open.popLast() {
      steps += 1
      guard steps <= 256 else { return false }
      guard let k = clusters.firstIndex(where: { $0.overlap(next) != nil }) else {
        clusters.append(next)
        if clusters.count > maxClusters { open.append(mergeCheapestPair(&clusters)) }
        continue
      }
      let union = clusters[k].union(next)
      if union.area <= clusters[k].area + next.area {
        clusters.remove(at: k)
        open.append(union)
      } else {
        open += next.subtracting(clusters[k])
      }
    }
    return true
  }

  /// Takes out the two clusters whose bounding box adds the fewest pixels to theirs, and returns it.
  private nonisolated static func mergeCheapestPair(_ clusters: inout [SDL_Rect]) -> SDL_Rect {
    var best = (growth: Int.max, a: 0, b: 1)
    for a in clusters.indices {
      for b in clusters.indices where b > a {
        let growth = clusters[a].union(clusters[b]).area - clusters[a].area - clusters[b].area
        if growth < best.growth { best = (growth, a, b) }
      }
    }
    let merged = clusters[best.a].union(clusters[best.b])
    clusters.remove(at: best.b)
    clusters.remove(at: best.a)
    return merged
  }
}
