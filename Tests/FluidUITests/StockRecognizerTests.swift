import FluidMotion
import FluidUI
import Testing
import TestSupport

/// Taps of several clicks and long presses, on a dispatcher ticked by a virtual clock.
@Suite("Stock recognisers: multi-click taps, long press, the settings table")
struct StockRecognizerTests {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let card = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 200))
  let dispatcher: GestureArena
  let at = Vector2(x: 150, y: 150)

  init() {
    root.addSublayer(card)
    dispatcher = GestureArena(root: root)
  }

  /// Plays `script`, ticking the dispatcher every 1/60 s between its events and on until `end`.
  func play(_ script: EventScript, until end: Double? = nil) {
    var clock = script.events.first?.time ?? script.time
    for e in script.events {
      while clock + 1.0 / 60 < e.time {
        clock += 1.0 / 60
        dispatcher.tick(at: clock)
      }
      dispatcher.handle(e)
    }
    while clock + 1.0 / 60 <= (end ?? clock) {
      clock += 1.0 / 60
      dispatcher.tick(at: clock)
    }
  }

  /// `count` clicks `gap` s apart (press to press) from `start`, each held 0.05 s, `offset` apart.
  func clicks(_ count: Int, gap: Double, offset: Vector2 = .zero, start: Double = 0) -> EventScript {
    var s = EventScript(at: at, time: start)
    for i in 0..<count {
      s.move(to: at + offset.scaled(by: Double(i)), over: 0.001)
      s.down()
      s.wait(0.05)
      s.up()
      s.wait(gap - 0.051)
    }
    return s
  }

  @Test(
    "a double click is two presses within the double-click time and distance",
    arguments: [
      (0.2, Vector2.zero, true), (0.39, Vector2(x: 3, y: 3), true), (0.45, Vector2.zero, false),
      (0.2, Vector2(x: 6, y: 0), false),
    ])
  func doubleClick(gap: Double, offset: Vector2, recognised: Bool) {
    var fired = 0
    let double = TapGestureRecognizer { _ in fired += 1 }
    double.numberOfTapsRequired = 2
    dispatcher.add(double, to: card)
    play(clicks(2, gap: gap, offset: offset), until: 2)
    #expect(fired == (recognised ? 1 : 0))
    #expect(!dispatcher.isInteracting)  // failed or done: nothing lingers
  }

  @Test("a single tap waits for a double click to fail, and a triple click needs three")
  func singleWaitsAndTriple() {
    var log: [String] = []
    let single = TapGestureRecognizer { _ in log.append("1") }
    let double = TapGestureRecognizer { _ in log.append("2") }
    let triple = TapGestureRecognizer { _ in log.append("3") }
    double.numberOfTapsRequired = 2
    triple.numberOfTapsRequired = 3
    for tap in [single, double, triple] {
      tap.recognizesSimultaneously = true
      dispatcher.add(tap, to: card)
    }
    dispatcher.require(single, toFail: double)
    play(clicks(1, gap: 0.2), until: 0.3)
    #expect(log.isEmpty)  // held back: a second click may still come
    for k in 19...60 { dispatcher.tick(at: Double(k) / 60) }
    #expect(log == ["1"])  // the double-click time ran out
    log.removeAll()
    play(clicks(3, gap: 0.25, start: 2), until: 2.6)
    #expect(log == ["2", "3"])
    play(EventScript(at: at, time: 2.6), until: 4)
    #expect(log == ["2", "3", "1"])  // the third click alone: a single once no double can come
  }

  @Test("the desktop's settings reach the recognisers through the dispatcher")
  func settingsFromDispatcher() {
    var fired = 0
    let double = TapGestureRecognizer { _ in fired += 1 }
    double.numberOfTapsRequired = 2
    dispatcher.settings.doubleClickTime = 0.6
    dispatcher.add(double, to: card)
    play(clicks(2, gap: 0.5), until: 2)
    #expect(fired == 1)
  }

  @Test("a long press begins when its time is up with no input, changes as it moves, ends on release")
  func longPress() {
    var states: [GestureState] = []
    var began: Vector2?
    let hold = LongPressGestureRecognizer { press in
      states.append(press.state)
      if press.state == .began { began = press.location }
    }
    dispatcher.add(hold, to: card)
    var s = EventScript(at: at)
    s.down()
    s.move(to: at + Vector2(x: 2, y: 2), over: 0.1)  // within the slop
    s.wait(0.5)
    s.move(to: at + Vector2(x: 80, y: 0), over: 0.1)  // begun: moving anywhere is a change
    s.up()
    play(s)
    #expect(
      states.first == .began && states.last == .ended && states.dropFirst().dropLast().contains(.changed))
    #expect(began == at + Vector2(x: 2, y: 2))
  }

  @Test(
    "a long press fails when moved too far or released too soon, and a tap then recognises",
    arguments: [(Vector2(x: 5, y: 0), 0.6, false), (.zero, 0.3, true), (Vector2(x: 2, y: 0), 0.45, true)])
  func longPressFails(move: Vector2, hold: Double, tapped: Bool) {
    var log: [String] = []
    let long = LongPressGestureRecognizer { _ in log.append("long") }
    let tap = TapGestureRecognizer { _ in log.append("tap") }
    tap.maximumDuration = 1
    dispatcher.add(long, to: card)
    dispatcher.add(tap, to: card)
    var s = EventScript(at: at)
    s.down()
    s.move(to: at + move, over: 0.05)
    s.wait(hold - 0.05)
    s.up()
    play(s)
    #expect(log == (tapped ? ["tap"] : []))
  }

  @Test("the desktop's XSettings values become points; values out of range are ignored")
  func desktopValues() {
    let desktop = GestureSettings(
      desktop: ["Net/DoubleClickTime": 250, "Net/DoubleClickDistance": 10, "Net/DndDragThreshold": 16],
      pixelsPerPoint: 2)
    #expect(desktop.doubleClickTime == 0.25 && desktop.doubleClickDistance == 5 && desktop.dragThreshold == 8)
    let bad = GestureSettings(
      desktop: ["Net/DoubleClickTime": -1, "Net/DoubleClickDistance": 5000, "Net/DndDragThreshold": 0],
      pixelsPerPoint: .nan)
    #expect(bad == .standard)
  }

  @Test("a scroll is a drag: it begins, follows, and ends a pause later with the scroll's velocity")
  func scrollAsDrag() {
    var log: [(GestureState, Vector2)] = []
    let scroll = ScrollGestureRecognizer { log.append(($0.state, $0.translation)) }
    dispatcher.add(scroll, to: card)
    for k in 0..<5 {
      dispatcher.handle(.wheel(delta: Vector2(x: 0, y: -10), position: at, time: Double(k) / 60))
      dispatcher.tick(at: Double(k) / 60 + 0.001)
    }
    #expect(log.first?.0 == .began && log.last?.0 == .changed && log.last?.1 == Vector2(x: 0, y: 50))
    #expect(scroll.releaseTime == 4.0 / 60 + GestureSettings.standard.scrollPause)
    dispatcher.tick(at: 4.0 / 60 + 0.1)
    #expect(log.last?.0 == .changed)  // not yet: the pause is not over
    dispatcher.tick(at: 4.0 / 60 + 0.16)
    #expect(log.last?.0 == .ended && isClose(scroll.velocity.y, 600, within: 1))
    #expect(!dispatcher.isInteracting && scroll.releaseTime == nil)
    dispatcher.handle(.wheel(delta: Vector2(x: 0, y: -10), position: Vector2(x: 10, y: 10), time: 2))
    #expect(log.last?.0 == .ended)  // off its layer: nothing
  }

  @Test("a press cancels a scroll under way before anything on its path sees the press")
  func pressCancelsScroll() {
    var log: [String] = []
    let scroll = ScrollGestureRecognizer { log.append("scroll \($0.state)") }
    let pan = PanGestureRecognizer(beginsOnPress: true) { log.append("pan \($0.state)") }
    dispatcher.add(scroll, to: root)
    dispatcher.add(pan, to: card)
    dispatcher.handle(.wheel(delta: Vector2(x: 0, y: -10), position: at, time: 0))
    dispatcher.handle(.pointerDown(position: at, time: 0.05, button: .primary, pressure: nil))
    #expect(log == ["scroll began", "scroll changed", "scroll cancelled", "pan began"])
    #expect(scroll.velocity == .zero)
  }
}
