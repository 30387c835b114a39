import FluidMotion
@testable import FluidSDL
import FluidUI
import Foundation
import Testing
import TestSupport

extension RenderingTests {
  @Test("a rotated, scaled layer draws turned: its centre filled, its unturned corners empty")
  func rotatedLayer() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 400, height: 400))
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let square = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    square.fill = .verticalGradient(top: Color(hex: 0xFF28A5), bottom: Color(hex: 0x8C2AFF))
    square.cornerRadius = 40
    square.transform = LayerTransform(scale: Vector2(x: 0.8, y: 0.8), rotation: Double.pi / 4)
    square.text = "45°"
    square.textStyle = TextStyle(size: 40, color: .white, bold: true, alignment: .center)
    root.addSublayer(square)
    var commands: [DrawCommand] = []
    root.render(into: &commands)
    canvas.draw(commands, background: .black)
    if let dir = ProcessInfo.processInfo.environment["FLUID_TEST_ARTIFACTS"] {
      try canvas.savePNG(to: dir + "/rotated.png")
    }
    #expect(try canvas.pixel(x: 200, y: 140).red > 0.5)  // on the vertical diagonal, inside
    #expect(isClose(try canvas.pixel(x: 112, y: 112), .black))  // the unturned frame's corner
    #expect(try canvas.pixel(x: 200, y: 105).red > 0.3)  // the turned corner reaches up
  }

  @Test("a frame of many turned shapes holds their textures only until two seconds of frames without")
  func turnedTexturesFreed() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 800, height: 600))
    let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    for k in 0..<40 {
      let card = Layer(frame: Rect(x: Double(k % 8) * 100, y: Double(k / 8) * 100, width: 90, height: 90))
      card.fill = .solid(.white)
      card.transform = LayerTransform(rotation: 0.1 + Double(k) * 0.01)
      root.addSublayer(card)
    }
    var many: [DrawCommand] = []
    root.render(into: &many)
    canvas.draw(many, background: .black)
    let held = canvas.turnedBytes
    #expect(held >= 40 * 90 * 90 * 4)
    let plain: [DrawCommand] = [
      .roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, fill: .solid(.white))
    ]
    for _ in 0..<100 { canvas.draw(plain, background: .black) }
    #expect(canvas.turnedBytes == held)  // still within two seconds of frames: kept for a return
    for _ in 0..<60 { canvas.draw(plain, background: .black) }
    #expect(canvas.turnedBytes == 0)
  }
}
