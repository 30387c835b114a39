import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// A swipe back cut short by the window (its focus lost, the pointer taken away), then a press: the
/// scenes whose pan covers the whole scene once reached a precondition here.
@Suite("A swipe back cut short (headless, scripted input)")
@MainActor
struct CutSwipeTests {
  @Test(
    "an edge swipe cut by a focus loss or a pointer cancel, then a press: the scene takes the press",
    arguments: ["pane", "zoom"], [true, false])
  func cutThenPress(scene: String, focusLost: Bool) throws {
    let host = SceneHost(entry: try SceneCatalog.find(scene), context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 1280, height: 800))
    s.run(0.5)
    s.press(Vector2(x: 12, y: 400))
    for x in [32.0, 52] {
      s.run(0.016)
      s.send(.pointerMoved(position: Vector2(x: x, y: 402), time: s.time, pressure: nil))
    }
    s.run(0.02)
    s.send(focusLost ? .focusLost(time: s.time) : .pointerCancelled(time: s.time))
    #expect(s.settle())
    #expect(host.entry.name == scene && host.state["nav"] == 1)  // the pop was cancelled
    s.click(Vector2(x: 640, y: 400))
    #expect(s.settle())
    #expect(host.entry.name == scene)
  }

  @Test(
    "a swipe drawing an open pane or drawer down, cut by a focus loss or a pointer cancel: it springs back open; the next click is the scene's",
    arguments: ["pane", "drawer"], [true, false])
  func cutWhileClosing(scene: String, focusLost: Bool) throws {
    let (s, host) = try settledHost(scene)
    s.key(.space)
    #expect(s.settle())
    let open = try #require(host.state["paneY"] ?? host.state["offset"])
    s.press(Vector2(x: 3, y: 400))
    for x in [40.0, 80, 120, 160] {
      s.run(0.016)
      s.send(.pointerMoved(position: Vector2(x: x, y: 401), time: s.time, pressure: nil))
    }
    let drawn = try #require(host.state["paneY"] ?? host.state["offset"])
    #expect(drawn > open + 20, "drawn down with the hand: \(open) → \(drawn)")
    s.run(0.02)
    s.send(focusLost ? .focusLost(time: s.time) : .pointerCancelled(time: s.time))
    #expect(s.settle())
    #expect(
      host.state["open"] == 1 && host.state["nav"] == 1 && host.state["paneY"] ?? host.state["offset"] == open
    )
    s.click(Vector2(x: 640, y: 600))  // on the open pane or drawer: it closes
    #expect(s.settle())
    #expect(host.entry.name == scene && host.state["open"] == 0)
  }
}
