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

  /// A quick throw: press at (x, y), three moves of (dx, dy) 16 ms apart, release.
  func flick(_ x: Int, _ y: Int, _ dx: Int, _ dy: Int) -> String {
    let step = "mousemove_relative -- \(dx) \(dy) sleep 0.016"
    return "xdotool mousemove --window $id \(x) \(y) mousedown 1 \(step) \(step) \(step) mouseup 1"
  }

  @Test("pane: an xdotool fling opens it and a click mid-flight closes it")
  func pane() throws {
    // A quick upward fling of 120 pt: less than halfway, so only its velocity can open the pane.
    var fling = "xdotool mousemove --window $id 640 700 mousedown 1"
    for _ in 0..<12 { fling += " mousemove_relative -- 0 -10 sleep 0.008" }
    fling += " mouseup 1 sleep 0.12 mousemove --window $id 640 40 click 1"
    let run = try EndToEnd.scenario(scene: "pane", actions: fling)
    #expect(run.status == 0)
    #expect(run.states.contains { $0["open"] == 1 && $0["velocityY"]! < -100 })  // heading up, open
    #expect(run.states.contains { ($0["paneY"] ?? 600) < 520 })
    #expect(run.states.last?["open"] == 0 && run.states.last?["paneY"] == 600)  // reversed, closed
    #expect(run.image.map { isClose($0.pixel(x: 100, y: 300), .white) } == true)
  }

  @Test("pane: a press on the moving pane catches it on the press frame; the click then reverses it")
  func paneClickOnPane() throws {
    var actions = "xdotool mousemove --window $id 640 700 mousedown 1"
    for _ in 0..<12 { actions += " mousemove_relative -- 0 -10 sleep 0.008" }
    actions += " mouseup 1 sleep 0.1 mousemove --window $id 640 560 mousedown 1 sleep 0.06 mouseup 1"
    let run = try EndToEnd.scenario(scene: "pane", actions: actions)
    #expect(run.status == 0)
    let flying = try #require(run.states.firstIndex { $0["open"] == 1 && $0["animating"] == 1 })
    let click = run.states[flying...].filter { $0["dragging"] == 1 }
    #expect(!click.isEmpty)  // the click's press was seen
    #expect(click.allSatisfy { $0["animating"] == 0 })  // caught: held still under the pointer
    #expect(run.states.last?["open"] == 0 && run.states.last?["paneY"] == 600)  // reversed, closed
  }

  @Test("menu: the app opens on it; a click on a row opens that scene and ‹ Menu comes back")
  func menu() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let plain = try EndToEnd.run([
      "--headless", "--exit-after", "0.1", "--dump-state", dir + "/default.jsonl",
    ])
    #expect(plain.status == 0)
    #expect(EndToEnd.states(at: dir + "/default.jsonl").last?["sceneIndex"] == -1)  // no --scene: the menu
    let actions =
      "xdotool mousemove --window $id 640 340 click 1 sleep 0.4 mousemove --window $id 30 16 click 1"
    let run = try EndToEnd.scenario(scene: "menu", actions: actions)
    #expect(run.status == 0)
    let scenes = run.states.compactMap { $0["sceneIndex"] }
    #expect(scenes.first == -1 && scenes.contains(3) && scenes.last == -1)  // menu, flashlight, menu
  }

  @Test("calculator: clicking 1 2 + 7 = shows 19, and a held key is highlighted while its neighbour is not")
  func calculator() throws {
    var clicks = ""
    for (x, y) in [(507, 553), (596, 553), (773, 553), (507, 375), (773, 642)] {
      clicks += "xdotool mousemove --window $id \(x) \(y) click 1; sleep 0.05; "
    }
    let run = try EndToEnd.scenario(
      scene: "calculator", actions: clicks + "xdotool mousemove --window $id 596 464 mousedown 1")
    #expect(run.states.last?["value"] == 19)
    let image = try #require(run.image)
    #expect(isClose(image.pixel(x: 621, y: 464), Color(hex: 0x737373)))  // 5, held
    #expect(isClose(image.pixel(x: 710, y: 464), Color(hex: 0x333333)))  // 6
  }

  @Test("calculator: Num Lock off, the keypad's 2 is ↓ and its 7 Home; Num Lock on, it types")
  func keypadNumLock() throws {
    // X keycodes: 77 Num Lock, 79 the keypad's 7 (Home), 88 its 2 (↓), 86 +, 104 Enter.
    let lockOff = "if xset q | grep -q 'Num Lock: *on'; then xdotool key 77; fi"
    let run = try EndToEnd.scenario(
      scene: "calculator",
      actions:
        "\(lockOff); xdotool key Tab 88 88 79 88 space; sleep 0.1; xdotool key 77 86 88 104; sleep 0.1; \(lockOff)"
    )
    // Lock off: Tab, ↓, ↓ bring the ring from AC to 4, Home back to AC, ↓ to 7, and Space presses
    // it; lock on: + 2 =. (Without Home: 1 + 2 = 3; read as digits, the keys before the lock would
    // type 2272 and Space would clear it: 2.)
    #expect(run.status == 0)
    #expect(run.states.last?["value"] == 9)
  }

  @Test("spring: dragging the damping slider moves its thumb")
  func spring() throws {
    let run = try EndToEnd.scenario(
      scene: "spring", until: "settled \"$dump\" damping",
      actions:
        "sleep 0.3; xdotool mousemove --window $id 572 440 mousedown 1 mousemove --window $id 900 440 sleep 0.05 mousemove --window $id 1150 440 mouseup 1"
    )
    let image = try #require(run.image)
    // The thumb is where the drag let go, white under the pointer's hover shade (10 % black).
    #expect(isClose(image.pixel(x: 1150, y: 440), Color(white: 0.9), within: 0.02))
    #expect(!isClose(image.pixel(x: 572, y: 432), Color(white: 0.9), within: 0.12))
  }

  @Test("flashlight: a hard press switches the light on")
  func flashlight() throws {
    let run = try EndToEnd.scenario(
      scene: "flashlight",
      actions: "sleep 0.3; xdotool mousemove --window $id 640 416 mousedown 1 sleep 0.8 mouseup 1")
    let image = try #require(run.image)
    #expect(isClose(image.pixel(x: 622, y: 416), Color(white: 0.95)))
  }

  @Test("rubber band: a pull moves the square less than the pointer, and the release springs it back")
  func rubberBand() throws {
    let run = try EndToEnd.scenario(
      scene: "rubberband",
      actions:
        "xdotool mousemove --window $id 640 400 mousedown 1 mousemove --window $id 640 500 sleep 0.1 mousemove --window $id 640 650 sleep 0.3 mouseup 1"
    )
    let most = run.states.compactMap { $0["offset"] }.max() ?? 0
    #expect(most > 40 && most < 60)  // 250 pt of pointer travel show as 250^0.7 ≈ 48 pt
    #expect(run.states.last?["offset"] == 0)
  }

  @Test("pause: a drag that stops shows PAUSED")
  func pause() throws {
    // One xdotool process, moves every 16 ms (a 60 Hz pointer), 200 pt up, then the pointer holds still.
    var drag = "xdotool mousemove --window $id 640 580 mousedown 1"
    for step in 1...20 { drag += " mousemove --window $id 640 \(580 - 10 * step) sleep 0.016" }
    let run = try EndToEnd.scenario(scene: "pause", actions: drag)
    let image = try #require(run.image)
    var brightest = 0.0  // the label rides beside the square: right of it, level with its centre
    for x in 744..<840 { for y in 368..<392 { brightest = max(brightest, image.pixel(x: x, y: y).red) } }
    #expect(brightest > 0.9)
    #expect(run.states.last?["paused"] == 1)
  }

  @Test("drawer: a tap opens it without a bounce; a flick closes it with one")
  func drawer() throws {
    let run = try EndToEnd.scenario(
      scene: "drawer",
      actions: "sleep 0.3; xdotool mousemove --window $id 640 700 click 1; settled \"$dump\"; "
        + flick(640, 300, 0, 40))
    let offsets = run.states.compactMap { $0["offset"] }
    #expect(run.states.contains { $0["open"] == 1 && $0["offset"] == 0 })
    #expect(offsets.min() ?? -1 >= -0.5)  // the tap did not overshoot open
    #expect((offsets.max() ?? 0) > 480.5)  // the flick bounced past closed (0.6 × 800)
    #expect(run.states.last?["open"] == 0 && run.states.last?["offset"] == 480)
  }

  @Test("PiP: thrown to all four corners in turn")
  func pip() throws {
    let throws_ = [
      flick(1214, 710, -40, -40), flick(66, 122, 40, 0), flick(1214, 122, -40, 40), flick(66, 710, 40, 0),
    ]
    let run = try EndToEnd.scenario(
      scene: "pip", actions: "sleep 0.3; " + throws_.joined(separator: "; settled \"$dump\"; "))
    var visited: [Double] = []
    for state in run.states where state["animating"] == 0 && state["dragging"] == 0 {
      if let c = state["corner"], visited.last != c { visited.append(c) }
    }
    #expect(visited == [3, 0, 1, 2, 3])  // bottom right → top left → top right → bottom left → bottom right
    #expect(run.states.last?["x"] == 1214 && run.states.last?["y"] == 710)
  }

  @Test("rotation: a turn by drag settles on a quarter turn")
  func rotation() throws {
    var turn = "sleep 0.3; xdotool mousemove --window $id 760 416 mousedown 1"
    for degrees in stride(from: 10, through: 80, by: 10) {
      let a = Double(degrees) * Double.pi / 180
      turn += " mousemove --window $id \(Int(640 + 120 * cos(a))) \(Int(416 + 120 * sin(a))) sleep 0.05"
    }
    turn += " mouseup 1"
    let run = try EndToEnd.scenario(scene: "rotation", actions: turn)
    let image = try #require(run.image)
    // Turned 90° clockwise, the gradient's pink top is on the right and its purple bottom on the left.
    #expect(image.pixel(x: 760, y: 416).red - image.pixel(x: 520, y: 416).red > 0.3)
    #expect(image.pixel(x: 500, y: 316).blue > 0.5)  // an axis-aligned corner region is filled
  }
}
