import FluidUI

/// A band of rows of a turned shape's image, and the columns its rows paint: what is copied to the
/// window, so that the empty corners of the image's box are not blended and its fully covered
/// inside is copied without blending (or, hollow, not at all).
package struct TurnedBand: Equatable {
  /// The band's first row and its row count, in the image.
  package var top: Int
  package var rows: Int
  /// The columns any row of the band paints.
  package var reach: Range<Int>
  /// The columns every row of the band covers fully (empty when none).
  package var inside: Range<Int>

  /// Rows in a band: few enough that a slanted edge wastes little, enough that the copies are few.
  package static let height = 32
}

extension TurnedBand {
  /// Gathers painted rows into bands of ``TurnedBand/height``, top to bottom.
  package struct Builder {
    private var bands: [TurnedBand] = []
    private var top = 0
    private var rows = 0
    private var reach: (Int, Int) = (.max, .min)
    private var inside: (Int, Int) = (.min, .max)

    /// Adds the next row: the columns it paints and those it covers fully (nil: none).
    mutating func add(row: Int, reach rowReach: Range<Int>?, inside rowInside: Range<Int>?) {
      if rows == TurnedBand.height { close() }
      if rows == 0 { (top, reach, inside) = (row, (.max, .min), (.min, .max)) }
      rows += 1
      if let r = rowReach { reach = (min(reach.0, r.lowerBound), max(reach.1, r.upperBound)) }
      if let i = rowInside, !i.isEmpty {
        inside = (max(inside.0, i.lowerBound), min(inside.1, i.upperBound))
      } else {
        inside = (0, 0)
      }
    }

    /// The bands that paint anything.
    mutating func finish() -> [TurnedBand] {
      if rows > 0 { close() }
      return bands
    }

    private mutating func close() {
      if reach.0 < reach.1 {
        let covered = inside.0 < inside.1 ? inside.0..<inside.1 : reach.0..<reach.0
        bands.append(TurnedBand(top: top, rows: rows, reach: reach.0..<reach.1, inside: covered))
      }
      rows = 0
    }
  }
}

extension TurnedShape {
  /// How the fully covered inside reaches the window: left out when nothing is painted there,
  /// copied as it is when it is opaque, else blended.
  package var insideCopy: SideCopy {
    if hollow || style.isEmptyInside { return .skip }
    if case .fill(let fill) = style, fill.isOpaque { return .opaque }
    return .blend
  }
}
