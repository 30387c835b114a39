import FluidMotion
import FluidUI
import Testing
import TestSupport

/// The zoom wired in one call, driven by pointer events through a window's arena.
@Suite("ZoomInteraction: a zoom in one call")
@MainActor
final class ZoomInteractionTests {
  let animator = Animator()
  let root = Layer(frame: Rect(x: 0, y: 0, width: 640, height: 480))
  let card = Layer()
  let cell = Rect(x: 40, y: 300, width: 120, height: 160)
  lazy var arena = GestureArena(root: root)
  lazy var zoom = ZoomTransition(
    layer: card, source: cell, destination: root.bounds, animator: animator)
  var time = 0.0
  var ends: [AnimatingPosition] = []

  init() {
    root.addSublayer(card)
    animator.advance(to: 0)
    zoom.makeInteractive(in: arena.makeScope(), edgeSwipeOn: root)
    hear()
  }

  func hear() {
    zoom.addCompletion { [unowned self] in
      ends.append($0)
      hear()
    }
  }

  func run(_ seconds: Double) { animator.tick(seconds, from: &time) }

  func down(_ p: Vector2) {
    arena.handle(.pointerDown(position: p, time: time, button: .primary, pressure: nil))
  }
  func move(_ p: Vector2) { arena.handle(.pointerMoved(position: p, time: time, pressure: nil)) }
  func up(_ p: Vector2) { arena.handle(.pointerUp(position: p, time: time, button: .primary)) }

  /// A drag from `a` to `b` in `steps` frames, released at `b`.
  func drag(from a: Vector2, to b: Vector2, steps: Int = 10) {
    down(a)
    for i in 1...steps {
      run(1.0 / 60)
      move(a + (b - a).scaled(by: Double(i) / Double(steps)))
    }
    up(b)
  }

  @Test("a click on the card in its cell opens it; a click on the open card leaves it; each lands exactly")
  func clicks() {
    down(cell.center)
    up(cell.center)
    run(2)
    #expect(card.frame == root.bounds && ends == [.end])
    down(Vector2(x: 320, y: 240))
    up(Vector2(x: 320, y: 240))
    run(2)
    #expect(card.frame == root.bounds && ends == [.end])
  }

  @Test("a press catches the flying card on the press frame; a drag down and release sends it home")
  func catchAndThrow() {
    down(cell.center)
    up(cell.center)
    run(0.12)
    let caught = card.frame
    let p = caught.center
    down(p)
    run(0.2)
    #expect(card.frame == caught && zoom.interaction?.isInteracting == true)
    drag(from: p, to: p + Vector2(x: 0, y: 200), steps: 8)
    run(2)
    #expect(card.frame == cell && ends.last == .start)
  }

  @Test(
    "the left-edge swipe takes hold of the open card and sends it home; with nothing open it does not begin")
  func edgeSwipe() throws {
    let swipe = try #require(zoom.interaction?.edgeSwipe)
    drag(from: Vector2(x: 4, y: 240), to: Vector2(x: 300, y: 240))
    #expect(swipe.state != .ended && ends.isEmpty && card.frame == cell)
    zoom.open()
    run(2)
    drag(from: Vector2(x: 4, y: 240), to: Vector2(x: 300, y: 240))
    #expect(card.frame.size.width < root.bounds.size.width)  // shrinks as it goes sideways
    run(2)
    #expect(card.frame == cell && ends == [.end, .start])
  }

  @Test("an edge swipe cut short springs the card back open")
  func edgeSwipeCancelled() {
    zoom.open()
    run(2)
    down(Vector2(x: 4, y: 240))
    for i in 1...6 {
      run(1.0 / 60)
      move(Vector2(x: 4 + 30 * Double(i), y: 240))
    }
    arena.handle(.focusLost(time: time))
    run(2)
    #expect(card.frame == root.bounds && ends == [.end, .end])
  }

  @Test("made interactive twice, the zoom has one hold: a click still opens it")
  func twice() {
    zoom.makeInteractive(in: arena.makeScope(), edgeSwipeOn: root)
    down(cell.center)
    up(cell.center)
    run(2)
    #expect(card.frame == root.bounds && ends == [.end])
  }
}
