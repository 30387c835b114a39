import FluidMotion
import FluidScenes
import Testing
import TestSupport

@testable import FluidUI

/// Who a press in the pane scene reaches: the arena's path, from its one hit test.
@Suite("Pane scene: a press reaches only the members where it lands")
@MainActor
struct PanePressPathTests {
  @Test("a press on the pane reaches the pane's pan alone; one beside it, the backdrop's click alone")
  func pressPath() {
    let scene = PaneScene()
    _ = ScriptedSession(scene: scene)  // the window's loop: the arena hit-tests from the scene's root
    let arena = scene.context.gestures.arena
    let onPane = arena.recognizers(at: Vector2(x: 640, y: 700)) { $0.core.acceptsPress }
    #expect(onPane.count == 1 && onPane.first is PanGestureRecognizer)
    let beside = arena.recognizers(at: Vector2(x: 640, y: 300)) { $0.core.acceptsPress }
    #expect(beside.count == 1 && beside.first is TapGestureRecognizer)
  }
}
