import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The pointer and the focus, as GTK has them: a click hides the ring until a key is pressed, and a
/// slider the pointer moved takes the focus, so the arrows adjust what the pointer did.
@Suite("Focus on click: the ring hides after a click, a dragged slider takes the focus")
@MainActor
struct FocusOnClickTests {
  @Test(
    "a drag on a slider gives it the focus with no ring; the next arrow shows the ring there and adjusts it")
  func dragFocusesTheSlider() throws {
    let host = SceneHost(entry: try SceneCatalog.find("spring"), context: SceneContext())
    let s = ScriptedSession(scene: host)  // the square runs on: no rest to wait for
    s.run(1)
    s.key(.tab)  // the ring on the first slider, the damping
    s.run(0.1)
    let focus = host.context.focus
    #expect(host.state["selected"] == 0 && !focus.ring.isHidden)
    let (damping, response) = (try #require(host.state["damping"]), try #require(host.state["response"]))
    // The response slider's knob (1 of 0.1…2, on a 1220-pt track from x 30, 578 pt down).
    let knob = Vector2(x: 30 + (1 - 0.1) / 1.9 * 1220, y: 578)
    s.press(knob)
    s.drag(from: knob, to: knob - Vector2(x: 100, y: 0), over: 0.2)
    s.release(knob - Vector2(x: 100, y: 0))
    s.run(0.2)
    let dragged = try #require(host.state["response"])
    #expect(dragged < response - 0.1, "the drag moved the response: \(response) → \(dragged)")
    #expect(host.state["selected"] == 1 && focus.ring.isHidden, "the slider dragged has the focus, no ring")
    s.key(.right)
    s.run(0.1)
    #expect(host.state["damping"] == damping, "the arrow left the damping alone")
    #expect(try #require(host.state["response"]) > dragged && !focus.ring.isHidden)
  }

  @Test(
    "a control a click hid the ring of does not take Space: the scene does (the flashlight presses, ‹ Menu does not go back)"
  )
  func unseenControlLeavesSpace() throws {
    let (s, host) = try settledHost("flashlight")
    s.key(.tab)
    s.key(.tab)  // past the flashlight's button to ‹ Menu
    let scene = try #require(host.current as? FlashlightScene)
    let onBar = try #require(host.context.focus.focusedLayer)
    #expect(onBar !== scene.button)
    s.click(Vector2(x: 200, y: 600))  // the background: the ring hides, the focus stays
    s.run(0.2)
    s.send(.keyDown(.space, modifiers: [], isRepeat: false, time: s.time))
    s.run(0.5)
    #expect(host.entry.name == "flashlight" && host.state["nav"] == 1 && host.state["pressing"] == 1)
    s.send(.keyUp(.space, modifiers: [], time: s.time))
    s.run(0.3)
    #expect(host.entry.name == "flashlight" && host.context.focus.focusedLayer === onBar)
  }

  @Test(
    "a click hides the ring and leaves the focus on the control the keys chose; a key shows it again",
    arguments: ["calculator", "flashlight", "drawer"])
  func clickHidesTheRing(scene: String) throws {
    let (s, host) = try settledHost(scene)
    s.key(.tab)
    s.run(0.1)
    let focus = host.context.focus
    let focused = try #require(focus.focusedLayer)
    #expect(!focus.ring.isHidden)
    s.click(Vector2(x: 640, y: 600))
    s.run(0.3)
    #expect(focus.ring.isHidden && focus.focusedLayer === focused)
    s.key(.tab)
    s.key(.tab, modifiers: .shift)
    s.run(0.1)
    #expect(!focus.ring.isHidden && focus.focusedLayer === focused)
  }
}
