#if canImport(Glibc)
  import Glibc
#endif
import FluidSDL
import FluidUI
import Foundation
import Testing
import TestSupport

/// Real input through the real binary.
///
/// Xdotool drives `fluid` in an X server (Xvfb in CI), one app at a time, judged from the frames it saves.
/// Runs when `FLUID_E2E=1` and a display are present (scripts/test sets both); otherwise the suite is
/// reported as skipped.
@Suite("End to end: every scene under a real X server", .serialized, .enabled(if: EndToEnd.isEnabled))
struct SceneEndToEndTests {
  let background = Color(hex: 0x0D0D0D)

  @Test("pane: an xdotool fling opens it and a click closes it")
  func pane() throws {
    // A quick upward fling of 120 pt: less than halfway, so only its velocity can open the pane.
    var fling = "xdotool mousemove --window $id 640 700 mousedown 1"
    for _ in 0..<12 { fling += " mousemove_relative -- 0 -10 sleep 0.008" }
    fling += " mouseup 1"
    let open = try EndToEnd.scenario(scene: "pane", at: 2.5, actions: fling)
    #expect(open.status == 0)
    let grey = Color(hex: 0x808080)
    #expect(open.image.map { isClose($0.pixel(x: 100, y: 300), grey) } == true)
    let shut = try EndToEnd.scenario(
      scene: "pane", at: 4, actions: fling + "; sleep 1.5; xdotool mousemove --window $id 640 20 click 1")
    #expect(
      shut.image.map { isClose($0.pixel(x: 100, y: 300), .white) && isClose($0.pixel(x: 100, y: 700), grey) }
        == true)
  }

  @Test("calculator: keypad keys type 12+7=, and a held key is highlighted while its neighbour is not")
  func calculator() throws {
    let run = try EndToEnd.scenario(
      scene: "calculator", at: 3,
      actions:
        "for k in KP_1 KP_2 KP_Add KP_7 KP_Enter; do xdotool key --window $id $k; done; xdotool mousemove --window $id 596 464 mousedown 1"
    )
    let image = try #require(run.image)
    #expect(isClose(image.pixel(x: 621, y: 464), Color(hex: 0x737373)))  // 5, held
    #expect(isClose(image.pixel(x: 710, y: 464), Color(hex: 0x333333)))  // 6
  }

  @Test("spring: dragging the damping slider moves its thumb")
  func spring() throws {
    let run = try EndToEnd.scenario(
      scene: "spring", at: 2.5,
      actions:
        "sleep 0.3; xdotool mousemove --window $id 572 440 mousedown 1 mousemove --window $id 900 440 sleep 0.05 mousemove --window $id 1150 440 mouseup 1"
    )
    let image = try #require(run.image)
    #expect(isClose(image.pixel(x: 1150, y: 440), .white))
    #expect(!isClose(image.pixel(x: 572, y: 432), .white))
  }

  @Test("flashlight: a hard press switches the light on")
  func flashlight() throws {
    let run = try EndToEnd.scenario(
      scene: "flashlight", at: 3,
      actions: "sleep 0.3; xdotool mousemove --window $id 640 416 mousedown 1 sleep 0.8 mouseup 1")
    let image = try #require(run.image)
    #expect(isClose(image.pixel(x: 622, y: 416), Color(white: 0.95)))
  }

  @Test("rubber band: a pull moves the square less than the pointer")
  func rubberBand() throws {
    let run = try EndToEnd.scenario(
      scene: "rubberband", at: 2.5,
      actions:
        "xdotool mousemove --window $id 640 400 mousedown 1 mousemove --window $id 640 500 sleep 0.1 mousemove --window $id 640 650"
    )
    let image = try #require(run.image)
    #expect(image.pixel(x: 640, y: 505).red > 0.8)  // moved down ~48 pt for 250 pt of pointer travel
    #expect(isClose(image.pixel(x: 640, y: 545), background))
  }

  @Test("pause: a drag that stops shows PAUSED")
  func pause() throws {
    // One xdotool process, moves every 16 ms (a 60 Hz pointer), 200 pt up, then the pointer holds still.
    var drag = "xdotool mousemove --window $id 640 580 mousedown 1"
    for step in 1...20 { drag += " mousemove --window $id 640 \(580 - 10 * step) sleep 0.016" }
    let run = try EndToEnd.scenario(scene: "pause", at: 3, actions: drag)
    let image = try #require(run.image)
    var brightest = 0.0
    for x in 600..<680 { for y in 74..<96 { brightest = max(brightest, image.pixel(x: x, y: y).red) } }
    #expect(brightest > 0.9)
  }

  @Test("drawer: a click opens it")
  func drawer() throws {
    let run = try EndToEnd.scenario(
      scene: "drawer", at: 3, actions: "sleep 0.3; xdotool mousemove --window $id 640 700 click 1")
    let image = try #require(run.image)
    #expect(image.pixel(x: 640, y: 300).blue > 0.8)
  }

  @Test("PiP: a flick throws it to the top-left corner")
  func pip() throws {
    let run = try EndToEnd.scenario(
      scene: "pip", at: 3,
      actions:
        "sleep 0.3; xdotool mousemove --window $id 1188 710 mousedown 1 mousemove --window $id 1150 680 sleep 0.02 mousemove --window $id 1100 640 sleep 0.02 mousemove --window $id 1050 600 mouseup 1"
    )
    let image = try #require(run.image)
    let slot = image.pixel(x: 66, y: 122)
    #expect(slot.red > 0.8 && slot.green > 0.6 && slot.blue < 0.4)
    #expect(isClose(image.pixel(x: 1213, y: 710), .black))  // its old slot is empty
  }

  @Test("rotation: a turn by drag settles on a quarter turn")
  func rotation() throws {
    var turn = "sleep 0.3; xdotool mousemove --window $id 760 416 mousedown 1"
    for degrees in stride(from: 10, through: 80, by: 10) {
      let a = Double(degrees) * Double.pi / 180
      turn += " mousemove --window $id \(Int(640 + 120 * cos(a))) \(Int(416 + 120 * sin(a))) sleep 0.05"
    }
    turn += " mouseup 1"
    let run = try EndToEnd.scenario(scene: "rotation", at: 3.5, actions: turn)
    let image = try #require(run.image)
    // Turned 90° clockwise, the gradient's pink top is on the right and its purple bottom on the left.
    #expect(image.pixel(x: 760, y: 416).red - image.pixel(x: 520, y: 416).red > 0.3)
    #expect(image.pixel(x: 500, y: 316).blue > 0.5)  // an axis-aligned corner region is filled
  }
}
