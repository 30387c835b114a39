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

  @Test(
    "closed at ¾ of the height, open 50 pt below the top, full width (twice the height: never a strip under it), radius 6"
  )
  func layout() {
    let (_, scene) = session(.exactSpring)
    #expect(scene.paneY == 600)
    #expect(scene.pane.frame.size == Size(width: 1280, height: 1600))
    #expect(scene.pane.cornerRadius == 6)
    #expect(scene.openY == 50)
  }

  @Test("pulled up past open as far as the hand goes, the pane still covers the window's bottom")
  func overPulled() {
    let (s, scene) = session(.exactSpring)
    s.key(.space)
    #expect(s.settle())
    s.press(Vector2(x: 640, y: 300))
    for y in stride(from: 300.0, through: -2000, by: -100) { s.display.move(to: Vector2(x: 640, y: y)) }
    #expect(scene.paneY < 0, "pulled above the window: \(scene.paneY)")  // an 800-pt pane would end above 800
    #expect(scene.paneY + scene.pane.frame.size.height >= 800)
    s.release(Vector2(x: 640, y: -2000))
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

  @Test(
    "a press on the moving pane catches it on the press frame: it does not slide from under the pointer",
    arguments: PaneDriver.allCases)
  func pressCatches(driver: PaneDriver) {
    let (s, scene) = session(driver)
    s.key(.space)
    s.run(0.12)
    #expect(abs(scene.paneVelocity) > 500)
    s.press(Vector2(x: 640, y: scene.paneY + 100))
    #expect(!scene.isAnimating && scene.paneVelocity == 0)
    let y = scene.paneY
    s.run(0.3)
    #expect(scene.paneY == y)
  }

  @Test(
    "held still past the long-press time and released, the pane goes to the nearest state from rest",
    arguments: [0.05, 0.3])
  func holdGoesNearest(after: Double) {
    let (s, scene) = session(.exactSpring)
    s.key(.space)
    s.run(after)
    let p = Vector2(x: 640, y: scene.paneY + 100)
    s.press(p)
    let y = scene.paneY
    s.run(0.6)
    s.release(p)
    let nearest: PaneScene.PaneState = abs(y - scene.openY) < abs(y - scene.closedY) ? .open : .closed
    #expect(scene.paneState == nearest)
    #expect(s.settle())
    #expect(scene.paneY == scene.restingY(nearest))
  }

  @Test("a click on the background toggles however long it is held", arguments: [0.05, 0.16, 0.3, 1.0])
  func backgroundClickAnyLength(hold: Double) {
    let (s, scene) = session(.exactSpring)
    s.click(Vector2(x: 640, y: 100), hold: hold)
    #expect(scene.paneState == .open)
  }

  @Test("a drag past the slop on the moving pane catches it where it is, with no jump")
  func dragCatches() {
    let (s, scene) = session(.exactSpring)
    s.key(.space)
    s.run(0.1)
    let p = Vector2(x: 640, y: scene.paneY + 100)
    s.press(p)
    s.drag(from: p, to: p + Vector2(x: 0, y: 10), over: 1 / s.hz)
    #expect(!scene.isAnimating && scene.isInteracting)
    let y = scene.paneY
    s.drag(from: p + Vector2(x: 0, y: 10), to: p + Vector2(x: 0, y: 40), over: 0.05)
    #expect(abs(scene.paneY - (y + 30)) < 1e-9)  // follows 1:1 from where it was caught
  }

  @Test(
    "a click on the moving pane reverses it with the velocity it had when caught",
    arguments: PaneDriver.allCases, [0.06, 0.3])
  func clickOnPaneReverses(driver: PaneDriver, hold: Double) {
    let (s, scene) = session(driver)
    s.key(.space)
    s.run(0.06)
    let p = Vector2(x: 640, y: scene.paneY + 100)
    let v = scene.paneVelocity
    s.press(p)
    s.run(hold)
    s.release(p)
    #expect(v < -500)
    #expect(scene.paneState == .closed)
    #expect(isClose(scene.paneVelocity, v, within: 1e-9))  // the caught velocity, reversed toward closed
    #expect(s.settle())
    #expect(scene.paneY == scene.closedY)
  }

  @Test("dragged past open or closed, the pane resists (bounded rubber band) and springs back")
  func rubberBandLimits() {
    let (s, scene) = session(.exactSpring)
    s.press(Vector2(x: 640, y: 700))
    s.drag(from: Vector2(x: 640, y: 700), to: Vector2(x: 640, y: -300), over: 1)
    #expect(scene.paneY < scene.openY && scene.paneY > scene.openY - 400)  // moved past open, but less
    s.run(0.1)
    s.release(Vector2(x: 640, y: -300))
    #expect(s.settle())
    #expect(scene.paneY == scene.openY)
    s.press(Vector2(x: 640, y: 100))
    s.drag(from: Vector2(x: 640, y: 100), to: Vector2(x: 640, y: 1400), over: 1)
    #expect(scene.paneY > scene.closedY && scene.paneY < scene.closedY + 400)
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

  @Test("in a window too short for the pane's travel (511×62), clicks, drags and keys move it without a trap")
  func shortWindow() {
    let pane = PaneScene()
    let s = ScriptedSession(scene: pane, size: Size(width: 511, height: 62))
    #expect(pane.openY <= pane.closedY)
    s.click(Vector2(x: 199, y: 50))
    s.run(0.05)
    s.click(Vector2(x: 199, y: 50))
    s.press(Vector2(x: 199, y: 55))
    s.drag(from: Vector2(x: 199, y: 55), to: Vector2(x: 199, y: 5), over: 0.1)
    s.release(Vector2(x: 199, y: 5))
    s.key(.space)
    #expect(s.settle())
    #expect(pane.paneY.isFinite && pane.paneY >= pane.openY - 1 && pane.paneY <= pane.closedY + 1)
  }
}
