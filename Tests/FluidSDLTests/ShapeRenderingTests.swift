import FluidMotion
import FluidUI
import Testing
import TestSupport

@testable import FluidSDL
import FluidRaster

extension RenderingTests {
  @Test(
    "a large nine-sliced shape on the canvas is its analytic image over the background",
    arguments: [
      Fill.solid(Color(hex: 0x808080)),
      .verticalGradient(top: Color(hex: 0x61A8FF), bottom: Color(hex: 0x243BD1)),
      .solid(Color(white: 1, alpha: 0.4)),
    ])
  func slicedOnCanvas(fill: Fill) throws {
    // Edges between pixels, and on them (where a gradient's image leaves its straight rows out).
    for rect in [
      Rect(x: 20.25, y: 30.5, width: 350.5, height: 240.75), Rect(x: 16, y: 30, width: 352, height: 241),
    ] {
      try sliced(fill: fill, rect: rect)
    }
  }

  private func sliced(fill: Fill, rect: Rect) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 400, height: 300))
    canvas.draw([.roundedRect(rect, cornerRadius: 30, fill: fill)], background: .black)
    let style = ShapeStyle.fill(fill)
    let x = AxisPlan.plan(low: rect.minX, high: rect.maxX, outside: 0.5, inside: 0, sliceable: false)
    let y = AxisPlan.plan(low: rect.minY, high: rect.maxY, outside: 0.5, inside: 0, sliceable: false)
    let image = ShapeImage(style: style, radius: 30, x: x, y: y)
    var worst = 0.0
    for row in stride(from: 0, to: image.height, by: 2) {
      for column in 0..<image.width {
        let p = image.pixels[row * image.width + column]
        let a = Double(p >> 24) / 255
        let expected = Color(
          red: Double((p >> 16) & 0xFF) / 255 * a, green: Double((p >> 8) & 0xFF) / 255 * a,
          blue: Double(p & 0xFF) / 255 * a)
        let got = try canvas.pixel(x: Double(x.start + column), y: Double(y.start + row))
        worst = max(
          worst, abs(got.red - expected.red), abs(got.green - expected.green), abs(got.blue - expected.blue))
      }
    }
    #expect(worst <= 3.0 / 255)
  }

  @Test("unchanged shapes are painted once; moving by quarter pixels reuses their images")
  func shapeCache() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 400, height: 300))
    func frame(_ dx: Double) {
      canvas.draw(
        [
          .shadow(Rect(x: 40 + dx, y: 40, width: 300, height: 200), cornerRadius: 20, shadow: Shadow()),
          .roundedRect(
            Rect(x: 40 + dx, y: 40, width: 300, height: 200), cornerRadius: 20, fill: .solid(.white)),
        ], background: .black)
    }
    frame(0)
    let first = canvas.shapeImagesPainted
    #expect(first >= 2)
    frame(0)
    #expect(canvas.shapeImagesPainted == first)
    for k in 1...8 { frame(Double(k) * 0.25) }  // two whole pixels in quarter steps
    let afterMove = canvas.shapeImagesPainted
    for k in 1...8 { frame(Double(k) * 0.25 + 10) }  // the same phases ten pixels on
    #expect(canvas.shapeImagesPainted == afterMove)
  }
}

