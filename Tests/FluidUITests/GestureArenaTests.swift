import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// One arena for the window: scopes, one hit test, the edge swipe, hover and the cursor.
@Suite("Gesture arena (one per window)")
@MainActor
struct GestureArenaTests {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let scene = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let card = Layer(frame: Rect(x: 0, y: 100, width: 300, height: 300))
  let arena: GestureArena

  init() {
    root.addSublayer(scene)
    scene.addSublayer(card)
    arena = GestureArena(root: root)
  }

  func play(_ script: EventScript) { for e in script.events { arena.handle(e) } }

  @Test("members of two scopes on one path compete in one hit test: the inner pan wins, the outer fails")
  func scopesCompete() {
    let (app, content) = (arena.makeScope(), arena.makeScope())
    var log: [String] = []
    app.add(TapGestureRecognizer { _ in log.append("app tap") }, to: root)
    content.add(PanGestureRecognizer { log.append("pan \($0.state)") }, to: card)
    var drag = EventScript(at: Vector2(x: 150, y: 200))
    drag.down()
    #expect(app.isInteracting == false && content.isInteracting == false)
    drag.move(to: Vector2(x: 150, y: 300), over: 0.1)
    play(drag)
    #expect(content.isInteracting && log.first == "pan began")
    arena.handle(.pointerUp(position: Vector2(x: 150, y: 300), time: 0.2, button: .primary))
    #expect(log.last == "pan ended" && !log.contains("app tap") && !arena.isInteracting)
  }

  @Test(
    "an edge swipe that cancels the content's scope as it begins: the content's pan gets nothing more of that move, and a cut swipe then a press start it afresh",
    arguments: [InputEvent.focusLost(time: 0.1), .pointerCancelled(time: 0.1)])
  func cancelledMidDelivery(cut: InputEvent) {
    let (window, content) = (arena.makeScope(), arena.makeScope())
    var states: [GestureState] = []
    window.add(
      ScreenEdgePanGestureRecognizer(edge: .left) { swipe in
        if swipe.state == .began { content.cancelAll(at: swipe.time) }
      }, to: root)
    content.add(PanGestureRecognizer(beginsOnPress: true) { states.append($0.state) }, to: scene)
    arena.handle(.pointerDown(position: Vector2(x: 12, y: 300), time: 0, button: .primary, pressure: nil))
    for (i, x) in [32.0, 52].enumerated() {
      arena.handle(.pointerMoved(position: Vector2(x: x, y: 302), time: 0.016 * Double(i + 1), pressure: nil))
    }
    #expect(states == [.began, .cancelled], "\(states)")
    arena.handle(cut)
    arena.handle(.pointerDown(position: Vector2(x: 400, y: 300), time: 0.6, button: .primary, pressure: nil))
    arena.handle(.pointerUp(position: Vector2(x: 400, y: 300), time: 0.65, button: .primary))
    #expect(states == [.began, .cancelled, .began, .ended], "\(states)")
  }

  @Test("dropping a scope mid-press cancels its members and detaches them; another scope's keep working")
  func droppingAScope() {
    let (kept, dropped) = (arena.makeScope(), arena.makeScope())
    var states: [GestureState] = []
    var taps = 0
    dropped.add(PanGestureRecognizer(beginsOnPress: true) { states.append($0.state) }, to: card)
    kept.add(TapGestureRecognizer { _ in taps += 1 }, to: root)
    arena.handle(.pointerDown(position: Vector2(x: 100, y: 200), time: 0, button: .primary, pressure: nil))
    #expect(states == [.began] && dropped.isInteracting)
    dropped.removeAll(at: 0.05)
    #expect(states == [.began, .cancelled] && !dropped.isInteracting)
    arena.handle(.pointerUp(position: Vector2(x: 100, y: 200), time: 0.1, button: .primary))
    var click = EventScript(at: Vector2(x: 100, y: 200), time: 1)
    click.down()
    click.wait(0.05)
    click.up()
    play(click)
    #expect(states == [.began, .cancelled] && taps == 1)  // the pan won the first; it never sees the second
  }

  @Test("cancelAll ends a scope's press but keeps its members: the next press reaches them")
  func cancellingAScope() {
    let scope = arena.makeScope()
    var states: [GestureState] = []
    scope.add(PanGestureRecognizer(beginsOnPress: true) { states.append($0.state) }, to: card)
    arena.handle(.pointerDown(position: Vector2(x: 100, y: 200), time: 0, button: .primary, pressure: nil))
    scope.cancelAll(at: 0.1)
    arena.handle(.pointerUp(position: Vector2(x: 100, y: 200), time: 0.2, button: .primary))
    arena.handle(.pointerDown(position: Vector2(x: 100, y: 200), time: 1, button: .primary, pressure: nil))
    #expect(states == [.began, .cancelled, .began])
  }

