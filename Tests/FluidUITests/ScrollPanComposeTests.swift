import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// A scroll view's pan in a dispatcher beside the content's own recognisers.
@Suite("Scroll view composes: its pan competes with the content's recognisers")
struct ScrollPanComposeTests {
  let animator = Animator()
  let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 600))
  let scroll: ScrollView
  /// The content's whole height: under the pointer however far it scrolls.
  let row = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 3000))
  let dispatcher: GestureArena
  let at = Vector2(x: 200, y: 230)

  init() {
    scroll = ScrollView(animator: animator)
    scroll.layout(
      frame: Rect(x: 0, y: 0, width: 400, height: 600), contentSize: Size(width: 400, height: 3000))
    scroll.content.addSublayer(row)
    root.addSublayer(scroll.layer)
    dispatcher = GestureArena(root: root)
    dispatcher.add(scroll.panGestureRecognizer, to: scroll.layer)
    animator.advance(to: 0)
  }

  /// Plays `script` at 60 Hz up to each event and on until `end`.
  func play(_ script: EventScript, until end: Double? = nil) {
    script.play(into: dispatcher, animator: animator, until: end)
  }

  @Test("a click on a row is the row's tap; a drag is the scroll view's, and the tap fails")
  func tapOrDrag() {
    var log: [String] = []
    dispatcher.add(TapGestureRecognizer { _ in log.append("tap") }, to: row)
    scroll.panGestureRecognizer.action = { log.append("pan \($0.state)") }
    var click = EventScript(at: at)
    click.down()
    click.wait(0.08)
    click.up()
    play(click)
    #expect(log == ["tap"] && scroll.contentOffset == .zero)
    log.removeAll()
    var drag = EventScript(at: at, time: 1)
    drag.down()
    drag.move(to: at - Vector2(x: 0, y: 150), over: 0.2)
    drag.up()
    play(drag)
    #expect(log.first == "pan began" && log.last == "pan ended" && !log.contains("tap"))
    #expect(scroll.contentOffset.y > 140)
  }

  @Test("a press that catches a glide is the scroll view's: the row's tap fails, a control is cancelled")
  func catchNeverSelects() {
    var log: [String] = []
    dispatcher.add(TapGestureRecognizer { _ in log.append("tap") }, to: row)
    let control = Control(layer: row)
    control.addAction(for: .touchCancel) { _, _ in log.append("cancel") }
    control.addAction(for: .primaryActionTriggered) { _, _ in log.append("control") }
    dispatcher.add(control, to: row)
    var s = EventScript(at: at)
    s.down()
    s.move(to: at - Vector2(x: 0, y: 150), over: 0.1)
    s.up()
    play(s, until: 0.25)
    #expect(scroll.isDecelerating && log == ["cancel"])  // the drag cancelled the control's press
    log.removeAll()
    var press = EventScript(at: at, time: 0.3)
    press.down()
    press.wait(0.05)
    press.up()
    play(press)
    #expect(log == ["cancel"], "\(log)")
    #expect(!scroll.isDecelerating)  // caught: nothing selected
  }

  @Test("a recogniser can require the scroll view's pan to fail")
  func requireToFail() {
    var log: [String] = []
    let hold = LongPressGestureRecognizer { if $0.state == .began { log.append("hold") } }
    hold.recognizesSimultaneously = true
    dispatcher.add(hold, to: row)
    dispatcher.require(hold, toFail: scroll.panGestureRecognizer)
    var still = EventScript(at: at)
    still.down()
    still.wait(0.6)
    still.up()
    play(still)
    #expect(log == ["hold"])  // the pan failed at the release: the held long press went through
    log.removeAll()
    var drag = EventScript(at: at, time: 1)
    drag.down()
    drag.wait(0.6)
    drag.move(to: at - Vector2(x: 0, y: 100), over: 0.1)
    drag.up()
    play(drag)
    #expect(log.isEmpty && scroll.contentOffset.y > 90)  // the pan began: the long press fails
  }

  /// An adopter's drag that begins at 5 pt beside the list's pan, which waits for it to fail:
  /// UIKit's rule holds whether or not the drag recognises simultaneously.
  @Test("a pan that waits for a drag that began never begins", arguments: [false, true])
  func waiterNeverBeginsAfterRequiredBegan(simultaneous: Bool) {
    var log: [String] = []
    let drag = PanGestureRecognizer { log.append("drag \($0.state)") }
    drag.slop = 5
    drag.recognizesSimultaneously = simultaneous
    scroll.panGestureRecognizer.recognizesSimultaneously = simultaneous
    dispatcher.add(drag, to: row)
    dispatcher.require(scroll.panGestureRecognizer, toFail: drag)
    scroll.panGestureRecognizer.action = { log.append("pan \($0.state)") }
    var s = EventScript(at: at)
    s.down()
    s.move(to: at - Vector2(x: 0, y: 120), over: 0.2)
    s.up()
    play(s)
    #expect(log.first == "drag began" && log.last == "drag ended", "\(log)")
    #expect(!log.contains { $0.hasPrefix("pan") } && scroll.contentOffset == .zero, "\(log)")
  }

  @Test(
    "a row's sideways-only pan beside the list: a vertical drag scrolls the list, a sideways one is the row's",
    arguments: [(Vector2(x: 0, y: -150), false), (Vector2(x: 150, y: -20), true)])
  func sidewaysRow(drag delta: Vector2, rowTakes: Bool) {
    var log: [String] = []
    let swipe = PanGestureRecognizer { log.append("swipe \($0.state)") }
    swipe.direction = .horizontal
    swipe.recognizesSimultaneously = true  // both try: the first to begin takes the press
    dispatcher.add(swipe, to: row)
    var s = EventScript(at: at)
    s.down()
    s.move(to: at + delta, over: 0.2)
    s.up()
    play(s)
    #expect(log.contains("swipe began") == rowTakes, "\(log)")
    #expect((scroll.contentOffset.y > 100) == !rowTakes, "\(scroll.contentOffset)")
  }

  @Test("the wheel over the content reaches the pan with no button down")
  func wheel() {
    dispatcher.handle(.wheel(delta: Vector2(x: 0, y: -40), position: at, time: 0))
    play(EventScript(at: at, time: 0), until: 1)
    #expect(scroll.contentOffset.y == 40)
  }
}
