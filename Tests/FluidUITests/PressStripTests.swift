import FluidMotion
import Testing

@testable import FluidUI

/// A recogniser that notes every press it is handed and nothing else.
private final class PressLog: GestureRecognizer {
  var core = GestureCore()
  var presses: [Vector2] = []

  func handle(_ input: GestureInput) {
    if case .down(let p, _, _) = input { presses.append(p) }
  }
  func reset() { core.returnToPossible() }
  func sendActions() {}
}

/// A press strip (``GestureCore/pressStrip``): the arena hands a recogniser only the presses that
/// land in it, as UIKit asks `gestureRecognizer(_:shouldReceive:)`.
@Suite("Press strips: a press away from an edge never reaches the edge's recogniser")
@MainActor
struct PressStripTests {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let card = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 300))
  let arena: GestureArena

  init() {
    root.addSublayer(card)
    arena = GestureArena(root: root)
  }

  func press(_ p: Vector2, at t: Double) {
    arena.handle(.pointerDown(position: p, time: t, button: .primary, pressure: nil))
    arena.handle(.pointerUp(position: p, time: t + 0.05, button: .primary))
  }

  @Test(
    "a strip of a set width: presses inside reach the member, presses outside do not, on its layer and on a child's",
    arguments: [
      (ScreenEdgePanGestureRecognizer.Edge.left, Vector2(x: 29, y: 200), Vector2(x: 30, y: 200)),
      (.top, Vector2(x: 200, y: 29), Vector2(x: 200, y: 30)),
    ])
  func setWidth(edge: ScreenEdgePanGestureRecognizer.Edge, inside: Vector2, outside: Vector2) {
    let log = PressLog()
    log.core.pressStrip = GestureCore.EdgeStrip(edge: edge, width: 30)
    arena.add(log, to: root)
    press(outside, at: 0)
    press(outside + Vector2(x: 400, y: 400), at: 1)  // on the root, not the card
    #expect(log.presses.isEmpty)
    press(inside, at: 2)
    #expect(log.presses == [inside])
  }

  @Test("a strip with no width follows the arena's edge width, also after the table changes")
  func tableWidth() {
    let log = PressLog()
    log.core.pressStrip = GestureCore.EdgeStrip(edge: .left)
    arena.add(log, to: root)
    press(Vector2(x: 25, y: 400), at: 0)
    #expect(log.presses.isEmpty)  // the table's 20 pt
    var wider = arena.settings
    wider.edgeWidth = 40
    arena.settings = wider
    press(Vector2(x: 25, y: 400), at: 1)
    #expect(log.presses == [Vector2(x: 25, y: 400)])
  }

  @Test("a member with no strip gets every press on its layer; the edge swipe keeps its strip current")
  func edgeSwipeStrip() {
    let log = PressLog()
    arena.add(log, to: card)
    press(Vector2(x: 250, y: 250), at: 0)
    #expect(log.presses.count == 1)
    let swipe = ScreenEdgePanGestureRecognizer(edge: .top)
    #expect(swipe.core.pressStrip == GestureCore.EdgeStrip(edge: .top, width: nil))
    swipe.edgeWidth = 44
    #expect(swipe.core.pressStrip == GestureCore.EdgeStrip(edge: .top, width: 44))
  }
}
