import FluidUI

/// Splits a region to repaint around the opaque interior that hides most of it.
///
/// Inside a command's ``FluidUI/DrawCommand/opaqueInterior`` every pixel is that command's (and those
/// drawn after it): the background fill and every command beneath can be skipped there. A moving
/// gradient square at 4K repaints millions of pixels a frame, and this halves what it writes.
enum OcclusionSplit {
  /// The smallest overlap, in square points, worth a split (a split draws the commands again per
  /// piece).
  static let worthwhile = 16_384.0

  /// The pieces of `region`, each with the index of the first command to draw there (0: start with
  /// the background). `interiors` holds each command's opaque interior, in draw order.
  static func pieces(of region: Rect, interiors: [Rect?]) -> [(rect: Rect, first: Int)] {
    // The topmost interior that holds the region, or overlaps enough of it (the scene's backdrop,
    // command 0, is what the background fill paints anyway).
    var best: (index: Int, overlap: Rect)?
    for (i, interior) in interiors.enumerated().reversed() where i > 0 {
      // A point in: the caller rounds a piece outwards to whole pixels.
      guard let inner = interior.map({ inset($0, by: 1) }), let overlap = intersection(inner, region) else {
        continue
      }
      if overlap == region || overlap.size.width * overlap.size.height >= worthwhile {
        best = (i, overlap)
        break
      }
    }
    guard let best else { return [(region, 0)] }
    if best.overlap == region { return [(region, best.index)] }
    let o = best.overlap
    let around = [
      Rect(x: region.minX, y: region.minY, width: region.size.width, height: o.minY - region.minY),
      Rect(x: region.minX, y: o.maxY, width: region.size.width, height: region.maxY - o.maxY),
      Rect(x: region.minX, y: o.minY, width: o.minX - region.minX, height: o.size.height),
      Rect(x: o.maxX, y: o.minY, width: region.maxX - o.maxX, height: o.size.height),
    ].filter { $0.size.width > 0 && $0.size.height > 0 }
    return [(o, best.index)] + around.map { ($0, 0) }
  }

  private static func inset(_ r: Rect, by d: Double) -> Rect {
    Rect(x: r.minX + d, y: r.minY + d, width: r.size.width - 2 * d, height: r.size.height - 2 * d)
  }

  private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let (x0, y0) = (max(a.minX, b.minX), max(a.minY, b.minY))
    let (x1, y1) = (min(a.maxX, b.maxX), min(a.maxY, b.maxY))
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
