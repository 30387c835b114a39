import FluidMotion
import Testing

@testable import FluidUI

/// A row of three buttons and a scene command on Shift+Enter, as an adopter writes them.
@MainActor
private final class LifetimePanel: Scene, KeyResponder {
  let context = SceneContext()
  let title = "Lifetime"
  let root = Layer()
  var buttons: [Layer] = []
  var controls: [Control] = []
  var log: [String] = []

  init() {
    for i in 0..<3 {
      let button = Layer(frame: Rect(x: 20 + Double(i) * 110, y: 20, width: 100, height: 40))
      let control = Control(layer: button)
      control.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in log.append("button \(i)") }
      gestures.add(control, to: button)
      root.addSublayer(button)
      buttons.append(button)
      controls.append(control)
    }
  }

  var keyCommands: [KeyCommand] {
    [KeyCommand(.enter, .shift, title: "New line") { [unowned self] in log.append("new line") }]
  }

  func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }
  func handle(_ event: InputEvent) -> Bool { false }
}

@Suite("The focus leaves an element that left, at once, and says so")
@MainActor
struct FocusLifetimeTests {
  private let panel = LifetimePanel()
  let display: VirtualDisplay

  init() {
    display = VirtualDisplay(scene: panel, size: Size(width: 800, height: 600))
    display.run(for: 0.1)
  }

  var focus: FocusSystem { panel.context.focus }

  /// Draws a frame, as the event or job that changed the tree brings one.
  func frame() {
    display.loop.core.requestFrame()
    display.run(for: 0.02)
  }

  @Test("a focused element taken out of the tree loses the focus on the next frame, and the change is told")
  func removed() {
    var told: [Layer?] = []
    focus.onFocusChange = { told.append($0) }
    focus.setFocus(panel.buttons[1])
    panel.buttons[1].removeFromSuperlayer()
    frame()
    #expect(focus.focusedLayer == nil && !panel.buttons[1].isAccessibilityFocused)
    #expect(told.count == 2 && told[1] == nil && focus.ring.isHidden)
  }

  @Test("a focused element freed: the change is told once")
  func freed() {
    var told: [Layer?] = []
    focus.onFocusChange = { told.append($0) }
    do {
      let temporary = Layer(frame: Rect(x: 0, y: 100, width: 50, height: 50))
      temporary.isAccessibilityElement = true
      temporary.accessibilityActivateBlock = { true }
      panel.root.addSublayer(temporary)
      focus.setFocus(temporary)
      temporary.removeFromSuperlayer()
    }
    frame()
    frame()
    #expect(focus.focusedLayer == nil && told.count == 2 && told[1] == nil)
  }

  @Test("an element whose hit testing is off keeps the focus with no ring; on again, the ring is back")
  func interactionOff() {
    display.key(.tab)
    display.run(for: 0.05)
    #expect(focus.focusedLayer === panel.buttons[0] && !focus.ring.isHidden)
    panel.root.isUserInteractionEnabled = false  // a scene sliding away
    frame()
    #expect(focus.focusedLayer === panel.buttons[0] && focus.ring.isHidden)
    panel.root.isUserInteractionEnabled = true
    frame()
    #expect(!focus.ring.isHidden)
  }

  @Test(
    "a disabled control is passed by: Tab skips it, it is not enabled to assistive technology, the focus leaves it"
  )
  func disabledControl() {
    panel.controls[1].isEnabled = false
    #expect(panel.buttons[1].accessibilityTraits.contains(.notEnabled))
    #expect(!FocusSystem.isFocusable(panel.buttons[1]))
    display.key(.tab)
    display.key(.tab)
    #expect(focus.focusedLayer === panel.buttons[2])
    panel.controls[1].isEnabled = true
    #expect(!panel.buttons[1].accessibilityTraits.contains(.notEnabled))
    focus.setFocus(panel.buttons[1])
    panel.controls[1].isEnabled = false
    frame()
    #expect(focus.focusedLayer == nil)
    display.key(.enter)
    #expect(panel.log.isEmpty)
  }

  @Test("a layer given the focus just before it is added to the tree keeps it, and is told once")
  func focusBeforeAdding() {
    var told: [Layer?] = []
    focus.onFocusChange = { told.append($0) }
    let dialog = Layer(frame: Rect(x: 0, y: 200, width: 300, height: 100))
    let ok = Layer(frame: Rect(x: 10, y: 10, width: 80, height: 40))
    _ = Control(layer: ok)
    dialog.addSublayer(ok)
    focus.setFocus(ok)
    panel.root.addSublayer(dialog)
    frame()
    #expect(focus.focusedLayer === ok && ok.isAccessibilityFocused)
    #expect(told.count == 1 && told[0] === ok)
  }

  @Test("setFocus refuses a layer that cannot take the focus")
  func refusesTheUnfocusable() {
    focus.setFocus(panel.buttons[0])
    focus.setFocus(panel.root)
    #expect(focus.focusedLayer === panel.buttons[0])
  }

  @Test("Shift+Enter on a focused button is the scene's command, not the button's")
  func shiftEnterIsTheScenes() {
    display.key(.tab)
    display.key(.enter, modifiers: .shift)
    #expect(panel.log == ["new line"])
    display.key(.enter)
    #expect(panel.log == ["new line", "button 0"])
  }

  /// Puts the buttons in a focus group with no container type, and Tabs into it.
  func groupButtons() {
    let group = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 100))
    panel.root.addSublayer(group)
    for button in panel.buttons { group.addSublayer(button) }
    group.isFocusGroup = true
    display.key(.tab)
  }

  @Test("a focus group with no container type moves the focus by the arrows")
  func focusGroupArrows() {
    groupButtons()
    display.key(.right)
    #expect(focus.focusedLayer === panel.buttons[1])
    display.key(.tab)
    #expect(focus.focusedLayer === panel.buttons[1], "one Tab stop: Tab wraps back into the group")
  }

  @Test("in a focus group Home and End go to its first and last element; at an end, the key is not taken")
  func focusGroupEnds() {
    groupButtons()
    display.key(.end)
    #expect(focus.focusedLayer === panel.buttons[2])
    #expect(!focus.arrowCommands.contains { $0.input == .end && $0.isEnabled })  // already the last
    display.key(.home)
    #expect(focus.focusedLayer === panel.buttons[0])
  }

  @Test("assistive technology reads in Tab's order, whatever the drawing order")
  func readingOrder() {
    panel.buttons[0].zPosition = 1  // drawn last, read first
    let snapshot = AccessibilitySnapshot(root: panel.root)
    let ids = panel.buttons.compactMap(\.accessibilityStorage?.id)
    #expect(snapshot.top == ids)
  }
}

@Suite("A focused slider's Home, End, Page Up and Page Down")
@MainActor
struct SliderJumpTests {
  @Test(
    "Home and End set its least and greatest value; Page Up and Page Down ten steps, kept in range",
    arguments: [(Key.home, 0.0), (.end, 10), (.pageUp, 10), (.pageDown, 0)])
  func jumps(key: Key, expected: Double) {
    let panel = FocusPanel()
    let display = VirtualDisplay(scene: panel, size: Size(width: 800, height: 600))
    panel.slider.accessibilitySetNumberBlock = { panel.level = $0 }
    panel.slider.accessibilityNumber = AccessibilityNumber(minimum: 0, maximum: 10, step: 0.5, current: 5)
    panel.context.focus.setFocus(panel.slider)
    display.key(key)
    #expect(panel.level == expected)
  }
}
