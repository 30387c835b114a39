import FluidSDL
import FluidUI
import Foundation
import Testing
import TestSupport

/// Push, pop and the swipe back through the real binary, driven by xdotool; part of the serialized
/// window suite: its timings assume one app at a time.
extension SceneEndToEndTests {
  @Test("a click on a row pushes the scene through every step between the menu and the scene")
  func push() throws {
    let run = try EndToEnd.scenario(
      scene: "menu", actions: "xdotool mousemove --window $id 640 340 sleep 0.2 click 1")
    #expect(run.status == 0)
    let navs = run.states.compactMap { $0["nav"] }
    #expect(navs.first == 0 && navs.last == 1)
    #expect(navs.filter { $0 > 0.05 && $0 < 0.95 }.count >= 4, "the push is animated: \(navs)")
    #expect(zip(navs, navs.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "no overshoot, no jump back")
    #expect(run.states.last?["sceneIndex"] == 3 && run.states.last?["navScene"] == 3)
  }

  @Test("a drag from the left edge pops the scene interactively; a short slow one cancels")
  func swipeBack() throws {
    var swipe = "xdotool mousemove --window $id 12 400 sleep 0.2 mousedown 1"
    for x in stride(from: 40, through: 800, by: 40) {
      swipe += " mousemove --window $id \(x) 404 sleep 0.016"
    }
    swipe += " mouseup 1"
    let run = try EndToEnd.scenario(scene: "pane", actions: swipe)
    #expect(run.status == 0)
    let navs = run.states.compactMap { $0["nav"] }
    #expect(navs.contains { $0 > 0.3 && $0 < 0.9 }, "the scene followed the pointer")
    #expect(run.states.last?["nav"] == 0 && run.states.last?["sceneIndex"] == -1)
    #expect(run.states.allSatisfy { $0["open"] ?? 0 == 0 }, "the pane never saw the edge press as a click")
    let image = try #require(run.image)
    #expect(isClose(image.pixel(x: 640, y: 16), Color(white: 0, alpha: 1), within: 0.2))  // the menu's bar

    var nudge = "xdotool mousemove --window $id 12 400 sleep 0.2 mousedown 1"
    for x in stride(from: 30, through: 200, by: 10) { nudge += " mousemove --window $id \(x) 402 sleep 0.05" }
    nudge += " sleep 0.3 mouseup 1"
    let cancelled = try EndToEnd.scenario(scene: "drawer", actions: nudge)
    let held = cancelled.states.compactMap { $0["nav"] }
    #expect(held.contains { $0 < 0.9 } && cancelled.states.last?["nav"] == 1)
    #expect(cancelled.states.last?["sceneIndex"] == 6)
  }

  @Test("a double click on a row opens the scene once; its second click does not reach the scene")
  func doubleClick() throws {
    let run = try EndToEnd.scenario(
      scene: "menu",
      actions: "xdotool mousemove --window $id 640 148 sleep 0.2 click --repeat 2 --delay 80 1")
    #expect(run.status == 0)
    #expect(run.states.last?["sceneIndex"] == 0 && run.states.last?["nav"] == 1)
    #expect(run.states.allSatisfy { $0["open"] ?? 0 == 0 }, "the pane did not open by itself")
  }

  @Test("Esc pops back to the menu, on the row it came from")
  func escape() throws {
    let run = try EndToEnd.scenario(
      scene: "menu",
      actions: "xdotool mousemove --window $id 640 400 sleep 0.2 key 6; settled \"$dump\"; xdotool key Escape"
    )
    #expect(run.status == 0)
    let scenes = run.states.compactMap { $0["sceneIndex"] }
    #expect(scenes.contains(6) && scenes.last == -1)
    #expect(run.states.last?["nav"] == 0 && run.states.last?["selection"] == 6)
  }

  @Test("the mouse's Back button (8) pops to the menu, its Forward button (9) and Alt+→ open the scene again")
  func backAndForwardButtons() throws {
    let run = try EndToEnd.scenario(
      scene: "menu",
      actions: """
        xdotool mousemove --window $id 640 400 sleep 0.2 key 6; settled "$dump"; xdotool click 8
        settled "$dump"; xdotool click 9; settled "$dump"; xdotool key alt+Left; settled "$dump"
        xdotool key alt+Right
        """)
    #expect(run.status == 0)
    let scenes = run.states.compactMap { $0["sceneIndex"] }
    let changes = zip(scenes, scenes.dropFirst()).filter { $0 != $1 }.map(\.1)
    #expect(changes == [6, -1, 6, -1, 6], "\(changes)")
    #expect(run.states.last?["nav"] == 1)
  }
}
