#if canImport(Glibc)
  import Glibc
#endif
import FluidMotion
import FluidUI
import Testing
import TestSupport

@Suite("Gesture recognisers")
struct GestureRecognizerTests {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let card = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 200))
  let dispatcher: GestureArena

  init() {
    root.addSublayer(card)
    dispatcher = GestureArena(root: root)
  }

  func play(_ script: EventScript) { for e in script.events { dispatcher.handle(e) } }

  @Test("a click is a tap; a drag is a pan, and then the tap fails")
  func tapVersusPan() {
    var log: [String] = []
    dispatcher.add(TapGestureRecognizer { _ in log.append("tap") }, to: card)
    dispatcher.add(PanGestureRecognizer { log.append("pan \($0.state)") }, to: card)
    var click = EventScript(at: Vector2(x: 150, y: 150))
    click.down()
    click.wait(0.08)
    click.up()
    play(click)
    #expect(log == ["tap"])
    log.removeAll()
    var drag = EventScript(at: Vector2(x: 150, y: 150), time: 1)
    drag.down()
    drag.move(to: Vector2(x: 150, y: 300), over: 0.2)
    drag.up()
    play(drag)
    #expect(log.first == "pan began" && log.last == "pan ended" && !log.contains("tap"))
    #expect(log.dropFirst().dropLast().allSatisfy { $0 == "pan changed" })
  }

  @Test("pan: translation from the press point, release velocity, instant begin on press")
  func pan() {
    var ended: (translation: Vector2, velocity: Vector2)?
    var states: [GestureState] = []
    let pan = PanGestureRecognizer(beginsOnPress: true) { p in
      states.append(p.state)
      if p.state == .ended { ended = (p.translation, p.velocity) }
    }
    dispatcher.add(pan, to: card)
    var s = EventScript(at: Vector2(x: 200, y: 200))
    s.down()
    #expect(states == [])  // recorded on delivery below
    s.move(to: Vector2(x: 200, y: 80), over: 0.1)
    s.up()
    play(s)
    #expect(states.first == .began && states.last == .ended)
    #expect(isClose(ended?.translation ?? .zero, Vector2(x: 0, y: -120), within: 1e-9))
    #expect(isClose(ended?.velocity ?? .zero, Vector2(x: 0, y: -1200), within: 30))
  }

  @Test("focus loss mid-drag cancels; a drag that leaves the window keeps tracking until release")
  func cancelAndLeave() {
    var states: [GestureState] = []
    dispatcher.add(PanGestureRecognizer { states.append($0.state) }, to: card)
    var s = EventScript(at: Vector2(x: 150, y: 150))
    s.down()
    s.move(to: Vector2(x: 400, y: 150), over: 0.1)
    s.loseFocus()
    play(s)
    #expect(states.last == .cancelled && !dispatcher.isInteracting)
    states.removeAll()
    var out = EventScript(at: Vector2(x: 150, y: 150), time: 2)
    out.down()
    out.move(to: Vector2(x: 1500, y: -300), over: 0.2)  // far outside the 800×600 window
    out.move(to: Vector2(x: 900, y: 700), over: 0.1)
    out.up()
    play(out)
    #expect(states.first == .began && states.last == .ended)
    #expect(states.filter { $0 == .changed }.count > 30)
  }

  @Test("press: force ramps to 0.5 in 0.35 s without pressure, follows real pressure, wheel adds force")
  func press() {
    var force: [Double] = []
    let press = PressGestureRecognizer { force.append($0.force) }
    dispatcher.add(press, to: card)
    dispatcher.handle(
      .pointerDown(position: Vector2(x: 150, y: 150), time: 0, button: .primary, pressure: nil))
    dispatcher.tick(at: 0.35)
    #expect(isClose(press.force, 0.5, within: 1e-9))
    dispatcher.handle(.wheel(delta: Vector2(x: 0, y: 40), position: .zero, time: 0.35))
    #expect(isClose(press.force, 0.6, within: 1e-9))
    dispatcher.handle(.pointerUp(position: Vector2(x: 150, y: 150), time: 0.4, button: .primary))
    var s = EventScript(at: Vector2(x: 150, y: 150), time: 1)
    s.down(pressure: 0.1)
    s.move(to: Vector2(x: 151, y: 150), over: 0.05, hz: 40, pressure: 0.9)
    play(s)
    dispatcher.tick(at: 5)  // time alone does not change a real-pressure press
    #expect(press.hasPressure && press.force == 0.9)
  }

  @Test("rotation: unwrapped through full turns, with angular velocity")
  func rotation() {
    var final: (Double, Double)?
    let rotate = RotationGestureRecognizer(center: Vector2(x: 200, y: 200)) { r in
      if r.state == .ended { final = (r.rotation, r.angularVelocity) }
    }
    dispatcher.add(rotate, to: card)
    var events: [InputEvent] = [
      .pointerDown(position: Vector2(x: 280, y: 200), time: 0, button: .primary, pressure: nil)
    ]
    let turns = 1.5
    let steps = 180
    for i in 1...steps {
      let a = turns * 2 * Double.pi * Double(i) / Double(steps)
      events.append(
        .pointerMoved(
          position: Vector2(x: 200 + 80 * cos(a), y: 200 + 80 * sin(a)), time: Double(i) / 120, pressure: nil)
      )
    }
    events.append(.pointerUp(position: Vector2(x: 120, y: 200), time: Double(steps) / 120, button: .primary))
    for e in events { dispatcher.handle(e) }
    let expectedSpeed = turns * 2 * Double.pi / (Double(steps) / 120)
    #expect(isClose(final?.0 ?? 0, 3 * Double.pi, within: 1e-6))
    #expect(isClose(final?.1 ?? 0, expectedSpeed, within: 0.02 * expectedSpeed))
  }

  @Test("state machine: UIKit's transitions only")
  func transitions() {
    #expect(GestureState.possible.canMove(to: .began))
    #expect(GestureState.changed.canMove(to: .cancelled))
    #expect(!GestureState.possible.canMove(to: .changed))
    #expect(!GestureState.ended.canMove(to: .changed))
    #expect(!GestureState.failed.canMove(to: .began))
  }

  @Test("hit testing goes through rotation and scale")
  func hitTestingThroughTransforms() {
    card.transform = LayerTransform(scale: Vector2(x: 0.5, y: 0.5), rotation: Double.pi / 4)
    // The card's centre stays at (200, 200); scaled to 100×100 and turned 45°, its corners point
    // up, down, left and right, 70.7 pt from the centre.
    #expect(root.hitTest(Vector2(x: 200, y: 200)) === card)
    #expect(root.hitTest(Vector2(x: 200, y: 265)) === card)
    #expect(root.hitTest(Vector2(x: 245, y: 245)) === root)  // outside the turned square's edge
    #expect(root.hitTest(Vector2(x: 120, y: 120)) === root)  // inside the untransformed frame only
    let p = card.convertFromWindow(Vector2(x: 200, y: 200))
    #expect(isClose(p ?? .zero, Vector2(x: 100, y: 100), within: 1e-9))
  }
}
