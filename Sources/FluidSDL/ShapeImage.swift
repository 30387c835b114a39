import FluidUI

/// The pixels of one cached shape image (ARGB8888, straight alpha), cut by two ``AxisPlan``s.
struct ShapeImage {
  /// What the middle column holds in one image row, so big interiors can be drawn as filled
  /// rectangles instead of blended texture pixels.
  enum MiddleCell: Equatable {
    /// Nothing covered.
    case empty
    /// Fully covered: this colour, as bytes (alpha included).
    case full(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// Partly covered: drawn from the image.
    case partial
  }

  /// Size in pixels.
  let width: Int
  let height: Int
  /// Row-major pixels, `width` × `height`.
  let pixels: [UInt32]
  /// One entry per row for the middle column; empty when the x axis is not sliced.
  let middle: [MiddleCell]

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
            coverage >= 1 ? .full(red: r, green: g, blue: b, alpha: a) : coverage <= 0 ? .empty : .partial)
        }
      }
    }
    self.pixels = pixels
    self.middle = middle
  }

  private static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
}
