import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Spring scene")
struct SpringSceneTests {
  let scene = SpringScene()
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: scene) }

  @Test("the square follows Spring(response 1, ζ 0.5) exactly")
  func followsSpring() {
    s.run(0.6)
    let expected = Spring(response: 1, dampingRatio: 0.5).value(
      target: scene.distance, initialVelocity: 0.0, time: s.time)
    #expect(abs(scene.x - expected) < 1e-9 * scene.distance)
  }

  @Test("dragging a slider changes the spring live, with no jump")
  func sliderLive() {
    s.run(0.3)
    let (x, v) = (scene.x, scene.velocity)
    // The damping slider's track spans x 30...1250 at y = 400 + 40.
    s.press(Vector2(x: 30 + 0.9 * 1220, y: 440))
    #expect(abs(scene.sliderValues.damping - (0.1 + 0.9 * 0.9)) < 1e-9)
    #expect(scene.x == x && scene.velocity == v)
    s.release(Vector2(x: 30 + 0.9 * 1220, y: 440))
    s.frame()
    #expect(abs(scene.x - (x + v / s.hz)) < 10)
  }

  @Test("↑/↓ choose a slider, ←/→ adjust it (Shift: finer)")
  func keys() {
    s.key(.down)
    s.key(.right)
    s.key(.right, modifiers: .shift)
    #expect(abs(scene.sliderValues.response - 1.06) < 1e-9)
    s.key(.up)
    s.key(.left)
    #expect(abs(scene.sliderValues.damping - 0.45) < 1e-9)
  }

  @Test("pressing the square catches it; letting go sends it back to the start, then the loop goes on")
  func catchAndReturn() throws {
    s.run(0.4)
    let x = scene.x
    let c = Vector2(x: 30 + 40 + x, y: 400 - 160 + 40)
    s.press(c)
    s.run(0.2)
    #expect(scene.x == x)
    s.release(c)
    var minimum = scene.x
    for _ in 0..<240 {
      s.frame()
      minimum = min(minimum, abs(scene.x))
    }
    #expect(minimum < 0.5)  // it went back to the start
    #expect(try #require(scene.state["velocity"]) != 0)  // and the loop runs again
  }
}
