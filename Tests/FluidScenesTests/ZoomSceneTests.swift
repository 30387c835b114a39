import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Zoom scene")
@MainActor
struct ZoomSceneTests {
  let scene = ZoomScene()
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: scene) }

  /// The window below the title bar at 1280 × 800.
  let open = Rect(x: 0, y: 32, width: 1280, height: 768)

  @Test("a click zooms the card from its cell to fill the window; the state says which card")
  func clickOpens() {
    let cell = scene.cell(5)
    s.click(cell.center, hold: 0)  // xdotool's click: the press and the release in one instant
    s.run(0.1)
    #expect(scene.progress > 0.05 && scene.progress < 0.95 && scene.state["card"] == 5)
    #expect(s.settle())
    #expect(scene.cards[5].frame == open && scene.state["zoom"] == 1)
  }

  @Test("the open card says how to close it: a pill that fades in as it lands open and out as it goes home")
  func backHint() {
    #expect(scene.backHint.alpha == 0)
    s.click(scene.cell(5).center, hold: 0)
    #expect(s.settle())
    #expect(scene.backHint.alpha == 1 && scene.backHint.text == ZoomScene.backHintText)
    #expect(open.intersection(scene.backHint.frame) == scene.backHint.frame)
    #expect(scene.root.hitTest(scene.backHint.frame.center) === scene.cards[5], "a press on it is the card's")
    scene.close()
    s.run(0.05)
    #expect(scene.backHint.alpha < 1, "fading as the card leaves")
    #expect(s.settle())
    #expect(scene.backHint.alpha == 0)
    scene.layout(size: Size(width: 400, height: 300))  // a narrow window: the first part
    #expect(scene.backHint.text == "Esc or ‹ Menu: back to the grid")
    #expect(scene.backHint.frame.minX >= 0 && scene.backHint.frame.maxX <= 400)
  }

  @Test("dragged down fast the open card goes home into its cell; a short slow drag springs it back open")
  func dismiss() {
    for fast in [true, false] {
      scene.open(2)
      #expect(s.settle())
      let start = Vector2(x: 640, y: 300)
      s.press(start)
      let end = start + Vector2(x: 20, y: fast ? 200 : 40)
      s.drag(from: start, to: end, over: fast ? 0.1 : 0.6)
      let shrunk = scene.cards[2].frame
      #expect(shrunk.size.width < open.size.width && shrunk.contains(end))  // shrunk under the pointer
      s.release(end)
      #expect(s.settle())
      #expect(scene.cards[2].frame == (fast ? scene.cell(2) : open))
      #expect(scene.state["card"] == (fast ? -1 : 2))
    }
  }

  @Test("a drag of the open card cut short by a lost focus springs it back open, however far it went")
  func cutDrag() {
    scene.open(2)
    #expect(s.settle())
    let start = Vector2(x: 400, y: 200)
    s.press(start)
    s.drag(from: start, to: Vector2(x: 440, y: 700), over: 0.3)
    s.run(0.6)  // held still, past the middle: a release here would send it home
    #expect(scene.progress < 0.5)
    s.send(.focusLost(time: s.time))
    #expect(s.settle())
    #expect(scene.cards[2].frame == open && scene.state["card"] == 2)
  }

  @Test("a press catches the card mid-flight where it is; a click on it turns it back home")
  func catchMidFlight() {
    scene.open(0)
    s.run(0.12)
    let caught = scene.cards[0].frame
    s.press(caught.center)
    s.run(0.2)
    #expect(scene.cards[0].frame == caught && scene.state["dragging"] == 1)
    s.release(caught.center)
    #expect(s.settle())
    #expect(scene.cards[0].frame == scene.cell(0) && scene.state["card"] == -1)
  }

  @Test("the grid is one Tab stop: Tab leaves a card for the bar; Shift+Tab, or an arrow, comes back to it")
  func oneTabStop() throws {
    let host = SceneHost(entry: try SceneCatalog.find("zoom"), context: SceneContext())
    let s = ScriptedSession(scene: host)
    s.settle(limit: 1)
    let zoom = try #require(host.current as? ZoomScene)
    let focus = host.context.focus
    s.key(.tab)  // content first: the grid, on its first card
    #expect(focus.focusedLayer === zoom.cards[0])
    s.key(.right)
    s.key(.right)
    s.key(.tab)  // one stop: on to the bar
    #expect(focus.focusedLayer != nil && !zoom.cards.contains { $0 === focus.focusedLayer })
    #expect(zoom.focus == 2, "the grid keeps the card Tab left")
    s.key(.tab, modifiers: .shift)
    #expect(focus.focusedLayer === zoom.cards[2])
    s.key(.tab)
    s.key(.down)  // from the bar: back on the card, a step down
    #expect(focus.focusedLayer === zoom.cards[6])
  }

  @Test("Home and End take the focus to the grid's first and last card, as in GTK's flow boxes")
  func homeAndEnd() {
    s.key(.end)  // from outside the grid too
    #expect(scene.focus == 11 && scene.context.focus.focusedLayer === scene.cards[11])
    scene.context.focus.setFocus(nil)
    s.key(.tab)
    s.key(.end)
    #expect(scene.focus == 11 && scene.context.focus.focusedLayer === scene.cards[11])
    s.key(.home)
    #expect(scene.focus == 0 && scene.context.focus.focusedLayer === scene.cards[0])
  }

  @Test(
    "a digit opens the card it names, the keypad's too; not over an open card",
    arguments: [Key.character("7"), .keypad("7")])
  func digit(key: Key) {
    s.key(key)
    #expect(s.settle())
    #expect(scene.state["card"] == 6 && scene.progress == 1)
    s.key(.character("2"))
    #expect(s.settle())
    #expect(scene.state["card"] == 6, "the open card stays")
  }

  @Test("arrows move the focus, Enter opens the focused card, Esc (through the scene) closes it")
  func keys() {
    s.key(.tab)  // alone on the window the grid is one Tab stop as well: Tab stays on its card
    s.key(.tab)
    #expect(scene.context.focus.focusedLayer === scene.cards[0])
    scene.context.focus.setFocus(nil)
    s.key(.right)  // from the first card, kept for the focus: the first arrow moves
    #expect(scene.focus == 1)
    s.key(.down)
    #expect(scene.focus == 5)
    s.key(.enter)
    #expect(s.settle())
    #expect(scene.state["card"] == 5 && scene.progress == 1)
    #expect(scene.goBack())
    #expect(s.settle())
    #expect(scene.state["card"] == -1 && !scene.goBack())
  }

  @Test(
    "a resize keeps an open card filling the window and the grid in the window",
    arguments: [
      Size(width: 640, height: 480), Size(width: 1, height: 1), Size(width: 2560, height: 1600),
    ])
  func resize(size: Size) {
    scene.open(11)
    #expect(s.settle())
    scene.layout(size: size)
    #expect(scene.cards[11].frame == Rect(x: 0, y: 32, width: size.width, height: max(1, size.height - 32)))
    for i in scene.cards.indices.dropLast() {
      let cell = scene.cell(i)
      #expect(cell.size.width >= 0 && cell.size.height >= 0 && scene.cards[i].frame == cell)
    }
  }

  @Test("Esc while the open card is in hand leaves it there; the release decides, then Esc closes")
  func escapeWhileDragging() {
    scene.open(3)
    #expect(s.settle())
    let start = Vector2(x: 640, y: 300)
    s.press(start)
    s.drag(from: start, to: start + Vector2(x: 0, y: 60), over: 0.3)
    let held = scene.cards[3].frame
    #expect(scene.goBack())  // used, and nothing moves
    s.run(0.2)
    #expect(scene.cards[3].frame == held && scene.state["dragging"] == 1)
    s.release(start + Vector2(x: 0, y: 60))
    #expect(s.settle())
    #expect(scene.goBack())
    #expect(s.settle())
    #expect(scene.state["card"] == -1 && scene.cards[3].frame == scene.cell(3))
  }

  @Test("a card that went home frees its transition")
  func transitionFreed() {
    scene.open(1)
    #expect(s.settle())
    weak let transition = scene.zoom?.transition
    scene.close()
    #expect(s.settle())
    #expect(scene.zoom == nil && transition == nil)
  }
}

@Suite("Zoom scene's titles")
@MainActor
struct ZoomTitleTests {
  @Test(
    "every card's title fits its cell with 12 pt either side, at the largest whole size up to 20 that does",
    arguments: [
      (640.0, 480.0, false), (800, 600, true), (1024, 768, true), (1280, 800, true), (480, 360, false),
    ])
  func titlesFit(width: Double, height: Double, full: Bool) {
    let scene = ZoomScene()
    scene.layout(size: Size(width: width, height: height))
    let room = scene.cell(0).size.width - 24
    let size = scene.cards[0].textStyle.size
    #expect((abs(size - 20) < 1e-9) == full && size == size.rounded())
    let widest = { (style: TextStyle) in scene.cards.map { style.estimatedWidth(of: $0.text ?? "") }.max()! }
    for card in scene.cards { #expect(abs(card.textStyle.size - size) < 1e-9) }
    #expect(widest(scene.cards[0].textStyle) <= room + 1e-9)
    var larger = scene.cards[0].textStyle
    larger.size += 1
    #expect(full || widest(larger) > room)  // one point more would not fit
  }
}
