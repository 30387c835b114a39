import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// Back and forward the desktop's ways, and the menu's paging keys (headless, fixed clock).
@Suite("Back and forward: Alt+← / Alt+→, the Back and Forward keys and mouse buttons; the menu's keys")
@MainActor
struct BackForwardTests {
  func session(_ name: String) throws -> (ScriptedSession, SceneHost) { try settledHost(name) }

  /// Presses and releases `button` at the window's centre.
  func click(_ button: PointerButton, on s: ScriptedSession) {
    let p = Vector2(x: 640, y: 400)
    s.send(.pointerDown(position: p, time: s.time, button: button, pressure: nil))
    s.send(.pointerUp(position: p, time: s.time + 0.05, button: button))
  }

  @Test(
    "back pops to the menu and forward opens the scene again, by keys or by the mouse's side buttons",
    arguments: ["alt", "keys", "buttons"])
  func backAndForward(way: String) throws {
    let (s, host) = try session("drawer")
    switch way {
    case "alt": s.key(.left, modifiers: .alt)
    case "keys": s.key(.back)
    default: click(.back, on: s)
    }
    #expect(s.settle())
    #expect(host.isMenu)
    forward(way, on: s)
    #expect(s.settle())
    #expect(host.entry.name == "drawer" && host.state["nav"] == 1)
  }

  @Test(
    "with a zoom card open, every back closes the card first and the scene stays; the next back pops",
    arguments: ["menuButton", "escape", "alt", "mouse"])
  func backClosesTheCardFirst(way: String) throws {
    let (s, host) = try session("zoom")
    let back = { self.back(way, on: s) }
    s.key(.right)  // shows the focus on the first card
    s.key(.enter)  // opens it
    #expect(s.settle())
    #expect(host.state["card"] != -1)
    back()
    #expect(s.settle())
    #expect(host.entry.name == "zoom" && host.state["card"] == -1 && host.state["nav"] == 1)
    back()
    #expect(s.settle())
    #expect(host.isMenu)
  }

