import FluidMotion
import Foundation
import FluidUI
import Testing
import TestSupport

@testable import FluidSDL
import FluidRaster

/// The pure parts of shape drawing: nine-slice plans, analytic images, turned shapes.
@Suite("Shapes: nine-slice plans, analytic coverage and turned shapes")
struct ShapeRasterTests {
  static let styles: [ShapeStyle] = [
    .fill(.solid(Color(hex: 0x808080))), .shadow(Color(white: 0, alpha: 0.5), feather: 18),
    .border(.white, width: 2),
  ]

  /// The image of `plan` expanded to window pixels: what the painter puts on screen.
  func expanded(_ image: ShapeImage, x: AxisPlan, y: AxisPlan) -> [UInt32] {
    var out = [UInt32](repeating: 0, count: x.span * y.span)
    for row in 0..<y.cells {
      let (top, rows) = y.window(ofCell: row)
      for column in 0..<x.cells {
        let (left, columns) = x.window(ofCell: column)
        for wy in top..<(top + rows) {
          for wx in left..<(left + columns) {
            out[(wy - y.start) * x.span + (wx - x.start)] = image.pixels[row * image.width + column]
          }
        }
      }
    }
    return out
  }

  @Test("a plan covers every window pixel once, and a sliced one stays short", arguments: 0..<40)
  func planCoversOnce(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    let low = Double.random(in: -50...500, using: &rng)
    let high = low + Double.random(in: 1...900, using: &rng)
    let plan = AxisPlan.plan(
      low: low, high: high, outside: Double.random(in: 0.5...12, using: &rng),
      inside: Double.random(in: 0.5...40, using: &rng), sliceable: true)
    var covered = [Int](repeating: 0, count: plan.span)
    for k in 0..<plan.cells {
      let (first, count) = plan.window(ofCell: k)
      for p in first..<(first + count) { covered[p - plan.start] += 1 }
    }
    #expect(covered.allSatisfy { $0 == 1 })
    if plan.isSliced { #expect(plan.cells < 120) }
  }

  @Test("a nine-sliced image lands on the same pixels as the whole one", arguments: styles)
  func slicedMatchesWhole(style: ShapeStyle) {
    for (x0, y0, w, h, r) in [(10.25, 20.5, 400.0, 260.0, 24.0), (3.75, 7.0, 180.5, 120.25, 20.125)] {
      let inside = max(style.inside, r)
      let sx = AxisPlan.plan(low: x0, high: x0 + w, outside: style.outside, inside: inside, sliceable: true)
      let sy = AxisPlan.plan(low: y0, high: y0 + h, outside: style.outside, inside: inside, sliceable: true)
      let wx = AxisPlan.plan(low: x0, high: x0 + w, outside: style.outside, inside: inside, sliceable: false)
      let wy = AxisPlan.plan(low: y0, high: y0 + h, outside: style.outside, inside: inside, sliceable: false)
      #expect(sx.isSliced && sy.isSliced)
      let sliced = expanded(ShapeImage(style: style, radius: r, x: sx, y: sy), x: sx, y: sy)
      let whole = ShapeImage(style: style, radius: r, x: wx, y: wy).pixels
      #expect(sliced.count == whole.count)
      let worst = zip(sliced, whole).map { maxByteDifference($0, $1) }.max() ?? 0
      #expect(worst <= 1)
    }
  }

  @Test("the middle column tells filled rows from edge rows")
  func middleColumn() {
    let style = ShapeStyle.fill(.solid(.white))
    let x = AxisPlan.plan(low: 0, high: 300, outside: 0.5, inside: 20, sliceable: true)
    let y = AxisPlan.plan(low: 0.5, high: 200.5, outside: 0.5, inside: 20, sliceable: true)
    let image = ShapeImage(style: style, radius: 20, x: x, y: y)
    #expect(image.middle.count == y.cells)
    #expect(image.middle.first == .partial(red: 255, green: 255, blue: 255, alpha: 128))  // half covered
    #expect(image.middle[y.head] == .full(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(image.middle.last == .partial(red: 255, green: 255, blue: 255, alpha: 128))
  }

  @Test(
    "a copy is clipped by hand: 1:1 axes lose the same pixels on both sides, stretched pixels stay",
    arguments: [
      // source start, length; destination start, length; clip; expected (nil: nothing left)
      ((5, 10, -4, 10, 0, 100), (9, 6, 0, 6) as (Int32, Int32, Int32, Int32)?),
      ((0, 10, 95, 10, 0, 100), (0, 5, 95, 5)),
      ((3, 1, -50, 400, 0, 100), (3, 1, 0, 100)),
      ((3, 1, 20, 40, 30, 35), (3, 1, 30, 5)),
      ((0, 10, 200, 10, 0, 100), nil),
      ((0, 4, 10, 9, 0, 12), (0, 4, 10, 9)),  // another scale: left to SDL
    ] as [((Int32, Int32, Int32, Int32, Int32, Int32), (Int32, Int32, Int32, Int32)?)])
  func copyClipping(
    input: (Int32, Int32, Int32, Int32, Int32, Int32), expected: (Int32, Int32, Int32, Int32)?
  ) {
    let (s0, sl, d0, dl, c0, c1) = input
    let got = ShapePainter.clipped(s0, sl, d0, dl, c0, c1)
    #expect(got.map { [$0.0, $0.1, $0.2, $0.3] } == expected.map { [$0.0, $0.1, $0.2, $0.3] })
  }

  @Test("coverage: half a pixel on the edge, a smooth shadow, an outline of its width")
  func coverage() {
    #expect(ShapeStyle.fill(.solid(.white)).coverage(0) == 0.5)
    let shadow = ShapeStyle.shadow(.black, feather: 10)
    #expect(shadow.coverage(-5) == 1 && shadow.coverage(5) == 0 && shadow.coverage(0) == 0.5)
    let border = ShapeStyle.border(.white, width: 3)
    #expect(border.coverage(-1.5) == 1 && border.coverage(-6) == 0 && border.coverage(1) == 0)
    let outline = RoundedOutline(width: 100, height: 60, radius: 10)
    #expect(isClose(outline.distance(x: 50, y: 30), -30, within: 1e-12))
    #expect(isClose(outline.distance(x: 0, y: 0), (2.0).squareRoot() * 10 - 10, within: 1e-12))
  }

  @Test("a turned shape at angle 0 paints what the axis-aligned image paints", arguments: styles)
  func turnedAtZero(style: ShapeStyle) {
    let (w, h, r) = (120.0, 80.0, 16.0)
    let turned = TurnedShape(
      style: style, width: w, height: h, radius: r, angle: 0, centreX: 200, centreY: 150, hollow: false)
    let box = turned.bounds
    var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: box.width * box.height)
    let bands = pixels.withUnsafeMutableBufferPointer {
      turned.paint(into: $0.baseAddress!, pitch: box.width)
    }
    let copied = Self.copied(bands, skipsInside: turned.insideCopy == .skip)
    let x = AxisPlan.plan(low: 140, high: 260, outside: style.outside, inside: 0, sliceable: false)
    let y = AxisPlan.plan(low: 110, high: 190, outside: style.outside, inside: 0, sliceable: false)
    let image = ShapeImage(style: style, radius: r, x: x, y: y)
    var worst = 0
    for row in 0..<box.height {
      for column in 0..<box.width {
        let (wx, wy) = (box.x + column - x.start, box.y + row - y.start)
        let inImage = wx >= 0 && wx < image.width && wy >= 0 && wy < image.height
        let expected = inImage ? image.pixels[wy * image.width + wx] : 0
        guard copied(row, column) else {
          #expect(expected >> 24 == 0, "(\(column), \(row)) is painted but not copied")
          continue
        }
        worst = max(
          worst, maxByteDifference(pixels[row * box.width + column], expected, alphaOnlyWhenClear: true))
      }
    }
    #expect(worst <= 1)
  }

