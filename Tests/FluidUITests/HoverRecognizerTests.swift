import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// `HoverGestureRecognizer` (UIKit's `UIHoverGestureRecognizer`): the free pointer over a layer.
@Suite("Hover recogniser: the free pointer over a layer")
@MainActor
struct HoverRecognizerTests {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
  let card = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 200))
  let arena: GestureArena

  init() {
    root.addSublayer(card)
    arena = GestureArena(root: root)
  }

  func move(_ x: Double, _ y: Double, at t: Double) {
    arena.handle(.pointerMoved(position: Vector2(x: x, y: y), time: t, pressure: nil))
  }

  @Test("began over the layer, changed as it moves there, ended as it leaves; again on the way back")
  func entersMovesLeaves() {
    var log: [String] = []
    let hover = HoverGestureRecognizer { log.append("\($0.state) \(Int($0.location.x))") }
    arena.add(hover, to: card)
    move(50, 50, at: 0)
    move(150, 150, at: 0.1)
    move(160, 150, at: 0.2)
    move(400, 150, at: 0.3)
    move(200, 150, at: 0.4)
    #expect(log == ["began 150", "changed 160", "ended 160", "began 200"], "\(log)")
    #expect(hover.time == 0.4)
  }

  @Test("a press ends it and takes no part in the press: the card's tap still fires; focus lost ends it")
  func pressEndsIt() {
    var log: [String] = []
    let hover = HoverGestureRecognizer { log.append("hover \($0.state)") }
    arena.add(hover, to: card)
    arena.add(TapGestureRecognizer { _ in log.append("tap") }, to: card)
    move(150, 150, at: 0)
    let p = Vector2(x: 150, y: 150)
    arena.handle(.pointerDown(position: p, time: 0.1, button: .primary, pressure: nil))
    move(151, 150, at: 0.12)  // the press holds: no hover
    arena.handle(.pointerUp(position: Vector2(x: 151, y: 150), time: 0.15, button: .primary))
    #expect(log == ["hover began", "hover ended", "tap", "hover began"], "\(log)")
    arena.handle(.focusLost(time: 1))
    #expect(log.last == "hover ended" && hover.state == .possible)
  }

  @Test("a disabled or removed hover ends and hears nothing more")
  func removed() {
    var log: [String] = []
    let hover = HoverGestureRecognizer { log.append("\($0.state)") }
    arena.add(hover, to: card)
    move(150, 150, at: 0)
    hover.isEnabled = false
    move(155, 150, at: 0.1)
    #expect(log == ["began", "ended"])
    hover.isEnabled = true
    arena.remove(hover)
    move(160, 150, at: 0.2)
    #expect(log == ["began", "ended"])
  }
}
