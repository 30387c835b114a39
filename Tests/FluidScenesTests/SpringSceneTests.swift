import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Spring scene")
@MainActor
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

@Suite(
  "Spring scene: the square stays in the window; only the slider takes input; the plot follows slow motion")
@MainActor
struct SpringSceneBoundsTests {
  /// The square's right edge and left edge in the window, over `seconds` of frames.
  func extent(_ s: ScriptedSession, _ scene: SpringScene, seconds: Double) -> (min: Double, max: Double) {
    var (lo, hi) = (Double.infinity, -Double.infinity)
    for _ in 0..<Int(seconds * s.hz) {
      s.frame()
      let f = scene.square.frameInWindow
      lo = min(lo, f.minX + scene.x)
      hi = max(hi, f.maxX + scene.x)
    }
    return (lo, hi)
  }

  @Test("every damping and response the sliders allow, at every window size", arguments: windowSizes)
  func staysInside(size: Size) {
    for (d, r) in [(0.1, 0.1), (0.1, 1.0), (0.1, 2.0), (0.3, 0.5), (0.5, 1.0), (1.0, 2.0)] {
      let scene = SpringScene()
      let s = ScriptedSession(scene: scene, size: size)
      scene.set(damping: d, response: r)
      let e = extent(s, scene, seconds: 2 * r + 1)
      #expect(e.min >= 0 && e.max <= size.width, "ζ \(d), response \(r) at \(size.width): \(e)")
    }
  }

  @Test("slider changes mid-flight (fast to slow and bouncy) keep it inside too")
  func liveChanges() {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    scene.set(damping: 1, response: 0.1)
    s.run(0.02)
    #expect(abs(scene.velocity) > 1000)
    scene.set(damping: 0.1, response: 2)
    let e = extent(s, scene, seconds: 6)
    #expect(e.min >= 0 && e.max <= 1280)
  }

  @Test("a click on the value label or the title does not move the slider; the track does")
  func onlyTrackTakesInput() {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    // The response block sits at y 540: its labels on 540...560, its track at 578.
    s.click(Vector2(x: 1230, y: 550))
    s.click(Vector2(x: 60, y: 550))
    #expect(scene.sliderValues.response == 1)
    s.click(Vector2(x: 30 + 0.5 * 1220, y: 578))
    #expect(abs(scene.sliderValues.response - 1.05) < 1e-9)
  }

  @Test("a slow, light spring's plot spans its whole run: the dot shows all the way until the loop restarts")
  func plotSpansTheRun() {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    scene.set(damping: 0.1, response: 2)
    s.run(0.1)
    let span = scene.plotShows.span
    #expect(span > 15 && span <= 30, "\(span) s")
    var past = 0  // samples whose run time lies past the plot's right edge (the dot pinned there)
    for _ in 0..<Int(span * 10) {
      s.run(0.1)
      if let mark = scene.plotMark, mark.time > span + 0.05 { past += 1 }
      #expect(scene.plotShows.mark)
    }
    #expect(past == 0)
  }

  @Test("in slow motion the plot's time runs at a tenth: the dot stays on the curve")
  func plotFollowsSlowMotion() throws {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    s.animator.timeScale = 0.1
    s.run(2)
    let mark = try #require(scene.plotMark)
    #expect(abs(mark.time - 0.2) < 0.02)  // a tenth of the 2 s that passed
    let expected = scene.parameters.value(target: scene.distance, initialVelocity: 0.0, time: mark.time)
    #expect(abs(mark.x - expected) < 0.5)
  }
}
