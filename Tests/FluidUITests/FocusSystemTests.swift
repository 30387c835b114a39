import FluidMotion
import Testing

@testable import FluidUI

/// A grid of six buttons and a slider, written as an adopter would, on a plain virtual display: the
/// window's one focus comes with the context.
@MainActor
final class FocusPanel: Scene {
  let context = SceneContext()
  let title = "Panel"
  let root = Layer()
  let grid = Layer()
  var buttons: [Layer] = []
  var controls: [Control] = []
  let slider = Layer()
  var pressed: [Int] = []
  var level = 5.0

  init() {
    grid.accessibilityContainerType = .semanticGroup
    root.addSublayer(grid)
    for i in 0..<6 {
      let button = Layer(frame: Rect(x: Double(i % 3) * 110, y: Double(i / 3) * 110, width: 100, height: 100))
      button.cornerRadius = 12
      let control = Control(layer: button)
      control.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in pressed.append(i) }
      gestures.add(control, to: button)
      controls.append(control)
      grid.addSublayer(button)
      buttons.append(button)
    }
    slider.frame = Rect(x: 0, y: 300, width: 320, height: 30)
    slider.isAccessibilityElement = true
    slider.accessibilityNumber = AccessibilityNumber(minimum: 0, maximum: 10, step: 1, current: 5)
    slider.accessibilityIncrementBlock = { [unowned self] in level += 1 }
    slider.accessibilityDecrementBlock = { [unowned self] in level -= 1 }
    root.addSublayer(slider)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    grid.frame = Rect(x: 20, y: 20, width: 330, height: 220)
  }

  func handle(_ event: InputEvent) -> Bool { false }
}

@Suite("The window's one focus (FocusSystem) on a plain loop")
@MainActor
struct FocusSystemTests {
  let panel = FocusPanel()
  let display: VirtualDisplay

  init() {
    display = VirtualDisplay(scene: panel, size: Size(width: 800, height: 600))
    display.run(for: 0.1)
  }

  var focus: FocusSystem { panel.context.focus }

  @Test(
    "Tab goes through the controls in reading order and wraps; Shift+Tab goes back; the focused one is the accessibility focus"
  )
  func tabOrder() {
    var order: [Layer] = []
    for _ in 0..<8 {
      display.key(.tab)
      if let f = focus.focusedLayer { order.append(f) }
    }
    #expect(
      order.map { ObjectIdentifier($0) }
        == (panel.buttons + [panel.slider, panel.buttons[0]]).map { ObjectIdentifier($0) })
    #expect(panel.buttons[0].isAccessibilityFocused && !panel.slider.isAccessibilityFocused)
    display.key(.tab, modifiers: .shift)
    #expect(focus.focusedLayer === panel.slider && panel.slider.isAccessibilityFocused)
  }

  @Test("one ring round the focused control, in the window's coordinates, round where it is round")
  func ring() throws {
    display.key(.tab)
    display.key(.tab)
    display.run(for: 0.05)
    let frame = panel.buttons[1].frameInWindow
    #expect(
      !focus.ring.isHidden && focus.ring.superlayer === panel.root && panel.root.sublayers.last === focus.ring
    )
    #expect(focus.ring.frame == Rect(x: frame.minX - 3, y: frame.minY - 3, width: 106, height: 106))
    #expect(focus.ring.cornerRadius == 15)
    panel.buttons[1].isHidden = true
    display.key(.character("x"))  // any key drops a focus that no longer shows
    display.run(for: 0.05)
    #expect(focus.focusedLayer == nil && focus.ring.isHidden)
  }

  @Test(
    "round a control that reaches the window's edges the ring runs along them, inside: it shows",
    arguments: [
      Rect(x: 0, y: 0, width: 800, height: 600), Rect(x: 0, y: 32, width: 800, height: 568),
      Rect(x: -20, y: 300, width: 400, height: 400),
    ])
  func ringAtTheEdges(frame: Rect) {
    let button = panel.buttons[1]
    let parent = button.superlayer?.frameInWindow.origin ?? .zero
    button.frame = Rect(origin: frame.origin - parent, size: frame.size)  // a card zoomed open
    #expect(button.frameInWindow == frame)
    focus.setFocus(button)
    display.run(for: 0.05)
    let ring = focus.ring.frame
    #expect(!focus.ring.isHidden && ring.minX >= 0 && ring.minY >= 0 && ring.maxX <= 800 && ring.maxY <= 600)
    #expect(
      ring.minX <= max(frame.minX, 0) && ring.maxX >= min(frame.maxX, 800)
        && ring.maxY >= min(frame.maxY, 600))
    #expect(ring.minY == max(0, frame.minY - 3), "3 pt outside where there is room: \(ring)")
  }

  @Test("an element's focusRingOutset sets how far the ring stands off it", arguments: [0.0, 3, 8])
  func ringOutset(outset: Double) {
    let button = panel.buttons[4]
    if outset != FocusSystem.ringOutset { button.focusRingOutset = outset }
    #expect(button.focusRingOutset == outset)
    focus.setFocus(button)
    display.run(for: 0.05)
    let (ring, frame) = (focus.ring.frameInWindow, button.frameInWindow)
    #expect(abs(ring.minX - (frame.minX - outset)) < 1e-9 && abs(ring.minY - (frame.minY - outset)) < 1e-9)
    #expect(abs(ring.size.width - (frame.size.width + 2 * outset)) < 1e-9)
    #expect(abs(ring.size.height - (frame.size.height + 2 * outset)) < 1e-9)
    // Its corners round those of the element, the same distance off.
    let radius =
      button.cornerRadius > 0 ? min(button.cornerRadius + outset, ring.size.height / 2) : 3 + outset
    #expect(abs(focus.ring.cornerRadius - radius) < 1e-9)
  }

  @Test("in a grid the arrows move to the nearest control that way; Space and Enter press the focused one")
  func arrowsAndActivation() {
    display.key(.tab)  // the first button
    display.key(.right)
    display.key(.down)
    #expect(focus.focusedLayer === panel.buttons[4])
    display.key(.down)  // nothing below in the grid: the focus stays
    #expect(focus.focusedLayer === panel.buttons[4])
    display.key(.space)
    display.key(.left)
    display.key(.enter)
    #expect(panel.pressed == [4, 3])
  }

  @Test("on an adjustable control the arrows adjust it")
  func slider() {
    focus.setFocus(panel.slider)
    display.key(.right)
    display.key(.up)
    display.key(.left)
    #expect(panel.level == 6 && focus.focusedLayer === panel.slider)
  }

  @Test("park(in:) takes the focus out of a part, restoreFocus(in:) gives it back, once, if it still shows")
  func parkAndRestore() {
    focus.setFocus(panel.buttons[2])
    focus.park(in: panel.grid)
    #expect(focus.focusedLayer == nil && !panel.buttons[2].isAccessibilityFocused)
    #expect(focus.restoreFocus(in: panel.grid) && focus.focusedLayer === panel.buttons[2])
    focus.park(in: panel.root)  // the container itself or any part above the control
    panel.buttons[2].isHidden = true
    #expect(!focus.restoreFocus(in: panel.root) && focus.focusedLayer == nil)
    panel.buttons[2].isHidden = false
    #expect(!focus.restoreFocus(in: panel.root))  // forgotten once asked
    focus.setFocus(panel.slider)
    focus.park(in: panel.grid)  // the focus is elsewhere: nothing happens
    #expect(focus.focusedLayer === panel.slider)
  }
}
