import FluidSDL
import FluidUI
import Foundation
import Testing
import TestSupport

/// Real input through the real binary.
///
/// Xdotool drives `fluid` in an X server (Xvfb in CI). Runs when `FLUID_E2E=1` and a display are present
/// (scripts/test sets both); otherwise it is reported as skipped.
@Suite("End to end: the pane under a real X server", .enabled(if: EndToEnd.isEnabled))
struct PaneEndToEndTests {
  @Test("an xdotool fling opens the pane and a click closes it")
  func flingAndClick() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let opened = dir + "/opened.png"
    let closed = dir + "/closed.png"
    let app = try EndToEnd.launch([
      "--scene", "pane", "--size", "1280x800", "--screenshot", "2.5:\(opened)", "--screenshot",
      "6.5:\(closed)",
      "--exit-after", "7",
    ])
    let window =
      try EndToEnd.xdotool(["search", "--sync", "--name", "^Fluid"])
      .split(separator: "\n").first.map(String.init) ?? ""
    #expect(!window.isEmpty)
    // A quick upward fling of 120 pt: less than halfway, so only its velocity can open the pane.
    var fling = ["mousemove", "--window", window, "640", "700", "mousedown", "1"]
    for _ in 0..<12 { fling += ["mousemove_relative", "--", "0", "-10", "sleep", "0.008"] }
    // The window appears within ~1 s of start (xdotool polls); the fling then opens the pane well before
    // the 2.5 s screenshot, and the click 3.5 s later closes it well before the 6.5 s one.
    fling += ["mouseup", "1", "sleep", "3.5", "mousemove", "--window", window, "640", "20", "click", "1"]
    _ = try EndToEnd.xdotool(fling)
    app.waitUntilExit()
    #expect(app.terminationStatus == 0)
    let grey = Color(hex: 0x808080)
    let open = try PNGImage(contentsOf: opened)
    #expect(isClose(open.pixel(x: 640, y: 300), grey))
    #expect(isClose(open.pixel(x: 640, y: 70), grey))
    let shut = try PNGImage(contentsOf: closed)
    #expect(isClose(shut.pixel(x: 640, y: 300), .white))
    #expect(isClose(shut.pixel(x: 640, y: 700), grey))
  }
}
