import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// Push and pop between the menu and a scene: a fluid interface of its own (headless, fixed clock).
@Suite("Navigation: push, pop, swipe back")
@MainActor
struct NavigationTests {
  let width = 1280.0

  func session(_ entry: SceneCatalog.Entry = SceneCatalog.menu) -> (ScriptedSession, SceneHost) {
    let host = SceneHost(entry: entry, context: SceneContext())
    return (ScriptedSession(scene: host, size: Size(width: width, height: 800)), host)
  }

  func nav(_ host: SceneHost) -> Double { host.state["nav"] ?? .nan }

  func rowCenter(_ host: SceneHost, _ index: Int) throws -> Vector2 {
    try #require((host.current as? MenuScene)?.center(ofRow: index))
  }

  @Test("a row's click pushes its scene on a critically damped spring: no overshoot, landed in 0.35–0.8 s")
  func pushTiming() throws {
    let (s, host) = session()
    s.click(try rowCenter(host, 6))
    #expect(host.entry.name == "drawer" && host.state["navScene"] == 6)
    let start = s.time
    var previous = nav(host)
    var landed: Double?
    while s.time - start < 1.5 {
      s.frame()
      #expect(nav(host) >= previous - 1e-12 && nav(host) <= 1, "monotone, never past the scene")
      previous = nav(host)
      if landed == nil, nav(host) >= 0.99 { landed = s.time - start }
    }
    let time = try #require(landed)
    #expect(time >= 0.35 && time <= 0.8, "99 % after \(time) s")
    #expect(nav(host) == 1 && s.animator.isIdle)
  }

  @Test("Esc pops: the scene keeps its state while it leaves and is freed once off screen; the row is kept")
  func popKeepsStateUntilOffScreen() throws {
    let (s, host) = session(try SceneCatalog.find("pane"))
    s.key(.character("d"))  // the next driver
    #expect(s.settle())
    weak let pane = host.current
    s.key(.escape)
    #expect(host.isMenu && host.state["navScene"] == 0)
    s.run(0.1)
    #expect(pane != nil && pane?.state["driver"] == 1 && nav(host) > 0 && nav(host) < 1)
    #expect(s.settle())
    #expect(nav(host) == 0 && host.state["navScene"] == -1)
    #expect(pane == nil)
    #expect(host.state["selection"] == 0, "the menu's keyboard row is the scene it came from")
  }

  @Test(
    "a swipe from the left edge follows the pointer 1:1; speed or the projected landing decides complete or cancel",
    arguments: [
      (distance: 0.2, seconds: 1.0, pops: false),  // slow (256 pt/s, under 300) and short: cancels
      (distance: 0.6, seconds: 1.0, pops: true),  // slow past halfway: completes
      (distance: 0.15, seconds: 0.06, pops: true),  // a flick: completes a short drag
    ])
  func swipeBack(distance: Double, seconds: Double, pops: Bool) throws {
    let (s, host) = session(try SceneCatalog.find("pip"))
    let start = Vector2(x: 6, y: 400)
    s.press(start)
    s.drag(from: start, to: start + Vector2(x: distance * width / 2, y: 3), over: seconds / 2)
    #expect(isClose(nav(host), 1 - distance / 2 + 0, within: 1e-9), "1:1 with the pointer")
    let end = start + Vector2(x: distance * width, y: 6)
    s.drag(from: start + Vector2(x: distance * width / 2, y: 3), to: end, over: seconds / 2)
    #expect(isClose(nav(host), 1 - distance, within: 1e-9))
    s.release(end)
    #expect(s.settle())
    #expect(nav(host) == (pops ? 0 : 1) && host.isMenu == pops)
  }

  @Test("a press mid-push catches it where it is; dragged right, it pops; the scene never sees the press")
  func catchAndReverse() throws {
    let (s, host) = session()
    s.key(.character("0"))  // the pane
    s.run(0.12)
    let caught = nav(host)
    #expect(caught > 0.2 && caught < 0.9)
    let p = Vector2(x: 900, y: 500)
    s.press(p)
    s.run(0.2)
    #expect(nav(host) == caught, "held where it was caught")
    s.drag(from: p, to: p + Vector2(x: 300, y: 0), over: 0.1)
    s.release(p + Vector2(x: 300, y: 0))
    #expect(s.settle())
    #expect(nav(host) == 0 && host.isMenu)
  }

  @Test("a click mid-push is no click on the scene: the pane under it does not toggle")
  func noInputWhileMoving() throws {
    let (s, host) = session()
    s.key(.character("0"))
    s.run(0.05)
    s.click(Vector2(x: 640, y: 300))
    #expect(s.settle())
    #expect(host.entry.name == "pane" && host.state["open"] == 0 && nav(host) == 1)
  }

