import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// When the navigation gives input back, how a swipe back's release is judged at any width, and a
/// scene switch during a push (headless, fixed clock).
@Suite("Navigation input: visibly done, swipe speed, switching mid-push")
@MainActor
struct NavigationInputTests {
  func session(_ name: String, width: Double = 1280) throws -> (ScriptedSession, SceneHost) {
    let host = SceneHost(entry: try SceneCatalog.find(name), context: SceneContext())
    return (ScriptedSession(scene: host, size: Size(width: width, height: 800)), host)
  }

  func nav(_ host: SceneHost) -> Double { host.state["nav"] ?? .nan }

  @Test("a click lands on the scene once the push is within 1 % of its travel, its tail still running")
  func clickAfterVisiblyDone() throws {
    let (s, host) = try session("menu")
    s.key(.character("0"))  // the pane
    while 1 - nav(host) >= 0.01 { s.frame() }
    #expect(s.time < 0.5, "\(s.time) s after the push")
    #expect(!s.animator.isIdle, "the spring's tail still runs")
    s.click(Vector2(x: 640, y: 300))
    #expect(host.entry.name == "pane" && nav(host) == 1)
    #expect(s.settle())
    #expect(host.state["open"] == 1, "the click toggled the pane")
  }

  @Test("a click lands on the menu's row once the pop is within 1 % of its travel")
  func clickAfterPopVisiblyDone() throws {
    let (menu, menuHost) = try session("menu")
    defer { withExtendedLifetime(menu) {} }
    let row = try #require((menuHost.current as? MenuScene)?.center(ofRow: 3))
    let (s, host) = try session("pane")
    s.key(.escape)
    let start = s.time
    while nav(host) >= 0.01 { s.frame() }
    #expect(s.time - start < 0.5 && !s.animator.isIdle)
    s.click(row)
    #expect(host.entry.name == "flashlight")
  }

  @Test(
    "in a 1920-pt window a 150-pt swipe back pops when released faster than 300 pt/s, and goes by position slower",
    arguments: [(seconds: 0.25, pops: true), (seconds: 0.4, pops: true), (seconds: 1.5, pops: false)])
  func swipeSpeed(seconds: Double, pops: Bool) throws {
    let (s, host) = try session("pip", width: 1920)
    let start = Vector2(x: 10, y: 400)
    s.press(start)
    s.drag(from: start, to: start + Vector2(x: 150, y: 0), over: seconds)
    s.release(start + Vector2(x: 150, y: 0))
    #expect(s.settle())
    #expect(host.isMenu == pops && nav(host) == (pops ? 0 : 1))
  }

  @Test(
    "Ctrl+Tab during a push swaps the scene in where it is: no jump, no vanishing",
    arguments: [0.05, 0.15, 0.3])
  func switchMidPush(after: Double) throws {
    let (s, host) = try session("menu")
    s.key(.character("3"))
    s.run(after)
    let before = nav(host)
    s.key(.tab, modifiers: .control)
    #expect(host.entry.name == "rubberband")
    s.frame()
    #expect(abs(nav(host) - before) < 0.1 && nav(host) >= before, "continuous: \(before) → \(nav(host))")
    #expect(s.settle())
    #expect(nav(host) == 1)
    s.key(.escape)
    #expect(s.settle())
    #expect(host.isMenu, "the menu is under it, not the scene it replaced")
  }
}
