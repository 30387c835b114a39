import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The app's window as one arena: presses the window takes before the scenes, and a key drag that
/// never leaves a press in it (headless, fixed clock).
@Suite("The window's arena: the navigation's presses and key drags")
@MainActor
struct WindowArenaTests {
  func session(_ name: String) throws -> (ScriptedSession, SceneHost) { try settledHost(name) }

  @Test(
    "Esc and a press in the same instant, on a scene whose pan begins on the press: the press catches the pop",
    arguments: ["zoom", "pane", "calculator"])
  func pressWithEsc(name: String) throws {
    let (s, host) = try session(name)
    s.key(.escape)
    let p = Vector2(x: 640, y: 500)
    s.press(p)  // before any frame: the pop has not moved yet
    #expect(host.isInteracting)
    s.run(0.2)
    #expect(host.state["nav"] == 1, "held where it was caught")
    s.release(p)
    #expect(s.settle())
    #expect(!s.display.loop.core.arena.isInteracting)
  }

  @Test("↑ held in the pause scene, then Esc: the pop runs and the window goes idle, with no press left")
  func keyDragThenEsc() throws {
    let (s, host) = try session("pause")
    s.send(.keyDown(.up, modifiers: [], isRepeat: false, time: s.time))
    s.run(0.2)
    #expect(host.isInteracting)
    s.key(.escape)
    s.send(.keyUp(.up, modifiers: [], time: s.time))
    #expect(s.settle())
    #expect(host.isMenu && !host.isInteracting && !s.display.loop.core.arena.isInteracting)
  }

  @Test("a key drag is the scene's alone: the hover and the cursor stay where the real pointer is")
  func keyDragLeavesTheHover() throws {
    let (s, host) = try session("rubberband")
    let corner = Vector2(x: 40, y: 760)
    s.send(.pointerMoved(position: corner, time: s.time, pressure: nil))
    let arena = s.display.loop.core.arena
    let cursor = arena.cursor
    s.send(.keyDown(.down, modifiers: [], isRepeat: false, time: s.time))
    s.run(0.1)
    s.send(.keyUp(.down, modifiers: [], time: s.time))
    #expect(s.settle())
    #expect(arena.cursor == cursor && host.state["dragging"] == 0)
  }
}
