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
}
