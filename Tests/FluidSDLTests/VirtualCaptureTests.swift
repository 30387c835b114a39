import FluidPNG
import FluidSDL
import FluidUI
import Foundation
import TestSupport
import Testing

/// `VirtualDisplay.capture(to:)`: the frame on the virtual screen, as a PNG, after any step.
@Suite("Capturing a virtual display")
@MainActor
struct VirtualCaptureTests {
  @Test(
    "after step(), capture(to:) writes the frame shown, drawn whole or in part", arguments: [false, true])
  func afterStep(partially: Bool) throws {
    let display = VirtualDisplay(scene: SquareScene(), size: Size(width: 64, height: 48))
    display.platform.canvas = try OffscreenCanvas(size: Size(width: 64, height: 48))
    display.platform.presentsPartially = partially
    display.step()
    display.step()
    let path = NSTemporaryDirectory() + "fluid-capture-\(UUID().uuidString).png"
    try display.capture(to: path)
    let image = try PNGImage(contentsOf: path)
    #expect(image.width == 64 && image.height == 48)
    let inside = image.pixel(x: 20, y: 20)
    let outside = image.pixel(x: 50, y: 40)
    #expect(inside.red > 0.95 && inside.green < 0.05 && inside.alpha > 0.99, "\(inside)")
    #expect(abs(outside.red - 0.5) < 0.02 && outside.alpha > 0.99, "\(outside)")
  }

  @Test("a capture before any frame throws and writes nothing")
  func nothingToCapture() throws {
    let path = NSTemporaryDirectory() + "fluid-capture-\(UUID().uuidString).png"
    let platform = VirtualPlatform(size: Size(width: 64, height: 48))
    platform.canvas = try OffscreenCanvas(size: Size(width: 64, height: 48))
    #expect(throws: VirtualPlatform.NoFrame.self) { try platform.capture(to: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
