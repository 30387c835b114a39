import FluidMotion
import FluidUI
import Testing

/// A long press written on the public API only: began after 0.5 s held still, ended on release.
private final class Hold: GestureRecognizer {
  var core = GestureCore()
  var log: [GestureState] = []
  private var start: (point: Vector2, time: Double)?

  func handle(_ input: GestureInput) {
    switch input {
    case .down(let p, let t, _): start = (p, t)
    case .moved(let p, _, _) where state == .possible:
      if let s = start, p.distance(to: s.point) > 10 { fail() }
    case .tick(let t) where state == .possible:
      if let s = start, t - s.time >= 0.5, core.move(to: .began) { sendActions() }
    case .up where state.isActive: if core.move(to: .ended) { sendActions() }
    case .up, .cancel: if state.isActive, core.move(to: .cancelled) { sendActions() } else { fail() }
    default: break
    }
  }
  func sendActions() { log.append(state) }
  func reset() {
    core.returnToPossible()
    start = nil
  }
}

/// Two clicks within 0.3 s, spanning interactions.
private final class TwoClicks: GestureRecognizer {
  var core = GestureCore()
  var fired = 0
  private var ups = 0
  private var deadline = Double.infinity

  init() { core.spansInteractions = true }

  func handle(_ input: GestureInput) {
    guard state == .possible else { return }
    switch input {
    case .up(_, let t):
      ups += 1
      deadline = t + 0.3
      if ups == 2, core.move(to: .ended) { sendActions() }
    case .tick(let t) where t > deadline: fail()
    case .cancel: fail()
    default: break
    }
  }
  func sendActions() { fired += 1 }
  func reset() {
    core.returnToPossible()
    (ups, deadline) = (0, .infinity)
  }
}

/// Follows scrolls with no button down: began, changed…, ended 0.1 s after the last.
private final class ScrollFollower: GestureRecognizer {
  var core = GestureCore()
  var total = Vector2.zero
  var log: [GestureState] = []
  private var last = 0.0

  init() { core.acceptsScroll = true }

  func handle(_ input: GestureInput) {
    switch input {
    case .scroll(let d, _, let t):
      total = total + d
      last = t
      if core.move(to: state == .possible ? .began : .changed) { sendActions() }
    case .tick(let t) where state.isActive && t - last > 0.1:
      if core.move(to: .ended) { sendActions() }
    case .cancel where state.isActive: if core.move(to: .cancelled) { sendActions() }
    default: break
    }
  }
  func sendActions() { log.append(state) }
  func reset() { core.returnToPossible() }
}

/// Counts a tap recogniser's actions.
private final class TapCount {
  var taps = 0
}

