import FluidMotion
import FluidUI
import Testing
import TestSupport

@Suite("Controls")
struct ControlTests {
  /// A 75-pt button at (100, 100) in an 800 × 600 window, its control a member of the window's arena.
  static func button() -> (arena: GestureArena, control: Control) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let button = Layer(frame: Rect(x: 100, y: 100, width: 75, height: 75))
    root.addSublayer(button)
    let arena = GestureArena(root: root)
    let control = Control(layer: button)
    arena.add(control, to: button)
    return (arena, control)
  }

  @Test("down → drag beyond the margin → exit → back → enter → up inside, as UIKit sends them")
  func eventSequence() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let button = Layer(frame: Rect(x: 100, y: 100, width: 75, height: 75))
    root.addSublayer(button)
    let dispatcher = GestureArena(root: root)
    let control = Control(layer: button)
    var log: [ControlEvents] = []
    var highlighted: [Bool] = []
    control.addAction(for: .allTouchEvents.union(.primaryActionTriggered)) { c, e in
      log.append(e)
      highlighted.append(c.isHighlighted)
    }
    dispatcher.add(control, to: button)
    var s = EventScript(at: Vector2(x: 130, y: 130))
    s.down()
    s.move(to: Vector2(x: 190, y: 130), over: 1.0 / 120)  // 15 pt outside: still inside the margin
    s.move(to: Vector2(x: 230, y: 130), over: 1.0 / 120)  // beyond 24 pt: exit
    s.move(to: Vector2(x: 150, y: 130), over: 1.0 / 120)  // back: enter
    s.up()
    for e in s.events { dispatcher.handle(e) }
    #expect(
      log == [
        .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchDragInside,
        .touchUpInside, .primaryActionTriggered,
      ])
    #expect(highlighted == [true, true, false, false, true, true, false, false])
  }

  @Test("release outside, repeat presses, and cancel on focus loss")
  func outsideRepeatCancel() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let button = Layer(frame: Rect(x: 100, y: 100, width: 75, height: 75))
    root.addSublayer(button)
    let dispatcher = GestureArena(root: root)
    let control = Control(layer: button)
    control.dragExitMargin = 10
    var log: [ControlEvents] = []
    control.addAction(for: .allTouchEvents) { _, e in log.append(e) }
    dispatcher.add(control, to: button)
    var s = EventScript(at: Vector2(x: 130, y: 130))
    s.down()
    s.move(to: Vector2(x: 400, y: 400), over: 1.0 / 60)
    s.up()
    s.wait(0.1)
    s.move(to: Vector2(x: 130, y: 130), over: 1.0 / 60)
    s.down()
    s.loseFocus()
    for e in s.events { dispatcher.handle(e) }
    #expect(log.contains(.touchUpOutside) && !log.contains(.touchUpInside))
    #expect(log.suffix(3) == [.touchDown, .touchDownRepeat, .touchCancel])
    #expect(!control.isHighlighted && !control.isTracking)
  }

  @Test(
    "a repeat is by the window's double-click rule: soon and near (not two presses 40 pt apart); a gap of its own where set",
    arguments: [
      (40.0, 0.2, nil as Double?, false), (2, 0.2, nil, true), (2, 0.45, nil, false), (2, 0.45, 0.5, true),
      (40, 0.2, 0.5, false),
    ])
  func repeatIsTheDoubleClick(apart: Double, gap: Double, interval: Double?, repeats: Bool) {
    let (arena, control) = Self.button()
    control.repeatInterval = interval
    var log: [ControlEvents] = []
    control.addAction(for: .allTouchEvents) { _, e in log.append(e) }
    var s = EventScript(at: Vector2(x: 110, y: 130))
    s.down()
    s.up()
    s.wait(gap)
    s.move(to: Vector2(x: 110 + apart, y: 130), over: 0)
    s.down()
    for e in s.events { arena.handle(e) }
    #expect(log.contains(.touchDownRepeat) == repeats, "\(log)")
    #expect(control.tapCount == (repeats ? 2 : 1))
  }

  @Test(
    "a click elsewhere just before does not make a control's first press a repeat; fed with no arena it counts the same"
  )
  func firstPressIsNoRepeat() {
    let (arena, control) = Self.button()
    var s = EventScript(at: Vector2(x: 98, y: 130))  // beside the control, 3 pt from where it presses
    s.down()
    s.up()
    s.wait(0.1)
    s.move(to: Vector2(x: 101, y: 130), over: 0)
    s.down()  // on the control: the window's second click, the control's first press
    for e in s.events { arena.handle(e) }
    #expect(arena.clickCount == 2 && control.tapCount == 1)
    let direct = Control(layer: Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40)))
    for (i, t) in [0.0, 0.2, 1.0].enumerated() {
      direct.handle(.down(Vector2(x: 10, y: 10), time: t, pressure: nil))
      direct.handle(.up(Vector2(x: 10, y: 10), time: t + 0.05))
      #expect(direct.tapCount == [1, 2, 1][i])
      direct.reset()  // as the arena does between presses
    }
  }
}
