import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Menu (headless, scripted input)")
@MainActor
struct MenuSceneTests {
  func session(_ size: Size = Size(width: 1280, height: 800)) -> (ScriptedSession, SceneHost) {
    let host = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    return (ScriptedSession(scene: host, size: size), host)
  }

  func menu(_ host: SceneHost) throws -> MenuScene { try #require(host.current as? MenuScene) }

  @Test(
    "a row per interface, the pane first, in the seed demo's order with its tints, then the scroll view and the zoom"
  )
  func rows() throws {
    let (_, host) = session()
    #expect(host.title == "Fluid Interfaces")
    let tints = SceneCatalog.available.dropFirst().map(\.accent)
    let seed: [UInt32] = [
      0x999999, 0x64CCF7, 0xEDEDED, 0xFF5B50, 0x64FF8F, 0x73B2FF, 0xF2F23A, 0xFF28A5, 0xBF5AF2, 0xFF9F0A,
    ]
    #expect(tints == seed.map { Color(hex: $0) })
    for entry in SceneCatalog.available { #expect(try menu(host).center(ofRow: entry.index) != nil) }
  }

  @Test("a row highlights on press and opens its scene on release over it", arguments: [0, 3, 8])
  func clickOpens(index: Int) throws {
    let (s, host) = session()
    let p = try #require(try menu(host).center(ofRow: index))
    s.press(p)
    #expect(host.state["pressed"] == Double(index))
    #expect(host.isMenu)
    s.run(0.05)
    s.release(p)
    s.frame()  // the release's frame opens it
    #expect(host.entry.index == index)
  }

  @Test("a press dragged off its row opens nothing")
  func dragOffCancels() throws {
    let (s, host) = session()
    let p = try #require(try menu(host).center(ofRow: 2))
    s.press(p)
    s.drag(from: p, to: p + Vector2(x: 0, y: 120), over: 0.1)
    s.release(p + Vector2(x: 0, y: 120))
    #expect(host.isMenu)
  }

  @Test(
    "↓ Enter opens the second row (the first ↓ moves too); a digit, or the keypad's, opens its row; Esc comes back"
  )
  func keyboard() {
    let (s, host) = session()
    s.key(.down)
    s.key(.enter)
    #expect(host.entry.index == 1)
    s.key(.escape)
    #expect(host.isMenu)
    s.key(.character("6"))
    #expect(host.entry.name == "drawer")
    s.key(.escape)
    #expect(s.settle() && host.isMenu)
    s.key(.keypad("6"))  // Num Lock on: the keypad's digit is the same key
    #expect(host.entry.name == "drawer")
  }

  @Test("a row shows the digit that opens it; the eleventh, which no digit opens, shows no number")
  func rowNumbersAreKeys() throws {
    let (_, host) = session()
    var shown: [String] = []
    func visit(_ layer: Layer) {
      guard !layer.isHidden else { return }
      // A row's number is its 13-pt text (the calculator's icon has a 9 of its own).
      if let text = layer.text, layer.textStyle.size == 13, text.allSatisfy(\.isNumber) { shown.append(text) }
      layer.sublayers.forEach(visit)
    }
    visit(try menu(host).root)
    #expect(SceneCatalog.available.count > 10)  // a row past the digits' reach is there
    #expect(shown.sorted() == (0...9).map(String.init))
  }

  @Test(
    "five wheel notches scroll the menu 40 pt each, whatever their rhythm (no notch lost)",
    arguments: [0.02, 0.05, 0.1, 0.15])
  func wheelNotches(spacing: Double) {
    let (s, host) = session(Size(width: 640, height: 480))
    for i in 0..<5 {
      if i > 0 { s.run(spacing) }
      s.wheel(Vector2(x: 0, y: -40), at: Vector2(x: 320, y: 300))
    }
    s.run(1.5)
    #expect(abs((host.state["scroll"] ?? 0) - 200) < 1e-6, "\(host.state["scroll"] ?? .nan)")
  }

  @Test(
    "after a wheel scroll under a still pointer, the row that came to rest under it lights up, not while it glides"
  )
  func hoverAfterScroll() {
    let (s, host) = session(Size(width: 640, height: 480))
    let p = Vector2(x: 320, y: 300)
    s.display.move(to: p)
    s.run(0.2)
    let arena = host.context.gestures.arena
    let first = arena.hoveredLayer
    #expect(first != nil)
    s.wheel(Vector2(x: 0, y: -40), at: p)
    s.wheel(Vector2(x: 0, y: -40), at: p)
    s.run(0.05)
    #expect(arena.hoveredLayer == nil, "no row lights while the list glides")
    #expect(s.settle())
    let rested = arena.hoveredLayer
    #expect(rested != nil && rested !== first && rested?.isHovered == true)
    #expect(rested.map { $0.frameInWindow.contains(p) } == true)
  }

  @Test("a notch lets go of the selection: a resize after it does not scroll the selected row back")
  func wheelLetsGoOfSelection() {
    let (s, host) = session(Size(width: 640, height: 480))
    s.key(.end)  // the last row selected and in view
    s.run(1.5)
    let end = host.state["scroll"] ?? 0
    #expect(end > 100)
    s.wheel(Vector2(x: 0, y: 80), at: Vector2(x: 320, y: 300))  // two notches up
    s.run(1.5)
    #expect(abs((host.state["scroll"] ?? 0) - (end - 80)) < 1e-6)
    s.send(.resized(Size(width: 640, height: 470), time: s.time))
    s.run(1.5)
    #expect(abs((host.state["scroll"] ?? 0) - (end - 80)) < 1e-6, "the list stayed where the hand left it")
  }

  @Test(
    "in a short window the rows keep their 60 pt and the list scrolls: the wheel brings the last row in",
    arguments: [Size(width: 640, height: 480), Size(width: 400, height: 300)])
  func smallWindow(size: Size) throws {
    let (s, host) = session(size)
    let hidden = try #require(try menu(host).center(ofRow: 8))
    #expect(hidden.y > size.height)  // below the window: not squeezed in
    s.click(hidden)
    #expect(host.isMenu)
    s.wheel(Vector2(x: 0, y: -2000), at: Vector2(x: size.width / 2, y: size.height / 2))
    s.run(3)  // past the end it resists, then bounces back to rest: a click on a moving list only stops it
    let p = try #require(try menu(host).center(ofRow: 8))
    #expect(p.y < size.height - 30)
    s.click(p)
    s.frame()  // the release's frame opens it
    #expect(host.entry.name == "rotation")
  }

  @Test("a flick scrolls the list on past the release; a press on the moving list stops it and opens nothing")
  func flickAndCatch() throws {
    let (s, host) = session(Size(width: 640, height: 480))
    let start = Vector2(x: 320, y: 400)
    s.press(start)
    s.drag(from: start, to: start + Vector2(x: 0, y: -60), over: 0.05)
    s.release(start + Vector2(x: 0, y: -60))
    let released = try #require(host.state["scroll"])
    s.run(0.05)
    let gliding = try #require(host.state["scroll"])
    #expect(gliding > released && host.isMenu)
    s.click(Vector2(x: 320, y: 250))  // on a row, but the list is moving: a catch, not a click
    #expect(host.isMenu && host.state["pressed"] == -1)
    let caught = try #require(host.state["scroll"])
    s.run(0.3)
    #expect(host.state["scroll"] == caught)
  }

  @Test("dragged past its end the list resists, and bounces back when let go")
  func bouncesBack() throws {
    let (s, host) = session(Size(width: 640, height: 480))
    let start = Vector2(x: 320, y: 100)
    s.press(start)
    s.drag(from: start, to: start + Vector2(x: 0, y: 300), over: 0.3)
    let pulled = try #require(host.state["scroll"])
    #expect(pulled < -20 && pulled > -300)  // resists
    s.run(0.1)
    s.release(start + Vector2(x: 0, y: 300))
    #expect(s.settle())
    #expect(host.state["scroll"] == 0 && host.isMenu)
  }

  @Test("Home after End scrolls back to the top: the heading shows above the first row")
  func homeShowsHeading() {
    let (s, host) = session(Size(width: 640, height: 480))
    s.key(.end)
    #expect(s.settle())
    #expect((host.state["scroll"] ?? 0) > 100)
    s.key(.home)
    #expect(s.settle())
    #expect(host.state["scroll"] == 0 && host.state["selection"] == 0)
  }

  @Test("↓ past the visible rows scrolls the chosen row into view")
  func keyboardScrolls() throws {
    let (s, host) = session(Size(width: 640, height: 480))
    for _ in 0..<8 { s.key(.down) }
    #expect(s.settle())
    let p = try #require(try menu(host).center(ofRow: 8))
    #expect(p.y > 32 && p.y < 480)
  }

  @Test("a pointer move that moves the hover to another row is drawn; one within a row is not")
  func hoverMovesAreDrawn() throws {
    let (s, host) = session()
    let first = try #require(try menu(host).center(ofRow: 1))
    let second = try #require(try menu(host).center(ofRow: 2))
    let core = s.display.loop.core
    #expect(core.handle(.pointerMoved(position: first, time: s.time, pressure: nil), now: s.time))
    #expect(
      !core.handle(
        .pointerMoved(position: first + Vector2(x: 5, y: 2), time: s.time, pressure: nil), now: s.time))
    #expect(core.handle(.pointerMoved(position: second, time: s.time, pressure: nil), now: s.time))
    #expect(core.arena.respond(to: .pointerMoved(position: first, time: s.time, pressure: nil)).redraw)
  }

  @Test(
    "after the arrows chose a row, a scene opened another way comes back to its own row",
    arguments: ["digit", "alt", "click"])
  func backToOpenedRow(how: String) throws {
    let (s, host) = session()
    s.key(.down)
    s.key(.down)
    #expect(s.settle())
    #expect(host.state["selection"] == 2)
    switch how {
    case "digit": s.key(.character("5"))
    case "alt": s.key(.character("5"), modifiers: .alt)
    default: s.click(try #require(try menu(host).center(ofRow: 5)))
    }
    _ = s.settle()
    s.key(.escape)
    _ = s.settle()
    #expect(host.state["selection"] == 5, "\(host.state)")
  }

  @Test("a scene opened by its digit with no ring on the menu comes back with the ring on its row")
  func backToRowByKey() throws {
    let (s, host) = session()
    #expect(host.context.focus.focusedLayer == nil)
    s.key(.character("9"))
    _ = s.settle()
    s.key(.escape)
    _ = s.settle()
    let row = try #require(host.context.focus.focusedLayer)
    #expect(host.isMenu && row.accessibilityLabel == "Scroll view" && !host.context.focus.ring.isHidden)
  }

  @Test(
    "started in a scene, Esc comes to the menu with the ring on that scene's row: Enter opens what is ringed")
  func startedInAScene() throws {
    let host = SceneHost(entry: try SceneCatalog.find("rotation"), context: SceneContext())
    let s = ScriptedSession(scene: host)
    #expect(s.settle())
    s.key(.escape)
    _ = s.settle()
    let row = try #require(host.context.focus.focusedLayer)
    #expect(host.isMenu && row.accessibilityLabel == "Rotation" && !host.context.focus.ring.isHidden)
  }

  @Test("the calculator opened from the keyboard: Enter is =, though the ring is on a key; Space presses it")
  func calculatorEnterFromKeyboard() throws {
    let (s, host) = session()
    s.key(.down)
    s.key(.enter)  // the ring, on the calculator's row, goes onto its first key as it lands
    #expect(s.settle())
    let calculator = try #require(host.current as? CalculatorScene)
    #expect(host.current.context.focus.focusedLayer != nil, "the keyboard's ring is on a key")
    for key in ["2", "+", "3"] { s.key(.character(Character(key))) }
    s.key(.enter)
    _ = s.settle()
    #expect(calculator.display == "5")
    s.key(.space)  // the ringed key (AC/C) clears
    _ = s.settle()
    #expect(calculator.display == "0")
  }

  @Test("back from the last scene in a short window, the menu shows the row it came from")
  func backRevealsRow() throws {
    let (s, host) = session(Size(width: 1000, height: 700))
    s.key(.character("9"), modifiers: .alt)
    _ = s.settle()
    s.key(.escape)
    _ = s.settle()
    let row = try #require(try menu(host).center(ofRow: 9))
    #expect(row.y < 700 - 20 && row.y > 32)
  }

  @Test("opened on the last scene in a short window, Esc comes back to a menu that shows its row")
  func startedOnSceneRevealsRow() throws {
    let host = SceneHost(entry: try SceneCatalog.find("scroll"), context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 1000, height: 700))
    s.key(.escape)
    _ = s.settle()
    let row = try #require(try menu(host).center(ofRow: 9))
    #expect(row.y < 700 - 20 && row.y > 32)
  }
}