  /// Turned shapes to check against the per-pixel reference: gradients, shadows, outlines, thin and
  /// round ones, at angles in every quadrant.
  static let turnedCases: [TurnedShape] = [
    TurnedShape(
      style: .fill(.verticalGradient(top: Color(hex: 0xFF28A5), bottom: Color(hex: 0x7934CF))), width: 300,
      height: 300, radius: 60, angle: 0.7, centreX: 400.3, centreY: 300.6, hollow: false),
    TurnedShape(
      style: .shadow(Color(white: 0, alpha: 0.5), feather: 36), width: 240, height: 160, radius: 24,
      angle: 2.6, centreX: 300, centreY: 250, hollow: true),
    TurnedShape(
      style: .shadow(Color(white: 0, alpha: 0.5), feather: 12), width: 120, height: 90, radius: 0,
      angle: -1.2, centreX: 150.5, centreY: 150, hollow: false),
    TurnedShape(
      style: .border(.white, width: 3), width: 200, height: 120, radius: 30, angle: 4.0, centreX: 220,
      centreY: 180, hollow: false),
    TurnedShape(
      style: .fill(.solid(Color(hex: 0x3366CC))), width: 6, height: 140, radius: 3, angle: 0.2, centreX: 80,
      centreY: 90, hollow: false),
    TurnedShape(
      style: .shadow(.black, feather: 40), width: 20, height: 20, radius: 10, angle: 0.9, centreX: 60,
      centreY: 60, hollow: true),
    TurnedShape(
      style: .shadow(Color(white: 0, alpha: 0.5), feather: 36), width: 300, height: 300, radius: 60,
      angle: 0.7, centreX: 400.3, centreY: 312.6, hollow: true, covering: SIMD2(0, -12)),
  ]

