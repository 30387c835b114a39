import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Scene host")
struct SceneHostTests {
  let host = SceneHost(entry: try! SceneCatalog.find("pane"), context: SceneContext())
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: host) }

  func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
    host.handle(.keyDown(key, modifiers: modifiers, isRepeat: false, time: s.time), animator: s.animator)
  }

  @Test("0–8 jump to scenes in the seed demo's order; Tab and Shift+Tab step through them")
  func switching() {
    #expect(SceneCatalog.available.map(\.index) == Array(0...8))
    _ = press(.character("3"))
    #expect(host.entry.name == "flashlight" && host.title == "Flashlight button")
    _ = press(.tab)
    #expect(host.entry.index == 4)
    _ = press(.tab, .shift)
    _ = press(.tab, .shift)
    #expect(host.entry.index == 2)
    _ = press(.character("8"), .shift)  // Shift+8 is not a scene switch
    #expect(host.entry.index == 2)
  }

  @Test("S slows animations to a tenth; switching scenes drops the old scene's animations")
  func slowMotion() {
    _ = press(.space)  // the pane starts opening
    #expect(!s.animator.isIdle)
    _ = press(.character("s"))
    #expect(s.animator.timeScale == 0.1 && host.isSlowMotion)
    _ = press(.character("7"))
    #expect(s.animator.isIdle)
    _ = press(.character("s"))
    #expect(s.animator.timeScale == 1)
  }

  @Test("H toggles help; Esc closes it (the app quits on Esc only when help is closed); V toggles physics")
  func helpAndPhysics() throws {
    #expect(!press(.escape))
    _ = press(.character("h"))
    #expect(press(.escape))
    #expect(!press(.escape))
    _ = press(.function(1))
    #expect(press(.escape))
    _ = press(.character("v"))
    #expect(host.showsPhysics)
    #expect(try #require(host.state["physics"]) == 1)
  }
}
