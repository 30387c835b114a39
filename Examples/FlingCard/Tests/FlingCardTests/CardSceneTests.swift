import FlingCard
import FluidUI
import Testing

/// The card on a virtual 60 Hz display: the frame loop a window runs, stepped by the test.
@Suite("A card you fling away")
@MainActor
struct CardSceneTests {
  let centre = Vector2(x: 400, y: 300)
  let card = CardScene()
  let display: VirtualDisplay

  init() { display = VirtualDisplay(scene: card, size: Size(width: 800, height: 600)) }

  /// A press at `a`, a move to each of `points` every `step` seconds, and a release.
  func drag(from a: Vector2, through points: [Vector2], step: Double = 0.016) {
    display.press(a)
    for p in points {
      display.run(for: step)
      display.move(to: p)
    }
    display.release(points.last ?? a)
  }

  @Test("a flick flies it off, carrying its velocity; a new card drops in", arguments: [-1.0, 1.0])
  func flickDismisses(direction: Double) {
    drag(from: centre, through: (1...4).map { centre + Vector2(x: direction * 30 * Double($0), y: 0) })
    display.run(for: 0.05)
    #expect(card.offset.x * direction > 150)  // on its way out
    display.run(until: 5)
    #expect(card.dismissed == 1)
    #expect(card.offset == .zero && card.animator.isIdle)
  }

  @Test("the documented flick: press, a 120 pt drag over 64 ms, release")
  func documentedFlick() {
    display.press(Vector2(x: 400, y: 300))
    display.drag(from: Vector2(x: 400, y: 300), to: Vector2(x: 520, y: 300), over: 0.064)
    display.release(Vector2(x: 520, y: 300))
    display.run(for: 2)
    #expect(card.dismissed == 1)
  }

  @Test("a slow drag short of halfway springs back")
  func shortDragReturns() {
    drag(from: centre, through: (1...10).map { centre + Vector2(x: 15 * Double($0), y: 0) }, step: 0.1)
    display.run(for: 0.2)  // the pointer rested: no momentum
    display.run(until: 5)
    #expect(card.dismissed == 0 && card.offset == .zero)
  }

  @Test("up and down it resists: 200 pt of travel shows as 200^0.7")
  func rubberBand() {
    display.run(until: 0.1)
    display.press(centre)
    display.run(until: 0.2)
    display.move(to: centre + Vector2(x: 0, y: 200))
    display.run(until: 0.25)
    #expect(abs(card.offset.y - RubberBand.power().offset(forOvershoot: 200)) < 1e-9)
  }

  @Test("pressed mid-flight it is caught where it is, and the next move does not jump")
  func caughtMidFlight() {
    drag(from: centre, through: (1...4).map { centre + Vector2(x: 0, y: 30 * Double($0)) })
    display.run(for: 0.1)  // springing back from below, resisting
    let shown = card.offset
    #expect(abs(shown.y) > 1)
    let at = centre + shown
    display.press(at)
    display.run(for: 0.2)
    #expect(card.offset == shown)  // held still where it was caught
    display.move(to: at + Vector2(x: 1, y: 0))
    display.run(for: 0.02)
    #expect(abs(card.offset.y - shown.y) < 1e-6 && abs(card.offset.x - shown.x - 1) < 1e-6)
  }

  @Test("a double click sends it away, and is not also a hop")
  func doubleClickDismisses() {
    display.click(centre, hold: 0.05)
    display.run(for: 0.1)
    display.click(centre + Vector2(x: 2, y: 1), hold: 0.05)
    display.run(for: 0.2)
    #expect(card.offset.x > 100)  // on its way out, to the right
    display.run(until: 5)
    #expect(card.dismissed == 1 && card.hops == 0)
  }

  @Test("a click hops once the double click has failed, not before", arguments: [0.3, 0.5])
  func clickHopsAfterTheWait(gap: Double) {
    display.click(centre, hold: 0.05)
    display.run(for: 0.1)
    #expect(card.hops == 0 && card.offset == .zero)  // held back: a second click may still come
    display.run(for: gap)  // the double click's 0.4 s pass: the click goes through
    #expect(card.hops == 1 && card.offset.y < -1)
    display.run(until: 5)
    #expect(card.dismissed == 0 && card.offset == .zero && card.animator.isIdle && !card.isInteracting)
  }

  @Test("two clicks too far apart are two hops")
  func slowClicksHopTwice() {
    display.click(centre, hold: 0.05)
    display.run(for: 1)
    display.click(centre, hold: 0.05)
    display.run(for: 1)
    #expect(card.hops == 2 && card.dismissed == 0)
  }

  @Test("Ctrl+Q and Esc end the run, as in a window; the title is the card's")
  func quitKeys() {
    #expect(display.platform.title == "Fling to dismiss")
    display.key(.character("q"), modifiers: .control)
    #expect(display.hasEnded && display.loop.end == .quit)
    let again = VirtualDisplay(scene: CardScene())
    again.key(.escape)
    #expect(again.loop.end == .quit)
  }

  @Test("its own keys: → flings it away, Space makes it hop; a key it has no command for is not its")
  func keys() {
    display.key(.space)
    #expect(card.hops == 1)
    display.run(until: 2)
    display.key(.right)
    display.run(until: 5)
    #expect(card.dismissed == 1 && card.offset == .zero)
    display.key(.left)
    display.run(for: 0.5)
    #expect(card.dismissed == 1 && card.offset == .zero && card.animator.isIdle)
  }
}