extension RenderingTests {
  @Test("text textures stay within their budget however many strings are drawn")
  func textBudget() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 800, height: 200))
    let style = TextStyle(size: 90, color: .white, alignment: .center)
    for n in 0..<160 {
      canvas.draw(
        [.text("number \(n * 7919)", frame: Rect(x: 0, y: 0, width: 800, height: 200), style: style)],
        background: .black)
    }
    #expect(canvas.textCacheBytes <= 8 << 20)
    #expect(canvas.textCacheBytes > 0)  // the last strings are still cached
  }

  @Test(
    "a rounded rectangle's opaque rows hold only its own pixels, at any scale, solid or gradient",
    arguments: [0.5, 1, 2, 3])
  func rowsAreOpaque(scale: Double) throws {
    let rect = Rect(x: 10.25, y: 12.5, width: 150.5, height: 90.75)
    for fill in [
      Fill.solid(Color(hex: 0x4080C0)), .verticalGradient(top: .white, bottom: Color(hex: 0x102030)),
    ] {
      let command = DrawCommand.roundedRect(rect, cornerRadius: 24, fill: fill)
      let rows = try #require(command.opaqueInterior)
      #expect(abs(rows.minX - (rect.minX + 1)) < 1e-9 && abs(rows.maxX - (rect.maxX - 1)) < 1e-9)
      #expect(abs(rows.minY - (rect.minY + 25)) < 1e-9 && abs(rows.maxY - (rect.maxY - 25)) < 1e-9)
      let canvas = try OffscreenCanvas(size: Size(width: 180, height: 120), scale: scale)
      canvas.draw([command], background: .black)
      let inner = rows.insetBy(1)  // as the occlusion split takes it, then rounded out to pixels
      let (x0, x1) = ((inner.minX * scale).rounded(.down), (inner.maxX * scale).rounded(.up))
      let (y0, y1) = ((inner.minY * scale).rounded(.down), (inner.maxY * scale).rounded(.up))
      for py in stride(from: y0, to: y1, by: 1) {
        for px in [x0, x1 - 1] {
          let x = (px + 0.5) / scale
          let y = (py + 0.5) / scale
          let expected = fill.color(at: (y - rect.minY) / rect.size.height)
          let got = try canvas.pixel(x: x, y: y)
          #expect(abs(got.blue - expected.blue) <= 2.0 / 255, "(\(px), \(py)) at \(scale)x")
        }
      }
    }
  }

  @Test(
    "a turned rounded rectangle's interior holds only its own opaque pixels",
    arguments: [(0.3, 1.0), (Double.pi / 4, 2.0), (2.0, 2.0), (4.0, 1.0)])
  func turnedInteriorIsOpaque(angle: Double, scale: Double) throws {
    let card = Rect(x: 20, y: 20, width: 120, height: 120)
    let fill = Fill.verticalGradient(top: Color(hex: 0xFF28A5), bottom: Color(hex: 0x7934CF))
    let t = Transform2D.translation(80, 80).rotated(by: angle).translated(-80, -80)
    let command = DrawCommand.roundedRect(card, cornerRadius: 24, fill: fill, transform: t)
    let interior = try #require(command.opaqueInterior)
    let inverse = try #require(t.inverted)
    let canvas = try OffscreenCanvas(size: Size(width: 160, height: 160), scale: scale)
    canvas.draw([command], background: .black)
    // Its border pixels, where the outline is nearest, as the occlusion split rounds them out.
    let inner = interior.insetBy(1)
    let (x0, x1) = ((inner.minX * scale).rounded(.down), (inner.maxX * scale).rounded(.up))
    let (y0, y1) = ((inner.minY * scale).rounded(.down), (inner.maxY * scale).rounded(.up))
    let border =
      stride(from: x0, to: x1, by: 1).flatMap { [($0, y0), ($0, y1 - 1)] }
      + stride(from: y0, to: y1, by: 1).flatMap { [(x0, $0), (x1 - 1, $0)] }
    for (px, py) in border {
      let p = Vector2(x: (px + 0.5) / scale, y: (py + 0.5) / scale)
      let expected = fill.color(at: (inverse.apply(p).y - card.minY) / card.size.height)
      let got = try canvas.pixel(x: p.x, y: p.y)
      let worst = max(
        abs(got.red - expected.red), abs(got.green - expected.green), abs(got.blue - expected.blue))
      #expect(worst <= 2.0 / 255, "(\(px), \(py)) at \(angle) rad, \(scale)x")
    }
  }

  @Test(
    "a turned card over its hollow shadow looks as it does over the whole shadow",
    arguments: [(0.3, 1.0), (0.7, 2.0), (2.0, 2.0), (4.0, 1.0)])
  func hollowShadowUnderTurnedCard(angle: Double, scale: Double) throws {
    let card = Rect(x: 30, y: 30, width: 150, height: 150)
    let t = Transform2D.translation(105, 105).rotated(by: angle).translated(-105, -105)
    var shadow = Shadow(color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 6), radius: 18)
    func frame(hollow: Bool) throws -> OffscreenCanvas {
      shadow.isHollow = hollow
      let canvas = try OffscreenCanvas(size: Size(width: 210, height: 220), scale: scale)
      canvas.draw(
        [
          .shadow(card, cornerRadius: 30, shadow: shadow, transform: t),
          .roundedRect(
            card, cornerRadius: 30,
            fill: .verticalGradient(top: Color(hex: 0xFF28A5), bottom: Color(hex: 0x7934CF)),
            transform: t),
        ], background: .white)
      return canvas
    }
    #expect(try frame(hollow: true).hasSamePixels(as: try frame(hollow: false)))
  }
}
