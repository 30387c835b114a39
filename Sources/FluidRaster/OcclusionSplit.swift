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

  /// The most pieces a region is split into (each draws the commands that reach it again).
  package static let maxPieces = 16

  /// The pieces of `region`, each with the index of the first command to draw there (0: start with the
  /// background).
  ///
  /// `interiors` holds each command's opaque interior, in draw order. The topmost interior that
  /// overlaps the region enough is a piece; what is left is split again the same way (a scene
  /// sliding in under a card of its own hides the scene beneath around the card too), up to
  /// ``maxPieces``.
  package static func pieces(of region: Rect, interiors: [Rect?]) -> [(rect: Rect, first: Int)] {
    var (pieces, open) = ([(rect: Rect, first: Int)](), [region])
    while let next = open.popLast() {
      guard let (rect, first) = topmost(over: next, interiors) else {
        pieces.append((next, 0))
        continue
      }
      let rest = rect == next ? [] : next.subtracting(rect)
      guard pieces.count + 1 + open.count + rest.count <= maxPieces else {
        pieces.append((next, 0))  // past the budget: drawn whole, from the background
        continue
      }
      pieces.append((rect, first))
      open += rest
    }
    return pieces
  }

  /// The topmost interior (not the scene's backdrop, command 0, which the background fill paints
  /// anyway) that holds `region` whole, or overlaps enough of it: the part it hides, and its index.
  private static func topmost(over region: Rect, _ interiors: [Rect?]) -> (rect: Rect, first: Int)? {
    for (i, interior) in interiors.enumerated().reversed() where i > 0 {
      // A point in: the caller rounds a piece outwards to whole pixels.
      guard let inner = interior?.insetBy(1) else { continue }
      if inner.minX <= region.minX && inner.minY <= region.minY && inner.maxX >= region.maxX
        && inner.maxY >= region.maxY
      {
        return (region, i)
      }
      if let overlap = inner.intersection(region), overlap.size.width * overlap.size.height >= worthwhile {
        return (overlap, i)
      }
    }
    return nil
  }
}