  @Test(
    "a swipe from the left edge begins past the drag threshold and cancels the content's pan",
    arguments: [
      (Vector2(x: 5, y: 200), Vector2(x: 60, y: 210), true),
      (Vector2(x: 5, y: 200), Vector2(x: 8, y: 260), false),
      (Vector2(x: 100, y: 200), Vector2(x: 160, y: 200), false),
    ])
  func edgeSwipe(from start: Vector2, to end: Vector2, swipes: Bool) {
    var edge: [GestureState] = []
    var content: [GestureState] = []
    arena.add(ScreenEdgePanGestureRecognizer(edge: .left) { edge.append($0.state) }, to: scene)
    arena.add(PanGestureRecognizer(beginsOnPress: true) { content.append($0.state) }, to: card)
    var s = EventScript(at: start)
    s.down()
    s.move(to: end, over: 0.1)
    s.up()
    play(s)
    if swipes {
      #expect(edge.first == .began && edge.last == .ended)
      #expect(content.first == .began && content.last == .cancelled)
    } else {
      #expect(edge.isEmpty)
      #expect(content.first == .began && content.last == .ended)
    }
  }

  @Test(
    "hover and the cursor come from the arena's hit test; a press keeps the cursor and takes the hover off")
  func hoverAndCursor() {
    card.hoverFill = .solid(.white)
    card.cursor = .hand
    var cursors: [Cursor] = []
    arena.onCursorChange = { cursors.append($0) }
    let over = arena.respond(to: .pointerMoved(position: Vector2(x: 50, y: 150), time: 0, pressure: nil))
    #expect(over == EventResponse(used: false, redraw: true) && over.needsFrame)
    #expect(card.isHovered && arena.cursor == .hand && cursors == [.hand])
    let within = arena.respond(to: .pointerMoved(position: Vector2(x: 60, y: 150), time: 0.01, pressure: nil))
    #expect(!within.needsFrame)
    arena.handle(.pointerDown(position: Vector2(x: 60, y: 150), time: 0.02, button: .primary, pressure: nil))
    #expect(!card.isHovered && arena.cursor == .hand)
    arena.handle(.pointerUp(position: Vector2(x: 500, y: 500), time: 0.1, button: .primary))
    #expect(!card.isHovered && cursors == [.hand, .arrow])
  }

  @Test(
    "a press with no member on its path (or only scroll members) keeps the hover off until its release",
    arguments: [false, true])
  func hoverOffWhilePressed(scrollMember: Bool) {
    card.hoverFill = .solid(.white)
    if scrollMember { arena.add(ScrollGestureRecognizer(), to: scene) }
    arena.handle(.pointerDown(position: Vector2(x: 500, y: 200), time: 0, button: .primary, pressure: nil))
    arena.handle(.pointerMoved(position: Vector2(x: 100, y: 200), time: 0.05, pressure: nil))
    #expect(!card.isHovered)  // the button is held: the card does not light up under a drag
    arena.handle(.pointerUp(position: Vector2(x: 100, y: 200), time: 0.1, button: .primary))
    #expect(card.isHovered)
  }

  @Test(
    "content gliding under a still pointer: the hover goes off what left it, nothing new lights up, the cursor follows"
  )
  func stillPointer() {
    card.hoverFill = .solid(.white)
    card.cursor = .hand
    let other = Layer(frame: Rect(x: 400, y: 100, width: 300, height: 300))
    other.hoverFill = .solid(.white)
    other.cursor = .move
    card.superlayer?.addSublayer(other)
    arena.handle(.pointerMoved(position: Vector2(x: 50, y: 150), time: 0, pressure: nil))
    #expect(card.isHovered)
    other.frame.origin.x = 0  // glides under the still pointer, over the card
    card.frame.origin.x = -400
    arena.tick(at: 0.1)
    #expect(!card.isHovered && !other.isHovered && arena.cursor == .move)
    arena.handle(.pointerMoved(position: Vector2(x: 51, y: 150), time: 0.2, pressure: nil))
    #expect(other.isHovered)  // the pointer moved: the hover is where it is
  }

  @Test(
    "the click count follows the series: 1, 2, 3 within the double-click time and the distance from its first press",
    arguments: [
      // (gap between presses s, second press's offset pt, counts)
      (0.2, 0.0, [1, 2, 3]), (0.2, 3.0, [1, 2, 3]), (0.5, 0.0, [1, 1, 1]), (0.2, 40.0, [1, 1, 2]),
    ])
  func clickCount(gap: Double, offset: Double, expected: [Int]) {
    var counts: [Int] = []
    let count = { (pan: PanGestureRecognizer) in if pan.state == .began { counts.append(pan.clickCount) } }
    arena.add(PanGestureRecognizer(beginsOnPress: true, action: count), to: card)
    for i in 0..<3 {
      let t = Double(i) * gap
      // The second and third presses land beside the first (the distance counts from the first).
      let p = Vector2(x: 100 + (i == 0 ? 0 : offset), y: 200)
      arena.handle(.pointerDown(position: p, time: t, button: .primary, pressure: nil))
      arena.handle(.pointerUp(position: p, time: t + 0.05, button: .primary))
    }
    #expect(counts == expected)
    #expect(arena.clickCount == expected.last)
  }

