import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Scene host")
@MainActor
struct SceneHostTests {
  let host = SceneHost(entry: try! SceneCatalog.find("pane"), context: SceneContext())
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: host) }

  func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
    s.handle(.keyDown(key, modifiers: modifiers, isRepeat: false, time: s.time))
  }

  @Test(
    "Alt+0–9 jump to scenes in the menu's order; plain digits are the scene's; Ctrl+Tab and Ctrl+Shift+Tab step"
  )
  func switching() {
    #expect(SceneCatalog.available.map(\.index) == Array(0...10))
    _ = press(.character("3"), .alt)
    #expect(host.entry.name == "flashlight" && host.title == "Flashlight button")
    _ = press(.tab, .control)
    #expect(host.entry.index == 4)
    _ = press(.tab, [.control, .shift])
    _ = press(.tab, [.control, .shift])
    #expect(host.entry.index == 2)
    _ = press(.character("8"))  // a plain digit is not a scene switch
    #expect(host.entry.index == 2)
  }

  @Test("in the calculator, top-row digits type: scene switching does not steal them")
  func calculatorDigits() throws {
    _ = press(.character("1"), .alt)
    for d in ["4", "2"] { s.key(.character(Character(d))) }
    #expect(host.entry.name == "calculator")
    #expect((host.current as? CalculatorScene)?.display == "42")
  }

  @Test("S slows animations to a tenth; a scene covered by a jump is dropped with its animations")
  func slowMotion() {
    let pane = host.current
    _ = press(.space)  // the pane starts opening
    #expect(!s.animator.isIdle)
    _ = press(.character("s"))
    #expect(s.animator.timeScale == 0.1 && host.isSlowMotion)
    _ = press(.character("7"), .alt)
    s.run(0.5)
    #expect(!pane.animator.isIdle && host.state["nav"]! < 0.5)  // a tenth of the speed: still sliding
    _ = press(.character("s"))
    #expect(s.animator.timeScale == 1)
    #expect(s.settle())
    #expect(pane.animator.isIdle && host.state["nav"] == 1 && host.entry.name == "pip")
  }

  @Test(
    "H toggles help; Esc closes it, else goes back to the menu, and on the menu leaves full screen (never quits); V toggles physics"
  )
  func helpEscapeAndPhysics() throws {
    _ = press(.character("h"))
    #expect(press(.escape))
    #expect(host.entry.name == "pane")  // closing the help stays
    _ = press(.function(1))
    #expect(press(.escape))
    #expect(host.context.requests.take().isEmpty)
    #expect(press(.escape))
    #expect(host.isMenu && host.context.requests.take() == [.title("Fluid Interfaces")])
    #expect(press(.escape))  // the menu is still coming back: a double Esc out of a scene never quits
    #expect(host.context.requests.take().isEmpty)
    s.run(1)
    #expect(press(.escape))  // the menu at rest: Esc leaves full screen, it never quits
    #expect(host.context.requests.take() == [.window(.exitFullscreen)])
    _ = press(.character("q"), .control)
    _ = press(.character("f"))
    #expect(host.context.requests.take() == [.quit, StatsRecorder.toggleRequest])
    _ = press(.character("w"), .control)  // closes the app's one window
    _ = press(.character("0"), .control)  // the desktop's scale again, not a scene
    #expect(host.context.requests.take() == [.quit, .window(.zoomReset)] && host.isMenu)
    _ = press(.character("0"), .alt)
    _ = press(.character("v"))
    #expect(host.showsPhysics)
    #expect(try #require(host.state["physics"]) == 1)
  }

  @Test("a click on ‹ Menu in the title bar goes back to the menu; a press dragged off it does not")
  func backControl() {
    s.press(Vector2(x: 30, y: 16))
    s.drag(from: Vector2(x: 30, y: 16), to: Vector2(x: 300, y: 300), over: 0.05)
    s.release(Vector2(x: 300, y: 300))
    #expect(host.entry.name == "pane")
    s.click(Vector2(x: 30, y: 16))
    #expect(host.isMenu)
    #expect(host.state["menu"] == 1)
  }
}
