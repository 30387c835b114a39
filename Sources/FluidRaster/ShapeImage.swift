import FluidUI

/// The pixels of one cached shape image (ARGB8888, straight alpha), cut by two ``AxisPlan``s.
package struct ShapeImage {
  /// What the middle column holds in one image row.
  ///
  /// The middle is that column stretched across the shape, so each of its rows is one colour: drawn as a
  /// filled rectangle (SDL blends a fill with the same arithmetic as a texture copy, at a fraction of the
  /// cost of a stretched copy).
  package enum MiddleCell: Equatable {
    /// Nothing covered.
    case empty
    /// Fully covered: this colour, as bytes (alpha included).
    case full(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// Partly covered (an anti-aliased edge, a shadow's feather): this colour, its alpha the coverage.
    case partial(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  }

  /// Size in pixels (`height` without the rows left out).
  package let width: Int
  package let height: Int
  /// Rows of the plan whose pixels are left out (their middle cells are kept): the straight part of
  /// a tall shape that the painter fills whole.
  package let rowsLeftOut: Range<Int>?
  /// Row-major pixels, `width` × `height`.
  package let pixels: [UInt32]
  /// One entry per row for the middle column; empty when the x axis is not sliced.
  package let middle: [MiddleCell]
  /// The middle row (stretched down the shape, so each of its columns is one colour, drawn as a
  /// filled column); empty when the y axis is not sliced.
  package let middleRow: [UInt32]

  /// Paints `style` on a rounded rectangle of corner radius `radius` px, leaving out the pixels of the
  /// rows `leftOut` (a range of `y`'s cells).
  package init(
    style: ShapeStyle, radius: Double, x: AxisPlan, y: AxisPlan, leavingOut leftOut: Range<Int>? = nil
  ) {
    precondition(
      leftOut.map { $0.lowerBound >= 0 && $0.upperBound <= y.cells } ?? true,
      "ShapeImage: rows left out must be rows of the plan")
    width = x.cells
    height = y.cells - (leftOut?.count ?? 0)
    rowsLeftOut = leftOut
    let outline = RoundedOutline(width: x.outlineLength, height: y.outlineLength, radius: radius)
    let xs = (0..<width).map { x.centre(ofCell: $0) }
    // Where a pixel is nearer a side than the top or bottom, its distance is its column's (see
    // `RoundedOutline.sideTerm`): the straight rows of a tall shape reuse each column's coverage.
    let sides = xs.map { outline.sideTerm(x: $0) }
    let sideCoverage = sides.map { style.coverage($0 - outline.cornerRadius) }
    var sideAlpha: (of: Double, bytes: [UInt8]) = (.nan, [])
    var pixels = [UInt32](repeating: 0, count: width * height)
    var middle: [MiddleCell] = []
    let middleColumn = x.isSliced ? x.head : -1
    for row in 0..<y.cells {
      let kept = !(leftOut?.contains(row) ?? false)
      let out = row - (leftOut.map { row >= $0.upperBound ? $0.count : 0 } ?? 0)
      let cy = y.centre(ofCell: row)
      let top = outline.endTerm(y: cy)
      // Gradients run over the real shape's height; sliced axes are never gradients.
      let color = style.color(at: y.isSliced ? 0 : cy / max(y.length, 1))
      if sideAlpha.of != color.alpha {
        sideAlpha = (color.alpha, sideCoverage.map { Self.byte(color.alpha * $0) })
      }
      let rgb =
        UInt32(Self.byte(color.red)) << 16 | UInt32(Self.byte(color.green)) << 8
        | UInt32(Self.byte(color.blue))
      for column in (kept ? 0..<width : middleColumn..<(middleColumn + 1)) where column >= 0 {
        let near = top <= sides[column] && top <= 0  // nearer a side: the column's own coverage
        let coverage = near ? sideCoverage[column] : style.coverage(outline.distance(x: xs[column], y: cy))
        let a = near ? sideAlpha.bytes[column] : Self.byte(color.alpha * coverage)
        if kept { pixels[out * width + column] = UInt32(a) << 24 | rgb }
        if column == middleColumn {
          let (r, g, b) = (UInt8(rgb >> 16), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF))
          middle.append(
            coverage >= 1
              ? .full(red: r, green: g, blue: b, alpha: a)
              : a == 0 ? .empty : .partial(red: r, green: g, blue: b, alpha: a))
        }
      }
    }
    self.pixels = pixels
    self.middle = middle
    middleRow = y.isSliced && leftOut == nil ? Array(pixels[(y.head * width)..<((y.head + 1) * width)]) : []
  }

  /// A colour or coverage value 0...1 as the byte an image holds (rounded, clamped).
  package static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
}