  @Test("a press on a control fails the taps of the layers holding it (UIKit's rule); their pans go on")
  func controlFailsAncestorTaps() {
    var taps = 0
    var pans = 0
    let button = Layer(frame: Rect(x: 10, y: 10, width: 60, height: 30))
    card.addSublayer(button)
    let control = Control(layer: button)
    var clicks = 0
    control.addAction(for: .primaryActionTriggered) { _, _ in clicks += 1 }
    arena.add(control, to: button)
    arena.add(TapGestureRecognizer { _ in taps += 1 }, to: card)
    arena.add(PanGestureRecognizer { if $0.state == .began { pans += 1 } }, to: scene)
    let p = Vector2(x: 30, y: 125)
    arena.handle(.pointerDown(position: p, time: 0, button: .primary, pressure: nil))
    arena.handle(.pointerUp(position: p, time: 0.05, button: .primary))
    #expect(clicks == 1 && taps == 0)
    arena.handle(.pointerDown(position: Vector2(x: 200, y: 200), time: 1, button: .primary, pressure: nil))
    arena.handle(.pointerUp(position: Vector2(x: 200, y: 200), time: 1.05, button: .primary))
    #expect(taps == 1)  // beside the control, the card's own click
    arena.handle(.pointerDown(position: p, time: 2, button: .primary, pressure: nil))
    arena.handle(.pointerMoved(position: p + Vector2(x: 0, y: 60), time: 2.1, pressure: nil))
    arena.handle(.pointerUp(position: p + Vector2(x: 0, y: 60), time: 2.2, button: .primary))
    #expect(pans == 1 && clicks == 1)
  }

  @Test("a recogniser of scrolls alone is off a press's path: the press neither reaches it nor fails it")
  func scrollsAreNotPresses() {
    var scrolls: [GestureState] = []
    var pans: [GestureState] = []
    let scroll = ScrollGestureRecognizer { scrolls.append($0.state) }
    #expect(!scroll.core.acceptsPress)
    arena.add(scroll, to: card)
    arena.add(PanGestureRecognizer(beginsOnPress: true) { pans.append($0.state) }, to: card)
    arena.handle(.pointerDown(position: Vector2(x: 100, y: 200), time: 0, button: .primary, pressure: nil))
    #expect(pans == [.began] && scroll.state == .possible)
    arena.handle(.pointerUp(position: Vector2(x: 100, y: 200), time: 0.1, button: .primary))
    #expect(scroll.state == .possible && scrolls.isEmpty)
    arena.handle(.wheel(delta: Vector2(x: 0, y: 2.5), position: Vector2(x: 100, y: 200), time: 0.2))
    #expect(scrolls.first == .began)
  }

  @Test("the press's path: inner layers' members first, one layer's in the order they were added")
  func pathOrder() {
    var began: [String] = []
    for (name, layer) in [("card 1", card), ("scene", scene), ("card 2", card), ("root", root)] {
      let pan = PanGestureRecognizer(beginsOnPress: true) { if $0.state == .began { began.append(name) } }
      pan.recognizesSimultaneously = true
      arena.add(pan, to: layer)
    }
    arena.handle(.pointerDown(position: Vector2(x: 100, y: 200), time: 0, button: .primary, pressure: nil))
    #expect(began == ["card 1", "card 2", "scene", "root"])
    began.removeAll()
    arena.handle(.pointerUp(position: Vector2(x: 100, y: 200), time: 0.1, button: .primary))
    arena.handle(.pointerDown(position: Vector2(x: 500, y: 50), time: 1, button: .primary, pressure: nil))
    #expect(began == ["scene", "root"])  // off the card: its members are not on the path
  }

  @Test("the frame loop feeds a scene's share of the arena: its recognisers move with no forwarding")
  func loopFeedsTheArena() {
    let scene = ArenaScene()
    let s = ScriptedSession(scene: scene, size: Size(width: 400, height: 300))
    s.press(Vector2(x: 50, y: 50))
    s.drag(from: Vector2(x: 50, y: 50), to: Vector2(x: 150, y: 80), over: 0.1)
    #expect(scene.isInteracting)
    s.release(Vector2(x: 150, y: 80))
    #expect(scene.moved == Vector2(x: 100, y: 30) && !scene.isInteracting)
  }
}

/// A scene whose only input is a pan in its share of the arena; its `handle` takes nothing.
@MainActor
private final class ArenaScene: Scene {
  let context = SceneContext()
  let title = "arena"
  let root = Layer()
  private(set) var moved = Vector2.zero

  init() {
    context.gestures.add(
      PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.moved = $0.translation }, to: root)
  }

  var isInteracting: Bool { context.gestures.isInteracting }
  func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }
  func handle(_ event: InputEvent) -> Bool { false }
}
