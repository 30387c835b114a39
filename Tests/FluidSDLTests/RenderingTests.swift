import FluidMotion
import FluidSDL
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// SDL state is process-wide, so every SDL test runs in this one serialized suite.
@Suite("SDL: software rendering (dummy video driver) and disk audio", .serialized)
@MainActor
struct RenderingTests {
  let grey = Color(hex: 0x808080)

  func render(_ scene: PaneScene, on canvas: OffscreenCanvas) {
    var commands: [DrawCommand] = []
    scene.root.render(into: &commands)
    canvas.draw(commands, background: .white)
  }

  @Test("the pane closed and open: grey where the pane is, white above it")
  func paneClosedAndOpen() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 640, height: 400))
    let scene = PaneScene()
    let session = ScriptedSession(scene: scene, size: canvas.size)
    render(scene, on: canvas)
    #expect(isClose(try canvas.pixel(x: 320, y: 350), grey))  // below 0.75·H = 300
    #expect(isClose(try canvas.pixel(x: 320, y: 200), .white))
    session.key(.space)
    #expect(session.settle())
    render(scene, on: canvas)
    #expect(isClose(try canvas.pixel(x: 320, y: 200), grey))  // open: top edge at 50
    #expect(isClose(try canvas.pixel(x: 100, y: 60), grey))  // off the grabber
    #expect(isClose(try canvas.pixel(x: 320, y: 40), .white, within: 0.1))  // above it, shadow at most
  }

  @Test("rounded corners are anti-aliased and gradients run top to bottom")
  func shapes() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 200, height: 200))
    let top = Color(hex: 0x64CCF7)
    let bottom = Color(hex: 0x359EEC)
    canvas.draw(
      [
        .roundedRect(
          Rect(x: 20, y: 20, width: 160, height: 160), cornerRadius: 32,
          fill: .verticalGradient(top: top, bottom: bottom))
      ],
      background: .black)
    #expect(isClose(try canvas.pixel(x: 100, y: 21), top, within: 0.03))
    #expect(isClose(try canvas.pixel(x: 100, y: 178), bottom, within: 0.03))
    #expect(isClose(try canvas.pixel(x: 21, y: 21), .black))  // cut away by the corner
    // Crossing the corner's arc, one pixel is partly covered: the edge is blended, not stepped.
    var blended = 0
    for x in 20..<40 {
      let red = try canvas.pixel(x: Double(x), y: 30).red
      if red > 0.05 && red < top.red - 0.05 { blended += 1 }
    }
    #expect(blended >= 1)
    #expect(try canvas.pixel(x: 36, y: 30).red > top.red - 0.02)
  }

  @Test("a HiDPI canvas draws the same layout at twice the pixels")
  func hiDPI() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 320, height: 200), scale: 2)
    let scene = PaneScene()
    _ = ScriptedSession(scene: scene, size: canvas.size)
    render(scene, on: canvas)
    #expect(isClose(try canvas.pixel(x: 60, y: 160), grey))  // off the grabber
    #expect(isClose(try canvas.pixel(x: 160, y: 100), .white))
  }

  @Test("text draws (or, with no font, is skipped without failing)")
  func text() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 200, height: 60))
    canvas.draw(
      [
        .text(
          "Fluid", frame: Rect(x: 0, y: 0, width: 200, height: 60),
          style: TextStyle(size: 40, color: .black, alignment: .center))
      ], background: .white)
    var dark = 0
    for x in stride(from: 40.0, to: 160, by: 2) where try canvas.pixel(x: x, y: 30).red < 0.5 { dark += 1 }
    #expect(dark > 3)
  }
}
