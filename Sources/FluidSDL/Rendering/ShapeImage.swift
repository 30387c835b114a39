import FluidUI

/// The pixels of one cached shape image (ARGB8888, straight alpha), cut by two ``AxisPlan``s.
struct ShapeImage {
  /// What the middle column holds in one image row.
  ///
  /// The middle is that column stretched across the shape, so each of its rows is one colour: drawn as a
  /// filled rectangle (SDL blends a fill with the same arithmetic as a texture copy, at a fraction of the
  /// cost of a stretched copy).
  enum MiddleCell: Equatable {
    /// Nothing covered.
    case empty
    /// Fully covered: this colour, as bytes (alpha included).
    case full(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// Partly covered (an anti-aliased edge, a shadow's feather): this colour, its alpha the coverage.
    case partial(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  }

  /// Size in pixels.
  let width: Int
  let height: Int
  /// Row-major pixels, `width` × `height`.
  let pixels: [UInt32]
  /// One entry per row for the middle column; empty when the x axis is not sliced.
  let middle: [MiddleCell]
  /// The middle row (stretched down the shape, so each of its columns is one colour, drawn as a
  /// filled column); empty when the y axis is not sliced.
  let middleRow: [UInt32]

  /// Paints `style` on a rounded rectangle of corner radius `radius` px.
  init(style: ShapeStyle, radius: Double, x: AxisPlan, y: AxisPlan) {
    width = x.cells
    height = y.cells
    let outline = RoundedOutline(width: x.outlineLength, height: y.outlineLength, radius: radius)
    let xs = (0..<width).map { x.centre(ofCell: $0) }
    var pixels = [UInt32](repeating: 0, count: width * height)
    var middle: [MiddleCell] = []
    let middleColumn = x.isSliced ? x.head : -1
    for row in 0..<height {
      let cy = y.centre(ofCell: row)
      // Gradients run over the real shape's height; sliced axes are never gradients.
      let color = style.color(at: y.isSliced ? 0 : cy / max(y.length, 1))
      let (r, g, b) = (Self.byte(color.red), Self.byte(color.green), Self.byte(color.blue))
      for column in 0..<width {
        let coverage = style.coverage(outline.distance(x: xs[column], y: cy))
        let a = Self.byte(color.alpha * coverage)
        pixels[row * width + column] = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        if column == middleColumn {
          middle.append(
            coverage >= 1
              ? .full(red: r, green: g, blue: b, alpha: a)
              : a == 0 ? .empty : .partial(red: r, green: g, blue: b, alpha: a))
        }
      }
    }
    self.pixels = pixels
    self.middle = middle
    middleRow = y.isSliced ? Array(pixels[(y.head * width)..<((y.head + 1) * width)]) : []
  }

  private static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
}
