import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Acceleration pause scene")
@MainActor
struct PauseSceneTests {
  let scene = PauseScene()
  let s: ScriptedSession
  let start = Vector2(x: 640, y: 580)

  init() { s = ScriptedSession(scene: scene) }

  @Test("a drag that stops and holds pauses; moving on un-pauses; release springs back with the label")
  func stopAndHold() {
    s.press(start)
    s.drag(from: start, to: start - Vector2(x: 0, y: 200), over: 0.3)
    #expect(!scene.isPaused)
    s.run(0.12)
    #expect(scene.isPaused && scene.label.alpha == 1)
    s.drag(from: start - Vector2(x: 0, y: 200), to: start - Vector2(x: 0, y: 300), over: 0.15)
    #expect(!scene.isPaused)
    s.run(0.12)
    #expect(scene.isPaused)
    s.release(start - Vector2(x: 0, y: 300))
    #expect(s.settle())
    #expect(scene.offset == 0 && scene.label.alpha == 0)
  }

  @Test("a steady drag is never paused")
  func steady() {
    s.press(start)
    s.drag(from: start, to: start - Vector2(x: 0, y: 300), over: 1.5)
    #expect(!scene.isPaused && scene.label.alpha == 0)
    s.release(start - Vector2(x: 0, y: 300))
  }

  @Test("free for 360 pt upwards, rubber-banded beyond and downwards")
  func travel() {
    s.press(start)
    s.drag(from: start, to: start - Vector2(x: 0, y: 300), over: 0.5)
    #expect(abs(scene.offset + 300) < 1e-9)
    s.drag(from: start - Vector2(x: 0, y: 300), to: start - Vector2(x: 0, y: 460), over: 0.5)
    #expect(abs(scene.offset - (-360 - RubberBand.power().offset(forOvershoot: 100))) < 1e-9)
    s.drag(from: start - Vector2(x: 0, y: 460), to: start + Vector2(x: 0, y: 100), over: 0.5)
    #expect(abs(scene.offset - RubberBand.power().offset(forOvershoot: 100)) < 1e-9)
  }

  @Test(
    "at 640×480 a long pull down stops short of the hint; a press on the square coming back does not move it")
  func clearOfTheHint() {
    scene.layout(size: Size(width: 640, height: 480))
    let rest = scene.square.frame
    let from = rest.center
    s.press(from)
    s.drag(from: from, to: from + Vector2(x: 0, y: 400), over: 0.5)
    // The hint's top: y 440.
    #expect(scene.offset > 0 && rest.maxY + scene.offset <= 480 - 40, "\(scene.offset) \(rest)")
    let pulled = scene.offset
    s.release(from + Vector2(x: 0, y: 400))
    s.run(0.05)
    let back = scene.offset
    #expect(back > 0 && back < pulled)
    s.press(from + Vector2(x: 0, y: back))  // caught on its way back: where it is, no jump
    s.run(0.02)
    #expect(abs(scene.offset - back) < 1e-6)
    s.release(from + Vector2(x: 0, y: back))
  }
}
