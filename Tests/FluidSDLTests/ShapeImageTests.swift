import FluidMotion
import FluidUI
import Testing
import TestSupport

@testable import FluidSDL
import FluidRaster

/// A shape image's shortcut along the straight sides paints exactly what the distance to the
/// outline gives every pixel.
@Suite("Shapes: the straight sides' shortcut is exact")
struct ShapeImageTests {
  static let styles: [ShapeStyle] = [
    .fill(.solid(Color(hex: 0x808080))),
    .fill(.verticalGradient(top: Color(hex: 0x61A8FF), bottom: Color(hex: 0x243BD1))),
    .fill(.verticalGradient(top: Color(red: 1, green: 0.5, blue: 0, alpha: 0.3), bottom: .white)),
    .fill(.solid(Color(white: 1, alpha: 0.4))),
    .shadow(Color(white: 0, alpha: 0.5), feather: 18),
    .border(.white, width: 2),
  ]

  /// Every pixel and middle cell as the outline's distance at its centre makes it.
  static func reference(_ style: ShapeStyle, radius: Double, x: AxisPlan, y: AxisPlan) -> (
    pixels: [UInt32], middle: [ShapeImage.MiddleCell]
  ) {
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    let outline = RoundedOutline(width: x.outlineLength, height: y.outlineLength, radius: radius)
    var pixels: [UInt32] = []
    var middle: [ShapeImage.MiddleCell] = []
    for row in 0..<y.cells {
      let cy = y.centre(ofCell: row)
      let c = style.color(at: y.isSliced ? 0 : cy / max(y.length, 1))
      let (r, g, b) = (byte(c.red), byte(c.green), byte(c.blue))
      for column in 0..<x.cells {
        let coverage = style.coverage(outline.distance(x: x.centre(ofCell: column), y: cy))
        let a = byte(c.alpha * coverage)
        pixels.append(UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
        guard x.isSliced, column == x.head else { continue }
        middle.append(
          coverage >= 1
            ? .full(red: r, green: g, blue: b, alpha: a)
            : a == 0 ? .empty : .partial(red: r, green: g, blue: b, alpha: a))
      }
    }
    return (pixels, middle)
  }

  @Test("every pixel and middle cell equals the distance's, bit for bit", arguments: 0..<24)
  func exact(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    let style = Self.styles[seed % Self.styles.count]
    let (x0, y0) = (Double.random(in: -40...300, using: &rng), Double.random(in: -40...300, using: &rng))
    let (w, h) = (Double.random(in: 2...900, using: &rng), Double.random(in: 2...1400, using: &rng))
    let radius = Double.random(in: 0...80, using: &rng)
    let inside = max(style.inside, radius)
    let x = AxisPlan.plan(low: x0, high: x0 + w, outside: style.outside, inside: inside, sliceable: true)
    let y = AxisPlan.plan(
      low: y0, high: y0 + h, outside: style.outside, inside: inside, sliceable: !style.variesVertically)
    let image = ShapeImage(style: style, radius: radius, x: x, y: y)
    let expected = Self.reference(style, radius: radius, x: x, y: y)
    #expect(image.pixels == expected.pixels)
    #expect(image.middle == expected.middle)
  }

  @Test("rows left out keep their middle cells; the other rows are the whole image's", arguments: 0..<8)
  func leftOut(seed: Int) {
    var rng = SplitMix64(seed: UInt64(100 + seed))
    let style = Self.styles[seed % 3]  // fills: solid and gradients
    let y0 = Double.random(in: 0...50, using: &rng)
    let h = Double.random(in: 200...1500, using: &rng)
    let x = AxisPlan.plan(low: 16, high: 16 + 600, outside: style.outside, inside: 40, sliceable: true)
    let y = AxisPlan.plan(low: y0, high: y0 + h, outside: style.outside, inside: 40, sliceable: false)
    let out = 45..<(y.cells - 45)
    let whole = ShapeImage(style: style, radius: 40, x: x, y: y)
    let image = ShapeImage(style: style, radius: 40, x: x, y: y, leavingOut: out)
    #expect(image.height == y.cells - out.count)
    #expect(image.middle == whole.middle)
    let kept = (0..<y.cells).filter { !out.contains($0) }.flatMap { row in
      whole.pixels[(row * whole.width)..<((row + 1) * whole.width)]
    }
    #expect(image.pixels == kept)
  }

  @Test("a tall gradient's straight rows take their sides' coverage: most pixels are on the shortcut")
  func shortcutReached() {
    let outline = RoundedOutline(width: 3808, height: 2096, radius: 60)
    let near = stride(from: 0.5, to: 2096, by: 1).filter { y in
      let top = outline.endTerm(y: y)
      return top <= outline.sideTerm(x: 10.5) && top <= 0
    }
    #expect(near.count >= 2096 - 2 * 61)
    #expect(outline.distance(x: 10.5, y: 1000.5) == outline.sideTerm(x: 10.5) - outline.cornerRadius)
  }
}