  @Test("a turned shape paints each pixel as its exact coverage and colour", arguments: turnedCases)
  func turnedMatchesReference(shape: TurnedShape) {
    let box = shape.bounds
    var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: box.width * box.height)
    let bands = pixels.withUnsafeMutableBufferPointer { shape.paint(into: $0.baseAddress!, pitch: box.width) }
    let copied = Self.copied(bands, skipsInside: shape.insideCopy == .skip)
    let outline = RoundedOutline(width: shape.width, height: shape.height, radius: shape.radius)
    let (c, s) = (cos(shape.angle), sin(shape.angle))
    let hollow = shape.hollow || shape.style.isEmptyInside
    var worst = 0
    for row in 0..<box.height {
      for column in 0..<box.width {
        let (dx, dy) = (
          Double(box.x + column) + 0.5 - shape.centreX, Double(box.y + row) + 0.5 - shape.centreY
        )
        let (lx, ly) = (shape.width / 2 + c * dx + s * dy, shape.height / 2 - s * dx + c * dy)
        let d = outline.distance(x: lx, y: ly)
        var coverage = shape.style.coverage(d)
        if let cover = shape.covering, shape.hollow {
          if outline.distance(x: lx - cover.x, y: ly - cover.y) <= -1 { coverage = 0 }  // under its card
        } else if hollow && d <= -shape.style.inside {
          coverage = 0
        }
        let colour = shape.style.color(at: ly / shape.height)
        func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v * 255)) + 0.5) }
        let expected =
          coverage <= 0
          ? 0
          : byte(colour.alpha * coverage) << 24 | byte(colour.red) << 16 | byte(colour.green) << 8
            | byte(colour.blue)
        guard copied(row, column) else {
          #expect(expected >> 24 == 0, "(\(column), \(row)) is painted but not copied")
          continue
        }
        worst = max(
          worst, maxByteDifference(pixels[row * box.width + column], expected, alphaOnlyWhenClear: true))
      }
    }
    #expect(worst <= 1)
  }

  @Test("a hollow turned shadow leaves its covered inside empty")
  func hollowTurned() {
    let shadow = TurnedShape(
      style: .shadow(.black, feather: 10), width: 200, height: 200, radius: 20, angle: 0.6, centreX: 300,
      centreY: 300, hollow: true)
    let box = shadow.bounds
    var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: box.width * box.height)
    let bands = pixels.withUnsafeMutableBufferPointer {
      shadow.paint(into: $0.baseAddress!, pitch: box.width)
    }
    let copied = Self.copied(bands, skipsInside: true)
    #expect(!copied(300 - box.y, 300 - box.x))  // its centre is neither painted nor copied
    #expect(pixels[(300 - box.y) * box.width + (300 - box.x)] == 0xDEAD_BEEF)
    #expect(pixels.contains { $0 >> 24 == 255 })  // opaque just inside the edge
  }

  /// Whether the pixel at (`row`, `column`) of a turned shape's image is copied to the window by
  /// `bands` (not in a band's skipped inside, when `skipsInside`).
  static func copied(_ bands: [TurnedBand], skipsInside: Bool) -> (Int, Int) -> Bool {
    { row, column in
      bands.contains { band in
        (band.top..<(band.top + band.rows)).contains(row) && band.reach.contains(column)
          && !(skipsInside && band.inside.contains(column))
      }
    }
  }

  /// The largest difference of the four bytes; fully transparent pixels compare by alpha only.
  func maxByteDifference(_ a: UInt32, _ b: UInt32, alphaOnlyWhenClear: Bool = false) -> Int {
    func byte(_ p: UInt32, _ k: UInt32) -> Int { Int((p >> (k * 8)) & 0xFF) }
    if alphaOnlyWhenClear && (byte(a, 3) == 0 || byte(b, 3) == 0) { return abs(byte(a, 3) - byte(b, 3)) }
    var worst = 0
    for k: UInt32 in 0..<4 { worst = max(worst, abs(byte(a, k) - byte(b, k))) }
    return worst
  }
}
