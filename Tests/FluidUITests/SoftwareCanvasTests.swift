import FluidMotion
import FluidPNG
import Foundation
import TestSupport
import Testing

@testable import FluidUI

/// FluidUI's own rasteriser: coverage at edges, turned and clipped shapes, shadows, text, and a
/// capture written with no canvas set.
@Suite("SoftwareCanvas: frames drawn without SDL")
@MainActor
struct SoftwareCanvasTests {
  @Test("a display with no canvas set captures its frame to a PNG with FluidUI alone")
  func captureWithoutCanvas() throws {
    let display = VirtualDisplay(scene: SquareScene(), size: Size(width: 64, height: 48))
    display.step()
    let path = NSTemporaryDirectory() + "fluid-software-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try display.capture(to: path)
    let image = try PNGImage(contentsOf: path)
    #expect(image.width == 64 && image.height == 48)
    #expect(image.argb(x: 20, y: 20) == 0xFFFF_0000 && image.argb(x: 50, y: 40) == 0xFF80_8080)
  }

  @Test("a capture to a path that cannot be written throws, naming it, and writes nothing")
  func unwritable() {
    let display = VirtualDisplay(scene: SquareScene(), size: Size(width: 64, height: 48))
    display.step()
    let path = NSTemporaryDirectory() + "fluid-no-such-folder-\(UUID().uuidString)/frame.png"
    #expect {
      try display.capture(to: path)
    } throws: { error in
      "\(error)".contains(path)
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("an edge halfway through a pixel covers half of it; a corner's arc is anti-aliased")
  func coverage() {
    let canvas = SoftwareCanvas(size: Size(width: 40, height: 40))
    canvas.draw(
      [.roundedRect(Rect(x: 10.5, y: 10, width: 20, height: 20), cornerRadius: 8, fill: .solid(.white))],
      background: .black)
    #expect(isClose(canvas.pixel(x: 10, y: 20).red, 128 / 255, within: 1e-9))
    #expect(canvas.pixel(x: 20, y: 20).red == 1 && canvas.pixel(x: 9, y: 20).red == 0)
    #expect(canvas.pixel(x: 10.5, y: 10).red == 0)  // the corner's outside
    // Pixel (12, 12): its centre (12.5, 12.5) lies 0.14 px outside the arc (radius 8 about (18.5, 18)).
    let outside = (36.0 + 30.25).squareRoot() - 8
    #expect(isClose(canvas.pixel(x: 12, y: 12).red, 0.5 - outside, within: 1.0 / 255))
  }

  @Test("a square turned 45° about its centre covers its centre and not its old corners; a clip cuts it")
  func turnedAndClipped() {
    let t = Transform2D.translation(20, 20).rotated(by: .pi / 4).translated(-10, -10)
    let square = DrawCommand.roundedRect(
      Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, fill: .solid(.white), transform: t)
    let canvas = SoftwareCanvas(size: Size(width: 40, height: 40))
    canvas.draw([square], background: .black)
    #expect(canvas.pixel(x: 20, y: 20).red == 1 && canvas.pixel(x: 11, y: 11).red == 0)
    #expect(canvas.pixel(x: 20, y: 7).red == 1)  // its top corner, 14.1 pt up
    canvas.draw([.clip(Rect(x: 0, y: 0, width: 20, height: 40)), square, .clip(nil)], background: .black)
    #expect(canvas.pixel(x: 15, y: 20).red == 1 && canvas.pixel(x: 25, y: 20).red == 0)
  }

  @Test("a hollow shadow shows only outside its shape; a solid one under it too")
  func shadows() {
    let rect = Rect(x: 10, y: 10, width: 20, height: 20)
    var shadow = Shadow(color: Color(white: 1, alpha: 1), offset: Size(width: 0, height: 0), radius: 6)
    let canvas = SoftwareCanvas(size: Size(width: 40, height: 40))
    canvas.draw([.shadow(rect, cornerRadius: 0, shadow: shadow)], background: .black)
    #expect(canvas.pixel(x: 20, y: 20).red > 0.99 && canvas.pixel(x: 8, y: 20).red > 0.05)
    shadow.isHollow = true
    canvas.draw([.shadow(rect, cornerRadius: 0, shadow: shadow)], background: .black)
    #expect(canvas.pixel(x: 20, y: 20).red == 0 && canvas.pixel(x: 8, y: 20).red > 0.05)
  }

  @Test("text is filled from the font's outlines inside its line's box, centred as the window centres it")
  func text() {
    let canvas = SoftwareCanvas(size: Size(width: 200, height: 60))
    let frame = Rect(x: 0, y: 0, width: 200, height: 60)
    let style = TextStyle(size: 20, color: .white, alignment: .center)
    canvas.draw([.text("Fluid", frame: frame, style: style)], background: .black)
    var ink: [Vector2] = []
    for y in 0..<60 {
      for x in 0..<200 where canvas.pixel(x: Double(x), y: Double(y)).red > 0.5 {
        ink.append(Vector2(x: Double(x), y: Double(y)))
      }
    }
    guard let font = canvas.textRaster.line("Fluid", pixelSize: 20, bold: false) else {
      Issue.record("no font: install fonts-dejavu-core")
      return
    }
    #expect(ink.count > 80)
    let (xs, ys) = (ink.map(\.x), ink.map(\.y))
    #expect(xs.min()! >= 100 - Double(font.width) / 2 - 1 && xs.max()! <= 100 + Double(font.width) / 2 + 1)
    #expect(ys.min()! >= 30 - Double(font.height) / 2 - 1 && ys.max()! <= 30 + Double(font.height) / 2)
  }

  @Test(
    "a damaged font never crashes or hangs: 300 seeded corruptions of DejaVu Sans each draw or draw nothing")
  func damagedFonts() throws {
    guard let path = FontLocator().regular?.path, let bytes = FileManager.default.contents(atPath: path)
    else {
      Issue.record("no font: install fonts-dejavu-core")
      return
    }
    var random = SeededGenerator(seed: 7)
    var drawn = 0
    for round in 0..<300 {
      var data = [UInt8](bytes)
      if round % 3 == 0 { data = Array(data.prefix(Int.random(in: 0..<data.count, using: &random))) }
      for _ in 0..<Int.random(in: 1...64, using: &random) where !data.isEmpty {
        data[Int.random(in: 0..<min(data.count, 4096), using: &random)] = UInt8.random(
          in: 0...255, using: &random)
        data[Int.random(in: 0..<data.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
      }
      guard let font = try? TrueTypeFont(data) else { continue }
      for scalar in "Ag9é".unicodeScalars {
        let glyph = font.glyph(for: scalar)
        drawn += font.contours(of: glyph).count > 0 ? 1 : 0
        _ = font.advance(of: glyph)
      }
    }
    #expect(drawn > 0)  // most corruptions leave glyphs to draw
  }

  @Test("glyphs that rise above the line box (Vietnamese capitals) are cut, not a crash; any size is clamped")
  func overshootAndSizes() {
    let canvas = SoftwareCanvas(size: Size(width: 300, height: 80))
    for size in [16.0, 40] {
      let style = TextStyle(size: size, color: .white, alignment: .left)
      canvas.draw(
        [.text("Ẫ Ấ Việt", frame: Rect(x: 0, y: 0, width: 300, height: 80), style: style)], background: .black
      )
    }
    #expect(SoftwareCanvas(size: Size(width: 1e19, height: .nan)).pixelWidth == 8_192)
    #expect(canvas.pixel(x: .infinity, y: .nan) == .black)
  }

  @Test("a colour past opaque (an overshooting spring) is drawn opaque, not wrapped into its neighbour")
  func overshootingAlpha() {
    let canvas = SoftwareCanvas(size: Size(width: 10, height: 10))
    canvas.draw(
      [
        .roundedRect(
          Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, fill: .solid(Color(white: 1, alpha: 1.02))
        )
      ],
      background: .black)
    #expect(canvas.pixel(x: 5, y: 5) == Color(white: 1))
  }
}
