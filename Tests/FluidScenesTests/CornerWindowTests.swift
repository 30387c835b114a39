import FluidMotion
import FluidUI
import Testing
import TestSupport

@testable import FluidScenes

/// The scenes in the smallest windows `--size` opens (200 pt, a screen's corner), in use.
@Suite("The smallest windows, in use (headless)")
@MainActor
struct CornerWindowTests {
  let corner = Size(width: 200, height: 200)

  @Test("the closed drawer keeps 60 pt in view, and a click there opens it")
  func drawer() {
    let scene = DrawerScene()
    let s = ScriptedSession(scene: scene, size: corner)
    s.run(0.2)
    let top = scene.drawer.frame.minY + scene.offset
    #expect(abs(top - (corner.height - 60)) < 1e-9, "before: 232, below the window")
    s.click(Vector2(x: 100, y: corner.height - 30))
    #expect(s.settle())
    #expect(scene.state["open"] == 1 && scene.offset == 0)
  }

  @Test("the scroll scene's list keeps the room: the strip gives way, and ← leaves it where it was")
  func scroll() {
    let scene = ScrollScene()
    let s = ScriptedSession(scene: scene, size: corner)
    s.run(0.2)
    #expect(scene.strip.layer.isHidden)
    #expect(scene.list.layer.frame.size.height >= ScrollScene.rowHeight, "a whole row at least, not 20 pt")
    s.key(.right)
    #expect(s.settle())
    #expect(scene.state["page"] == 0)
    s.send(.resized(Size(width: 800, height: 600), time: s.time))
    s.run(0.2)
    #expect(!scene.strip.layer.isHidden)
  }

  @Test("the pause's label shows on its square where there is no room beside it, inside the window")
  func pauseLabel() {
    let scene = PauseScene()
    let s = ScriptedSession(scene: scene, size: corner)
    s.run(0.2)
    let label = scene.label.frameInWindow
    #expect(label.minX >= 0 && label.maxX <= corner.width)
    #expect(scene.label.zPosition > 0)
  }
}
