import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Pane scene (headless, scripted input, fixed-step clock)")
@MainActor
struct PaneSceneTests {
  func session(_ driver: PaneDriver) -> (ScriptedSession, PaneScene) {
    let scene = PaneScene(driver: driver)
    return (ScriptedSession(scene: scene), scene)
  }

  @Test("closed at ¾ of the height, open 50 pt below the top, full width, radius 6")
  func layout() {
    let (_, scene) = session(.exactSpring)
    #expect(scene.paneY == 600)
    #expect(scene.pane.frame.size == Size(width: 1280, height: 800))
    #expect(scene.pane.cornerRadius == 6)
    #expect(scene.openY == 50)
  }

  @Test("a fast flick up opens it, though it moved less than halfway", arguments: PaneDriver.allCases)
  func flickOpens(driver: PaneDriver) {
    let (s, scene) = session(driver)
    s.press(Vector2(x: 640, y: 700))
    s.drag(from: Vector2(x: 640, y: 700), to: Vector2(x: 640, y: 600), over: 0.06)
    s.release(Vector2(x: 640, y: 600))
    #expect(scene.paneState == .open)
    #expect(scene.paneVelocity < -1000)  // the release velocity is carried
    #expect(s.settle())
    #expect(scene.paneY == scene.openY)
  }

  @Test("a slow drag past halfway stays open; short of halfway it goes back", arguments: PaneDriver.allCases)
  func slowDrags(driver: PaneDriver) {
    for (endY, expected) in [(280.0, PaneScene.PaneState.open), (420, .closed)] {
      let (s, scene) = session(driver)
      s.press(Vector2(x: 640, y: 700))
      s.drag(from: Vector2(x: 640, y: 700), to: Vector2(x: 640, y: 700 - (600 - endY)), over: 2)
      s.run(0.1)  // hold still before letting go
      s.release(Vector2(x: 640, y: 700 - (600 - endY)))
      #expect(scene.paneState == expected, "released at \(endY)")
      #expect(s.settle())
      #expect(scene.paneY == scene.restingY(expected))
    }
  }

  @Test("a click mid-flight reverses with no jump in position or velocity", arguments: PaneDriver.allCases)
  func clickReverses(driver: PaneDriver) {
    let (s, scene) = session(driver)
    s.key(.space)
    s.run(0.06)
    #expect(scene.paneState == .open && scene.isAnimating)
    s.press(Vector2(x: 640, y: 20))  // above the pane: the press does not catch it
    s.run(0.04)
    let (y, v) = (scene.paneY, scene.paneVelocity)
    s.release(Vector2(x: 640, y: 20))
    #expect(scene.paneState == .closed)
    #expect(scene.paneY == y)
    #expect(scene.paneVelocity == v)
    #expect(v < -100)  // still travelling up when reversed
    s.frame()
    #expect(abs(scene.paneY - (y + v / s.hz)) < 15)  // continues smoothly from there
    #expect(s.settle())
    #expect(scene.paneY == scene.closedY)
  }

  @Test("a press on the moving pane stops it dead, with no slop", arguments: PaneDriver.allCases)
  func pressStops(driver: PaneDriver) {
    let (s, scene) = session(driver)
    s.key(.space)
    s.run(0.12)
    let y = scene.paneY
    s.press(Vector2(x: 640, y: y + 100))
    #expect(!scene.isAnimating)
    #expect(scene.paneVelocity == 0)
    s.run(0.3)
    #expect(scene.paneY == y)
  }

  @Test("D cycles the driver mid-flight without a jump; losing focus mid-drag settles to the nearest state")
  func driverSwitchAndFocusLoss() {
    let (s, scene) = session(.exactSpring)
    s.key(.space)
    s.run(0.1)
    let (y, v) = (scene.paneY, scene.paneVelocity)
    s.key(.character("d"))
    #expect(scene.driver == .handWrittenSpring)
    #expect(scene.paneY == y && scene.paneVelocity == v)
    #expect(s.settle())
    s.press(Vector2(x: 640, y: 300))
    s.drag(from: Vector2(x: 640, y: 300), to: Vector2(x: 640, y: 700), over: 0.5)
    s.send(.focusLost(time: s.time))
    #expect(!scene.isInteracting)
    #expect(s.settle())
    #expect(scene.paneY == scene.closedY)
  }

  @Test("a window resize keeps a resting pane in its state and retargets a moving one")
  func resize() {
    let (s, scene) = session(.exactSpring)
    s.send(.resized(Size(width: 900, height: 1000), time: s.time))
    #expect(scene.paneY == 750 && scene.pane.frame.size.width == 900)
    s.key(.space)
    s.run(0.1)
    s.send(.resized(Size(width: 1280, height: 800), time: s.time))
    #expect(s.settle())
    #expect(scene.paneY == 50)
  }
}
