import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Rubber band scene")
@MainActor
struct RubberBandSceneTests {
  let scene = RubberBandScene()
  let s: ScriptedSession
  let centre = Vector2(x: 640, y: 400)

  init() { s = ScriptedSession(scene: scene) }

  @Test("a pull follows |x|^0.7 and the release springs back to exactly 0")
  func pullAndRelease() {
    s.press(centre)
    s.drag(from: centre, to: centre + Vector2(x: 0, y: 200), over: 0.5)
    #expect(isClose(scene.offset, 40.8, within: 0.1))  // 200^0.7
    s.run(0.1)
    s.release(centre + Vector2(x: 0, y: 200))
    #expect(s.settle())
    #expect(scene.offset == 0)
  }

  @Test("the release velocity goes through the curve's derivative into the spring")
  func releaseVelocity() {
    s.press(centre)
    s.drag(from: centre, to: centre + Vector2(x: 0, y: 300), over: 0.15)  // 2000 pt/s at release
    s.release(centre + Vector2(x: 0, y: 300))
    let slope = RubberBand.power().derivative(atOvershoot: 300)
    #expect(isClose(scene.velocity, slope * 2000, within: slope * 2000 * 0.03))
  }

  @Test("re-grabbing mid-return catches it where it is and the next move does not jump")
  func regrab() {
    s.press(centre)
    s.drag(from: centre, to: centre + Vector2(x: 0, y: 250), over: 0.3)
    s.run(0.1)
    s.release(centre + Vector2(x: 0, y: 250))
    s.run(0.06)
    let y = scene.offset
    #expect(y > 5)
    let grab = centre + Vector2(x: 0, y: y)
    s.press(grab)
    #expect(scene.offset == y && scene.velocity == 0)
    s.drag(from: grab, to: grab + Vector2(x: 0, y: 2), over: 1.0 / 120)
    let expected = RubberBand.power().offset(forOvershoot: RubberBand.power().overshoot(forOffset: y) + 2)
    #expect(isClose(scene.offset, expected, within: 1e-9))
    #expect(abs(scene.offset - y) < 2)
    s.release(grab + Vector2(x: 0, y: 2))
    #expect(s.settle())
  }

  @Test("wheel overscroll moves it and springs back once the wheel stops")
  func wheel() throws {
    for _ in 0..<6 {
      s.wheel(Vector2(x: 0, y: -40))
      s.frame()
    }
    let pulled = scene.offset
    #expect(pulled > 20)
    s.run(0.1)
    #expect(scene.offset == pulled)  // still waiting for the wheel to stop
    s.run(0.1)
    #expect(try #require(scene.state["animating"]) == 1)
    #expect(s.settle())
    #expect(scene.offset == 0)
  }

  @Test("R switches to the bounded curve, which never reaches half the height")
  func bounded() throws {
    s.key(.character("r"))
    #expect(try #require(scene.state["bounded"]) == 1)
    s.press(centre)
    s.drag(from: centre, to: centre + Vector2(x: 0, y: 5000), over: 0.5)
    #expect(scene.offset > 300 && scene.offset < 400)
    s.release(centre + Vector2(x: 0, y: 5000))
    #expect(s.settle())
  }
}
