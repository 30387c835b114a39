import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// Keyboard paths for the rubber band and the pause, and the wheel or touchpad dragging the pane,
/// the drawer, the PiP window and the spring's sliders.
@Suite("Keyboard pulls and scroll drags")
@MainActor
struct KeyboardAndScrollTests {
  /// Holds `key` down for `seconds`, then lets go.
  func hold(_ key: Key, _ seconds: Double, in s: ScriptedSession, whileHeld: () -> Void = {}) {
    s.send(.keyDown(key, modifiers: [], isRepeat: false, time: s.time))
    s.run(seconds)
    whileHeld()
    s.send(.keyUp(key, modifiers: [], time: s.time))
  }

  /// Scrolls `steps` steps of `delta` one frame apart; `pause` then lets the scroll pause (it is let
  /// go 0.15 s after its last step).
  func scroll(_ delta: Vector2, steps: Int, at p: Vector2, in s: ScriptedSession, pause: Bool = true) {
    for _ in 0..<steps {
      s.wheel(delta, at: p)
      s.frame()
    }
    if pause { s.run(GestureSettings.standard.scrollPause + 0.02) }
  }

  @Test(
    "rubber band: ↑ held pulls the square up, resisting; letting go springs it back",
    arguments: [Key.up, .down])
  func rubberBandKeys(key: Key) {
    let scene = RubberBandScene()
    let s = ScriptedSession(scene: scene)
    hold(key, 0.5, in: s) {
      let sign = key == .up ? -1.0 : 1
      #expect(scene.offset * sign > 20 && abs(scene.offset) < 300, "resists: \(scene.offset)")
      #expect(scene.isInteracting)
    }
    #expect(s.settle())
    #expect(scene.offset == 0 && !scene.isInteracting)
  }

  @Test("pause: ↑ held pulls the square up its free travel and stops: PAUSED; letting go springs back")
  func pauseKeys() {
    let scene = PauseScene()
    let s = ScriptedSession(scene: scene)
    hold(.up, 1, in: s) {
      #expect(scene.isPaused && scene.label.alpha == 1)
      #expect(isClose(scene.offset, -PauseScene.freeTravel, within: 1))
    }
    #expect(s.settle())
    #expect(scene.offset == 0 && scene.label.alpha == 0)
  }

  @Test("pane: a quick upward scroll opens it with the scroll's speed; a short slow one goes back")
  func paneScroll() {
    let scene = PaneScene()
    let s = ScriptedSession(scene: scene)
    let p = Vector2(x: 640, y: 700)
    scroll(Vector2(x: 0, y: 30), steps: 8, at: p, in: s, pause: false)  // 240 pt in 67 ms: a fling
    #expect(scene.paneY < scene.closedY - 200 && scene.isInteracting)
    s.run(GestureSettings.standard.scrollPause + 0.02)
    #expect(s.settle())
    #expect(scene.paneState == .open && scene.paneY == scene.openY)
    scroll(Vector2(x: 0, y: -2), steps: 10, at: p, in: s)  // 20 pt down, slowly
    s.run(0.3)
    #expect(scene.paneState == .open)
    #expect(s.settle())
    #expect(scene.paneY == scene.openY)
  }

  @Test("drawer: a downward touchpad scroll with fractional steps closes the open drawer")
  func drawerScroll() {
    let scene = DrawerScene()
    let s = ScriptedSession(scene: scene)
    s.key(.space)
    #expect(s.settle() && scene.isOpen)
    scroll(Vector2(x: 0, y: -17.25), steps: 10, at: Vector2(x: 640, y: 300), in: s, pause: false)
    #expect(isClose(scene.offset, 172.5, within: 1e-9), "moved exactly by the fractional deltas")
    s.run(GestureSettings.standard.scrollPause + 0.02)
    #expect(s.settle())
    #expect(!scene.isOpen && scene.offset == scene.closedOffset)
  }

  @Test("PiP: a scroll up and to the left throws the window to the top-left corner")
  func pipScroll() {
    let scene = PipScene()
    let s = ScriptedSession(scene: scene)
    scroll(Vector2(x: 40, y: 30), steps: 6, at: scene.center, in: s)
    #expect(s.settle())
    #expect(scene.corner == .topLeft)
  }

  @Test("spring: a scroll over a slider moves its thumb; elsewhere it does nothing")
  func sliderScroll() throws {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    let before = scene.sliderValues
    s.wheel(Vector2(x: 0, y: 40), at: Vector2(x: 640, y: 10))  // the title bar area: no slider
    #expect(scene.sliderValues == before)
    let damping = try #require(scene.root.sublayers.dropFirst().first)  // plot, damping, response
    s.wheel(Vector2(x: 0, y: 40), at: damping.frameInWindow.center)
    #expect(scene.sliderValues.damping > before.damping && scene.sliderValues.response == before.response)
  }
}

@Suite("Pause label in a short window")
@MainActor
struct PauseLabelTests {
  @Test("pulled up its free travel at 640 × 480, PAUSED stays below the title bar and beside the square")
  func labelVisible() {
    let host = SceneHost(entry: try! SceneCatalog.find("pause"), context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 640, height: 480))
    s.send(.keyDown(.up, modifiers: [], isRepeat: false, time: s.time))
    s.run(1)
    let scene = host.current as! PauseScene
    #expect(scene.isPaused)
    #expect(scene.label.frameInWindow.minY >= 32)
    let problems = LayoutAudit.problems(
      in: host.root, window: Size(width: 640, height: 480), coveredOnly: true)
    #expect(!problems.contains { $0.contains("PAUSED") }, "\(problems)")
  }
}
