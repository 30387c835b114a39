import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Drawer scene")
@MainActor
struct DrawerSceneTests {
  let scene = DrawerScene()
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: scene) }

  /// A point on the drawer's visible part.
  var onDrawer: Vector2 { Vector2(x: 640, y: 112 + scene.offset + 40) }

  /// Runs until rest, returning the smallest and largest offsets seen.
  func settleRange() throws -> (Double, Double) {
    var (lo, hi) = (scene.offset, scene.offset)
    while try #require(scene.state["animating"]) == 1 {
      s.frame()
      lo = min(lo, scene.offset)
      hi = max(hi, scene.offset)
    }
    return (lo, hi)
  }

  @Test("a click opens it without overshooting")
  func clickNoBounce() throws {
    s.click(onDrawer)
    #expect(scene.isOpen)
    let (lo, _) = try settleRange()
    #expect(lo >= -1e-9)  // never past open
    #expect(scene.offset == 0)
  }

  @Test("a flick opens it with a bounce past open, carrying the velocity")
  func flickBounces() throws {
    let p = onDrawer
    s.press(p)
    s.drag(from: p, to: p - Vector2(x: 0, y: 120), over: 0.06)
    s.release(p - Vector2(x: 0, y: 120))
    #expect(scene.isOpen && scene.velocity < -1000)
    let (lo, _) = try settleRange()
    #expect(lo < -5)  // it bounced past open
    #expect(scene.offset == 0)
  }

  @Test("pressing a moving drawer catches it; a click then reverses it")
  func catchAndReverse() {
    s.key(.space)
    s.run(0.1)
    let y = scene.offset
    #expect(y > 10 && y < scene.closedOffset - 10)
    s.press(onDrawer)
    #expect(scene.offset == y && scene.velocity == 0)
    s.run(0.08)
    s.release(onDrawer)
    #expect(!scene.isOpen)
    #expect(s.settle())
    #expect(scene.offset == scene.closedOffset)
  }

  @Test("Space reverses it mid-flight keeping the live velocity")
  func spaceReverses() {
    s.key(.space)
    s.run(0.08)
    let v = scene.velocity
    scene.performKeyCommand(.space, modifiers: [], time: s.time)  // before any frame
    #expect(!scene.isOpen && scene.velocity == v)
    s.send(.keyUp(.space, modifiers: [], time: s.time))
    #expect(s.settle())
    #expect(scene.offset == scene.closedOffset)
  }

  @Test("dragging past closed rubber-bands and comes back")
  func rubberBand() {
    let p = onDrawer
    s.press(p)
    s.drag(from: p, to: p + Vector2(x: 0, y: 300), over: 0.5)
    #expect(scene.offset > scene.closedOffset && scene.offset < scene.closedOffset + 300 * 0.6)
    s.run(0.1)
    s.release(p + Vector2(x: 0, y: 300))
    #expect(s.settle())
    #expect(scene.offset == scene.closedOffset && !scene.isOpen)
  }
}