  @Test(
    "with a zoom card open, a swipe back from the edge drives the card home (shrinking, the scene stays); a short one springs it back open; with none open it pops",
    arguments: [true, false])
  func swipeSendsTheCardHome(touchpad: Bool) throws {
    let (s, host) = try session("zoom")
    s.key(.right)
    s.key(.enter)
    #expect(s.settle())
    let card = try #require(host.state["card"])
    #expect(card != -1)
    swipe(
      by: 60, touchpad: touchpad, on: s,
      check: {
        #expect(host.state["dragging"] == 1 && host.state["zoom"]! < 1 && host.state["nav"] == 1)
      })
    #expect(s.settle())
    #expect(
      host.state["card"] == card && host.state["zoom"] == 1, "a short, slow swipe: back open \(host.state)")
    swipe(by: 700, touchpad: touchpad, on: s)
    #expect(s.settle())
    #expect(host.entry.name == "zoom" && host.state["card"] == -1 && host.state["nav"] == 1)
    swipe(by: 700, touchpad: touchpad, on: s)
    #expect(s.settle())
    #expect(host.isMenu)
  }

  /// One forward, `way`: Alt+→, the Forward key, or the mouse's Forward button.
  func forward(_ way: String, on s: ScriptedSession) {
    switch way {
    case "alt": s.key(.right, modifiers: .alt)
    case "keys": s.key(.forward)
    default: click(.forward, on: s)
    }
  }

  /// One back, `way`: a click on ‹ Menu, Esc, Alt+← or the mouse's Back button.
  func back(_ way: String, on s: ScriptedSession) {
    switch way {
    case "menuButton": s.click(Vector2(x: 30, y: 16))
    case "escape": s.key(.escape)
    case "alt": s.key(.left, modifiers: .alt)
    default: click(.back, on: s)
    }
  }

  @Test(
    "with the pane or the drawer open, every back closes it first and the scene stays; the next back pops",
    arguments: ["pane", "drawer"], ["menuButton", "escape", "alt", "mouse"])
  func backClosesThePanelFirst(scene: String, way: String) throws {
    let (s, host) = try session(scene)
    s.click(Vector2(x: 640, y: 700))  // opens it (the press ended: no hand holds it)
    #expect(s.settle())
    #expect(host.state["open"] == 1)
    back(way, on: s)
    #expect(s.settle())
    #expect(host.entry.name == scene && host.state["open"] == 0 && host.state["nav"] == 1)
    back(way, on: s)
    #expect(s.settle())
    #expect(host.isMenu)
  }

  @Test(
    "while the pane or the drawer is in hand, every back waits: the scene stays and the drag goes on; after the release back works",
    arguments: ["pane", "drawer"], ["escape", "alt", "keys", "mouse"])
  func backWaitsForTheRelease(scene: String, way: String) throws {
    let (s, host) = try session(scene)
    let (grip, lifted) = (Vector2(x: 640, y: 720), Vector2(x: 640, y: 560))
    s.press(grip)  // on the closed pane or drawer
    s.drag(from: grip, to: lifted, over: 0.2)
    let held = host.state["paneY"] ?? host.state["offset"] ?? .nan
    way == "keys" ? s.key(.back) : back(way, on: s)
    s.run(0.3)
    #expect(
      host.entry.name == scene && host.state["nav"] == 1 && host.state["dragging"] == 1, "\(host.state)")
    s.drag(from: lifted, to: lifted - Vector2(x: 0, y: 40), over: 0.1)
    let now = host.state["paneY"] ?? host.state["offset"] ?? .nan
    #expect(now < held - 20, "still following the pointer: \(held) → \(now)")
    s.release(lifted - Vector2(x: 0, y: 40))
    #expect(s.settle())
    for _ in 0..<2 where !host.isMenu {  // closes an open panel first, then pops
      way == "keys" ? s.key(.back) : back(way, on: s)
      #expect(s.settle())
    }
    #expect(host.isMenu)
  }

  @Test(
    "with the pane or the drawer open, a swipe back closes it with the hand (the scene stays); a short, slow one springs it back open; closed, it pops",
    arguments: ["pane", "drawer"], ["touchpad", "edge", "edgeAfterAClick"])
  func swipeClosesThePanel(scene: String, way: String) throws {
    let (s, host) = try session(scene)
    let touchpad = way == "touchpad"
    if way == "edgeAfterAClick" {
      s.click(Vector2(x: 640, y: 700))  // on the pane or the drawer: it opens; the next press is on it
    } else {
      s.key(.space)
    }
    #expect(s.settle())
    #expect(host.state["open"] == 1)
    let open = host.state["paneY"] ?? host.state["offset"] ?? .nan
    swipe(
      by: 60, touchpad: touchpad, on: s,
      check: {
        let now = host.state["paneY"] ?? host.state["offset"] ?? .nan
        #expect(now > open + 5 && host.state["nav"] == 1, "closing with the hand: \(open) → \(now)")
      })
    #expect(s.settle())
    #expect(host.state["open"] == 1, "a short, slow swipe: back open \(host.state)")
    swipe(by: 700, touchpad: touchpad, on: s)
    #expect(s.settle())
    #expect(host.entry.name == scene && host.state["open"] == 0 && host.state["nav"] == 1)
    swipe(by: 700, touchpad: touchpad, on: s)
    #expect(s.settle())
    #expect(host.isMenu)
  }

  /// A swipe back of `distance` pt: from the left edge with the pointer, or with two fingers on a
  /// touchpad (fractional steps; its pause lets go), over half a second, with `check` run before the
  /// release.
  func swipe(by distance: Double, touchpad: Bool, on s: ScriptedSession, check: () -> Void = {}) {
    let steps = 30
    let start = Vector2(x: 12, y: 400)  // on the pane or the drawer, when open
    if !touchpad { s.press(start) }
    for i in 1...steps {
      s.run(1.0 / 60)
      if touchpad {
        let step = Vector2(x: -distance / Double(steps) - 0.25, y: 0.1)
        s.send(.wheel(delta: step, position: Vector2(x: 640, y: 400), time: s.time))
      } else {
        let p = start + Vector2(x: distance * Double(i) / Double(steps), y: 0)
        s.send(.pointerMoved(position: p, time: s.time, pressure: nil))
      }
    }
    check()
    if touchpad { s.run(0.3) } else { s.release(start + Vector2(x: distance, y: 0)) }
  }

  @Test(
    "back never quits, on the menu; forward does nothing before a back, and goes to the scene the last back left"
  )
  func limits() throws {
    let (s, host) = try session("menu")
    s.key(.right, modifiers: .alt)
    #expect(s.settle())
    #expect(host.isMenu)
    s.key(.character("0"))  // the pane
    #expect(s.settle())
    s.key(.left, modifiers: .alt)
    #expect(s.settle())
    s.key(.back)
    s.key(.left, modifiers: .alt)
    #expect(host.isMenu && !s.display.hasEnded)
    s.key(.character("3"))  // the flashlight, from the menu
    #expect(s.settle())
    s.key(.escape)
    #expect(s.settle())
    s.key(.right, modifiers: .alt)
    #expect(s.settle())
    #expect(host.entry.name == "flashlight", "forward goes to the scene the last back left")
  }

  @Test(
    "forward while a back still slides turns it round, as Enter on the menu does",
    arguments: ["alt", "keys", "buttons"])
  func forwardTurnsABackRound(way: String) throws {
    let (s, host) = try session("drawer")
    s.key(.escape)
    s.run(0.15)
    #expect(host.isMenu && host.state["nav"]! < 1 && host.state["nav"]! > 0)
    forward(way, on: s)
    #expect(s.settle())
    #expect(host.entry.name == "drawer" && host.state["nav"] == 1)
  }

  @Test("a swipe back counts as a back: forward opens the scene again")
  func swipeThenForward() throws {
    let (s, host) = try session("pip")
    let start = Vector2(x: 10, y: 400)
    s.press(start)
    s.drag(from: start, to: start + Vector2(x: 400, y: 0), over: 0.2)
    s.release(start + Vector2(x: 400, y: 0))
    #expect(s.settle())
    #expect(host.isMenu)
    s.key(.forward)
    #expect(s.settle())
    #expect(host.entry.name == "pip")
  }

  @Test(
    "the menu's keys: ↑ on the first row stays, End and Home reach the ends (the list's, heading and all), Page Down a screenful"
  )
  func menuKeys() throws {
    let host = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 800, height: 400))
    #expect(s.settle())
    let menu = try #require(host.current as? MenuScene)
    s.key(.down)
    #expect(menu.selection == 1)
    s.key(.up)
    s.key(.up)
    #expect(menu.selection == 0)
    s.key(.end)
    #expect(menu.selection == SceneCatalog.available.count - 1)
    #expect(s.settle())
    let end = try #require(host.state["scroll"])
    for _ in 0..<20 { s.wheel(Vector2(x: 0, y: -40), at: Vector2(x: 400, y: 200)) }
    #expect(s.settle())
    #expect(host.state["scroll"] == end, "End shows the list's end, as far as the wheel goes")
    s.key(.home)
    #expect(menu.selection == 0)
    #expect(s.settle())
    #expect(host.state["scroll"] == 0)
    s.key(.pageDown)
    let page = menu.selection
    #expect(page > 1 && page < SceneCatalog.available.count - 1)
    s.key(.pageUp)
    #expect(menu.selection == 0)
  }
}
