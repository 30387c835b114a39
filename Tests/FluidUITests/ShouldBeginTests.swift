import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// `shouldBegin` (UIKit's `gestureRecognizerShouldBegin(_:)`): a recogniser asked as it leaves the
/// possible state fails instead when the answer is no.
@Suite("shouldBegin: a recogniser may refuse to begin")
@MainActor
struct ShouldBeginTests {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let card = Layer(frame: Rect(x: 100, y: 100, width: 400, height: 400))
  let arena: GestureArena

  init() {
    root.addSublayer(card)
    arena = GestureArena(root: root)
  }

  /// Drags from the card's middle by `delta` over 0.2 s, then releases.
  func drag(by delta: Vector2) {
    let start = Vector2(x: 300, y: 300)
    var s = EventScript(at: start)
    s.down()
    s.move(to: start + delta, over: 0.2)
    s.up()
    for e in s.events { arena.handle(e) }
  }

  @Test(
    "a sideways-only pan begins on a sideways drag; on a vertical one it fails and the other pan has it",
    arguments: [(Vector2(x: 120, y: 10), "sideways"), (Vector2(x: 10, y: 120), "vertical")])
  func direction(delta: Vector2, winner: String) {
    var log: [String] = []
    let sideways = PanGestureRecognizer { log.append("sideways \($0.state)") }
    var asked = 0
    sideways.shouldBegin = { pan in
      asked += 1
      return abs(pan.translation.x) > abs(pan.translation.y)
    }
    let vertical = PanGestureRecognizer { log.append("vertical \($0.state)") }
    vertical.slop = 20  // begins after the sideways one would have
    arena.add(sideways, to: card)
    arena.add(vertical, to: root)
    drag(by: delta)
    #expect(asked == 1 && log.first == "\(winner) began" && log.last == "\(winner) ended", "\(log)")
    #expect(log.allSatisfy { $0.hasPrefix(winner) }, "\(log)")
  }

  @Test("asked, a recogniser reads its own state, click count and keys: a pan for Shift+double-drags")
  func readsItsOwnCore() {
    var seen: [(GestureState, Int, KeyModifiers)] = []
    let pan = PanGestureRecognizer { _ in }
    pan.shouldBegin = { pan in
      seen.append((pan.state, pan.core.clickCount, pan.core.modifierFlags))
      return pan.core.clickCount == 2 && pan.core.modifierFlags.contains(.shift)
    }
    arena.add(pan, to: card)
    arena.handle(.keyDown(.character("a"), modifiers: .shift, isRepeat: false, time: 0))
    var began = 0
    for click in 0..<2 {
      let t = 0.1 + 0.2 * Double(click)
      let p = Vector2(x: 300, y: 300)
      arena.handle(.pointerDown(position: p, time: t, button: .primary, pressure: nil))
      arena.handle(.pointerMoved(position: p + Vector2(x: 40, y: 0), time: t + 0.05, pressure: nil))
      if pan.state.isActive { began += 1 }
      arena.handle(.pointerUp(position: p + Vector2(x: 40, y: 0), time: t + 0.1, button: .primary))
    }
    #expect(seen.count == 2 && seen.allSatisfy { $0.0 == .possible && $0.2 == .shift }, "\(seen)")
    #expect(seen.map(\.1) == [1, 2] && began == 1, "the second press of the series only")
  }

  @Test("a tap refused never calls its action; set to nil it taps again")
  func refusedTap() {
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    tap.shouldBegin = { _ in false }
    #expect(tap.shouldBegin != nil)
    arena.add(tap, to: card)
    drag(by: .zero)
    #expect(taps == 0)
    tap.shouldBegin = nil
    drag(by: .zero)
    #expect(taps == 1 && tap.shouldBegin == nil)
  }

  @Test("a waiter allowed to begin is not asked again when its held recognition goes through")
  func askedOnceWhileWaiting() {
    var log: [String] = []
    let hold = LongPressGestureRecognizer { _ in log.append("hold") }  // fails once the pointer moves off
    let pan = PanGestureRecognizer { log.append("pan \($0.state)") }
    pan.slop = 5
    pan.recognizesSimultaneously = true
    hold.recognizesSimultaneously = true
    var asked = 0
    pan.shouldBegin = { _ in
      asked += 1
      return asked == 1  // yes the first time only
    }
    arena.add(hold, to: card)
    arena.add(pan, to: card)
    arena.require(pan, toFail: hold)
    drag(by: Vector2(x: 0, y: 60))
    #expect(
      asked == 1 && log.first == "pan began" && log.last == "pan ended" && !log.contains("hold"), "\(log)")
  }

  @Test("a hover, a control and a scroll bar told no do nothing of their own, and the next press is fine")
  func refusedOthers() {
    var log: [String] = []
    let hover = HoverGestureRecognizer { log.append("hover \($0.state)") }
    hover.shouldBegin = { _ in false }
    let control = Control(layer: card)
    control.addAction(for: [.allTouchEvents, .primaryActionTriggered]) { _, event in
      log.append("control \(event.rawValue)")
    }
    control.shouldBegin = { _ in false }
    arena.add(hover, to: card)
    arena.add(control, to: card)
    for x in [300.0, 310, 320] {
      arena.handle(.pointerMoved(position: Vector2(x: x, y: 300), time: x / 1000, pressure: nil))
    }
    drag(by: .zero)
    #expect(log.isEmpty, "\(log)")
    control.shouldBegin = nil
    drag(by: .zero)
    #expect(log.contains("control \(ControlEvents.primaryActionTriggered.rawValue)"))
  }

  @Test("the gate holds its recogniser weakly: a recogniser it names can go away")
  func noCycle() {
    weak var gone: PanGestureRecognizer?
    do {
      let pan = PanGestureRecognizer()
      pan.shouldBegin = { $0.translation.x > 0 }
      gone = pan
    }
    #expect(gone == nil)
  }
}
