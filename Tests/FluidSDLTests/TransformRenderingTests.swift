import FluidMotion
import FluidSDL
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
}
