import FluidUI

/// Splits a region to repaint around the opaque interior that hides most of it.
///
/// Inside a command's `DrawCommand.opaqueInterior` every pixel is that command's (and those
/// drawn after it): the background fill and every command beneath can be skipped there. A moving
/// gradient square at 4K repaints millions of pixels a frame, and this halves what it writes.
package enum OcclusionSplit {
  /// The smallest overlap, in square points, worth a split (a split draws the commands again per
  /// piece).
  package static let worthwhile = 16_384.0

  /// The pieces of `region`, each with the index of the first command to draw there (0: start with the
  /// background).
  ///
  /// `interiors` holds each command's opaque interior, in draw order.
  package static func pieces(of region: Rect, interiors: [Rect?]) -> [(rect: Rect, first: Int)] {
    // The topmost interior that holds the region, or overlaps enough of it (the scene's backdrop,
    // command 0, is what the background fill paints anyway).
    var best: (index: Int, overlap: Rect)?
    for (i, interior) in interiors.enumerated().reversed() where i > 0 {
      // A point in: the caller rounds a piece outwards to whole pixels.
      guard let inner = interior?.insetBy(1) else { continue }
      if inner.minX <= region.minX && inner.minY <= region.minY && inner.maxX >= region.maxX
        && inner.maxY >= region.maxY
      {
        return [(region, i)]
      }
      if let overlap = inner.intersection(region), overlap.size.width * overlap.size.height >= worthwhile {
        best = (i, overlap)
        break
      }
    }
    guard let best else { return [(region, 0)] }
    return [(best.overlap, best.index)] + region.subtracting(best.overlap).map { ($0, 0) }
  }
}