  @Test("an interrupted push reverses with no jump: Esc right after opening turns it around")
  func interruptedPush() throws {
    let (s, host) = session()
    s.key(.character("3"))
    s.run(0.1)
    let before = nav(host)
    s.key(.escape)
    s.frame()
    #expect(abs(nav(host) - before) < 0.05, "continuous: \(before) → \(nav(host))")
    #expect(s.settle())
    #expect(nav(host) == 0 && host.isMenu)
  }

  @Test("a double click on a row opens the scene and the second click is swallowed")
  func doubleClick() throws {
    let (s, host) = session()
    let p = try rowCenter(host, 0)
    s.click(p, hold: 0.05)
    s.run(0.08)
    s.click(p, hold: 0.05)
    #expect(s.settle())
    #expect(host.entry.name == "pane" && host.state["open"] == 0, "the pane did not open by itself")
  }

  @Test("a click at the left edge that does not drag is the scene's")
  func edgeClickIsTheScenes() throws {
    let (s, host) = session(try SceneCatalog.find("pane"))
    s.click(Vector2(x: 8, y: 300))
    #expect(host.state["open"] == 1 && nav(host) == 1)
  }

  @Test("a jump from one scene to another slides over it; coming back from there lands on the menu")
  func jumpThenBack() throws {
    let (s, host) = session(try SceneCatalog.find("spring"))
    s.key(.tab, modifiers: .control)
    #expect(host.entry.name == "flashlight")
    #expect(s.settle(limit: 2) || host.state["nav"] == 1)
    s.run(1)
    #expect(nav(host) == 1)
    s.key(.escape)
    s.run(1.5)
    #expect(host.isMenu && nav(host) == 0 && host.state["navScene"] == -1)
  }

  @Test("under reduce motion a push and a pop are instant: one scene shows at a time, no frame of both")
  func reduceMotion() throws {
    let (s, host) = session()
    host.reducesMotion = true
    s.key(.character("8"))
    s.frame()
    #expect(nav(host) == 1 && host.entry.name == "rotation")  // after one frame: no transition
    let shown = host.root.sublayers.filter {
      !$0.isHidden && $0.alpha > 0 && $0.frame.size == host.root.frame.size
    }
    #expect(shown.count == 1, "one scene's holder: \(shown.count)")  // the shade and the other scene hidden
    #expect(shown.allSatisfy { $0.alpha == 1 && $0.transform.translation.x == 0 })
    s.key(.escape)
    s.frame()
    #expect(host.isMenu && nav(host) == 0 && host.state["navScene"] == -1)
  }
}

@Suite("Navigation: the title follows a swipe's decision")
@MainActor
struct NavigationTitleTests {
  @Test("a swipe back that pops asks for the menu's title on release, and the chrome shows it")
  func titleOnRelease() throws {
    let host = SceneHost(entry: try SceneCatalog.find("pane"), context: SceneContext())
    let s = ScriptedSession(scene: host)
    s.press(Vector2(x: 5, y: 400))
    s.drag(from: Vector2(x: 5, y: 400), to: Vector2(x: 900, y: 400), over: 0.2)
    #expect(!host.isMenu && s.display.requests.isEmpty)
    s.release(Vector2(x: 900, y: 400))
    s.frame()  // the loop passes requests on with the next frame
    #expect(host.isMenu)
    #expect(s.display.requests == [.title("Fluid Interfaces")])
  }
}

/// The window resized while the hand holds the navigation.
@Suite("Navigation: a resize under a swipe back")
@MainActor
struct NavigationResizeTests {
  @Test(
    "resized during a swipe back, the scene's edge stays under the pointer and follows it on",
    arguments: [Size(width: 1000, height: 700), Size(width: 640, height: 480)])
  func resizeUnderTheSwipe(to size: Size) throws {
    let host = SceneHost(entry: try SceneCatalog.find("drawer"), context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 800, height: 600))
    #expect(s.settle())
    let (start, held) = (Vector2(x: 10, y: 300), Vector2(x: 230, y: 300))
    s.press(start)
    s.drag(from: start, to: held, over: 0.3)
    let edge = (1 - (try #require(host.state["nav"]))) * 800
    #expect(edge > 200 && edge < 240, "the edge under the pointer: \(edge)")
    s.send(.resized(size, time: s.time))
    s.run(1.0 / 60)
    let resized = (1 - (try #require(host.state["nav"]))) * size.width
    #expect(abs(resized - edge) < 0.5, "the edge stays: \(edge) → \(resized)")
    s.drag(from: held, to: held + Vector2(x: 10, y: 0), over: 0.05)
    let moved = (1 - (try #require(host.state["nav"]))) * size.width
    #expect(abs(moved - (edge + 10)) < 0.5, "it follows the pointer 1:1: \(moved)")
    s.release(held + Vector2(x: 10, y: 0))
  }
}
