import FluidMotion
import Testing

@testable import FluidUI

/// Space held on the focused element presses it, as GTK's buttons: pressed while the key is down,
/// acting on its release; Enter acts at once.
@Suite("Space presses the focused control (Layer.keyPressBlock)")
@MainActor
struct KeyPressTests {
  let panel = FocusPanel()
  let display: VirtualDisplay

  init() {
    display = VirtualDisplay(scene: panel, size: Size(width: 800, height: 600))
    display.run(for: 0.1)
    display.key(.tab)  // the first button
  }

  func down(_ key: Key = .space, isRepeat: Bool = false) {
    display.send(.keyDown(key, modifiers: [], isRepeat: isRepeat, time: display.now))
  }

  func up(_ key: Key = .space) { display.send(.keyUp(key, modifiers: [], time: display.now)) }

  /// The events the first button's control sends from now on.
  final class Sent { var events: [ControlEvents] = [] }

  func recordEvents() -> Sent {
    let sent = Sent()
    panel.controls[0].addAction(for: [.allTouchEvents, .primaryActionTriggered]) { _, event in
      sent.events.append(event)
    }
    return sent
  }

  @Test("a control shows pressed while Space is down and acts once on its release, the key's repeats aside")
  func holdThenRelease() {
    let sent = recordEvents()
    down()
    #expect(panel.controls[0].isHighlighted && panel.controls[0].isTracking)
    #expect(panel.pressed.isEmpty)
    display.run(for: 0.6)
    for _ in 0..<5 {
      down(isRepeat: true)
      display.run(for: 0.03)
    }
    #expect(panel.pressed.isEmpty)
    up()
    #expect(panel.pressed == [0])
    #expect(!panel.controls[0].isHighlighted && !panel.controls[0].isTracking)
    #expect(sent.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
  }

  @Test("Enter acts at once, on its press")
  func enterAtOnce() {
    down(.enter)
    #expect(panel.pressed == [0])
    up(.enter)
    #expect(panel.pressed == [0])
  }

  @Test(
    "the press is called off when the focus moves (Tab) or the window loses the keyboard; the release acts on nothing",
    arguments: ["tab", "focusLost"])
  func calledOff(way: String) {
    let sent = recordEvents()
    down()
    if way == "tab" {
      display.key(.tab)
      #expect(panel.context.focus.focusedLayer === panel.buttons[1])
    } else {
      display.send(.focusLost(time: display.now))
    }
    #expect(!panel.controls[0].isHighlighted && !panel.controls[0].isTracking)
    up()
    #expect(panel.pressed.isEmpty, "neither the button left nor the one focused now acts")
    #expect(sent.events == [.touchDown, .touchCancel])
  }

  @Test("a pointer's press on the control takes it over from the key: the key's release acts on nothing")
  func pointerTakesOver() {
    down()
    let centre = panel.buttons[0].frameInWindow.center
    display.press(centre)
    #expect(panel.controls[0].isTracking)
    up()
    #expect(panel.pressed.isEmpty)
    display.release(centre)
    #expect(panel.pressed == [0])  // the pointer's click
  }

  @Test(
    "an element with its own keyPressBlock gets the phases with the keys' times; one without acts on the release"
  )
  func phasesAndTimes() {
    let knob = Layer(frame: Rect(x: 400, y: 20, width: 60, height: 60))
    knob.isAccessibilityElement = true
    var phases: [(KeyPressPhase, Double)] = []
    var activations = 0
    knob.accessibilityActivateBlock = {
      activations += 1
      return true
    }
    knob.keyPressBlock = { phase, time in phases.append((phase, time)) }
    panel.root.addSublayer(knob)
    panel.context.focus.setFocus(knob)
    let start = display.now
    down()
    display.run(for: 0.25)
    up()
    #expect(phases.map(\.0) == [.began, .ended])
    #expect(abs(phases[0].1 - start) < 1e-9 && abs(phases[1].1 - (start + 0.25)) < 1e-6)
    #expect(activations == 0, "the block acts on .ended; the focus does not activate it as well")
    knob.keyPressBlock = nil
    down()
    #expect(activations == 0)
    up()
    #expect(activations == 1)
    down()
    display.key(.tab)  // the focus leaves it: called off
    up()
    #expect(activations == 1)
  }

  @Test("a control disabled while Space holds it does not act on the release: the press is cancelled")
  func disabledMeanwhile() {
    let sent = recordEvents()
    down()
    panel.controls[0].isEnabled = false
    up()
    #expect(panel.pressed.isEmpty)
    #expect(sent.events == [.touchDown, .touchCancel])
  }

  @Test("Enter during Space's press acts once, at once; Space's release then acts on nothing")
  func enterDuringSpace() {
    down()
    down(.enter)
    #expect(panel.pressed == [0])
    up(.enter)
    up()
    #expect(panel.pressed == [0])
    #expect(!panel.controls[0].isTracking)
  }

  @Test(
    "the press is called off by a click elsewhere or by the element ceasing to show; its release acts on nothing",
    arguments: ["click", "hidden"])
  func calledOffOtherwise(way: String) {
    down()
    if way == "click" {
      display.click(Vector2(x: 700, y: 500))  // nothing there
      #expect(!panel.controls[0].isHighlighted)
    } else {
      panel.buttons[0].isHidden = true
    }
    up()
    #expect(panel.pressed.isEmpty)
  }

  @Test("a second Space down with no release between (one lost) calls the first press off and begins anew")
  func lostRelease() {
    let sent = recordEvents()
    down()
    down()
    up()
    #expect(panel.pressed == [0])
    #expect(sent.events == [.touchDown, .touchCancel, .touchDown, .touchUpInside, .primaryActionTriggered])
  }
}