@Suite("Recognisers written outside FluidUI")
struct OpenRecognizerTests {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let card = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 200))
  let other = Layer(frame: Rect(x: 400, y: 100, width: 200, height: 200))
  let gestures: GestureArena
  let inside = Vector2(x: 150, y: 150)

  init() {
    root.addSublayer(card)
    root.addSublayer(other)
    gestures = GestureArena(root: root)
  }

  /// A double click and a click that waits for it to fail, both on `card` (the double on `doubleOn`).
  fileprivate func clickWaitingForDouble(doubleOn layer: Layer? = nil) -> (
    TwoClicks, TapGestureRecognizer, TapCount
  ) {
    let double = TwoClicks()
    let count = TapCount()
    let tap = TapGestureRecognizer { _ in count.taps += 1 }
    gestures.add(double, to: layer ?? card)
    gestures.add(tap, to: card)
    gestures.require(tap, toFail: double)
    return (double, tap, count)
  }

  func click(_ p: Vector2, at t: Double) {
    gestures.handle(.pointerDown(position: p, time: t, button: .primary, pressure: nil))
    gestures.handle(.pointerUp(position: p, time: t + 0.05, button: .primary))
  }

  @Test("a long press of your own begins on a tick, ends on release, and makes a tap fail")
  func longPress() {
    let hold = Hold()
    var taps = 0
    gestures.add(hold, to: card)
    gestures.add(TapGestureRecognizer { _ in taps += 1 }, to: card)
    gestures.handle(.pointerDown(position: inside, time: 0, button: .primary, pressure: nil))
    gestures.tick(at: 0.3)
    #expect(hold.log.isEmpty && gestures.isInteracting)
    gestures.tick(at: 0.55)
    #expect(hold.log == [.began])
    gestures.handle(.pointerUp(position: inside, time: 0.6, button: .primary))
    #expect(hold.log == [.began, .ended] && taps == 0 && hold.state == .possible)
  }

  @Test("a click waiting for a double click goes through when that fails, on a tick, not before")
  func singleWaitsForDouble() {
    let (double, tap, count) = clickWaitingForDouble()
    click(inside, at: 0)
    #expect(count.taps == 0 && tap.core.heldTransitions == [.ended] && gestures.isInteracting)
    gestures.tick(at: 0.2)
    #expect(count.taps == 0)
    gestures.tick(at: 0.4)  // the second click did not come: the double click fails
    #expect(count.taps == 1 && double.fired == 0 && !gestures.isInteracting)
  }

  @Test("a double click fires once, and the click held back for it fails")
  func doubleWins() {
    let (double, _, count) = clickWaitingForDouble()
    click(inside, at: 0)
    gestures.tick(at: 0.1)
    click(inside, at: 0.2)
    gestures.tick(at: 1)
    #expect(double.fired == 1 && count.taps == 0 && !gestures.isInteracting)
    click(inside, at: 2)  // everything is ready again
    gestures.tick(at: 3)
    #expect(double.fired == 1 && count.taps == 1)
  }

  @Test("a requirement on a recogniser that is not pressed does not hold a click back")
  func uninvolvedRequirement() {
    let (_, _, count) = clickWaitingForDouble(doubleOn: other)
    click(inside, at: 0)
    #expect(count.taps == 1 && !gestures.isInteracting)
  }

  @Test("a press elsewhere cancels a recogniser waiting across interactions")
  func pressElsewhereCancels() {
    let double = TwoClicks()
    gestures.add(double, to: card)
    click(inside, at: 0)
    #expect(gestures.isInteracting)
    click(Vector2(x: 450, y: 150), at: 0.1)
    click(inside, at: 0.2)
    #expect(double.fired == 0)  // the click elsewhere reset it: this is a first click again
  }

  @Test("scrolls with no button down reach the recognisers that accept them, under the pointer")
  func scrollRouting() {
    let follower = ScrollFollower()
    let pan = PanGestureRecognizer()
    gestures.add(follower, to: card)
    gestures.add(pan, to: card)
    #expect(!gestures.handle(.wheel(delta: Vector2(x: 0, y: 10), position: Vector2(x: 450, y: 150), time: 0)))
    #expect(gestures.handle(.wheel(delta: Vector2(x: 0, y: 10), position: inside, time: 0)))
    gestures.handle(.wheel(delta: Vector2(x: 2, y: -4), position: inside, time: 0.05))
    #expect(follower.log == [.began, .changed] && follower.total == Vector2(x: 2, y: 6))
    #expect(pan.state == .possible && gestures.isInteracting)
    gestures.tick(at: 0.1)
    #expect(follower.log.count == 2)
    gestures.tick(at: 0.2)  // the scroll paused: it ends, and nothing lingers
    #expect(follower.log == [.began, .changed, .ended] && !gestures.isInteracting)
  }

  @Test("focus lost mid-scroll cancels the follower")
  func scrollCancelled() {
    let follower = ScrollFollower()
    gestures.add(follower, to: card)
    gestures.handle(.wheel(delta: Vector2(x: 0, y: 10), position: inside, time: 0))
    gestures.handle(.focusLost(time: 0.05))
    #expect(follower.log == [.began, .cancelled] && !gestures.isInteracting && follower.state == .possible)
  }

  @Test("removing the recogniser a click waits for lets the click through; nothing is left at work")
  func removeRequired() {
    let (double, _, count) = clickWaitingForDouble()
    click(inside, at: 0)
    #expect(count.taps == 0)
    gestures.remove(double)
    #expect(count.taps == 1 && !gestures.isInteracting && double.state == .possible)
  }

  @Test("a pan held back for a double click still sees its release: began and ended, then nothing lingers")
  func heldPanEnds() {
    let double = TwoClicks()
    var log: [GestureState] = []
    let pan = PanGestureRecognizer { log.append($0.state) }
    gestures.add(double, to: card)
    gestures.add(pan, to: card)
    gestures.require(pan, toFail: double)
    gestures.handle(.pointerDown(position: inside, time: 0, button: .primary, pressure: nil))
    gestures.handle(.pointerMoved(position: inside + Vector2(x: 5, y: 0), time: 0.02, pressure: nil))
    gestures.handle(.pointerUp(position: inside + Vector2(x: 5, y: 0), time: 0.04, button: .primary))
    #expect(log.isEmpty && gestures.isInteracting)  // the double click may still come
    gestures.tick(at: 0.5)
    #expect(log == [.began, .ended] && !gestures.isInteracting)
  }

  @Test("a click held back from an earlier press goes through when the next press's pan wins")
  func earlierClickSurvivesPan() {
    let double = TwoClicks()
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    let pan = PanGestureRecognizer()
    for r in [double, tap, pan] as [any GestureRecognizer] { gestures.add(r, to: card) }
    gestures.require(tap, toFail: double)
    click(inside, at: 0)
    gestures.handle(.pointerDown(position: inside, time: 0.1, button: .primary, pressure: nil))
    gestures.handle(.pointerMoved(position: inside + Vector2(x: 30, y: 0), time: 0.15, pressure: nil))
    #expect(pan.state == .began && taps == 1)  // the pan made the double click fail: the click was a click
    gestures.handle(.pointerUp(position: inside + Vector2(x: 30, y: 0), time: 0.2, button: .primary))
    #expect(!gestures.isInteracting)
  }

  @Test("focus lost while a click is held back: the click is dropped, whatever the order")
  func focusLostDropsHeld() {
    let (_, _, count) = clickWaitingForDouble()
    click(inside, at: 0)
    gestures.handle(.focusLost(time: 0.1))
    gestures.tick(at: 1)
    #expect(count.taps == 0 && !gestures.isInteracting)
  }
}
