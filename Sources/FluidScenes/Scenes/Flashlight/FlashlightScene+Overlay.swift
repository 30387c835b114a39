import FluidMotion
import FluidUI

extension FlashlightScene {
  /// Pressing, holding, the wheel and Space.
  package var helpLines: [String] {
    [
      "Press and hold the button: it grows with force (0.5 after 0.35 s); let go to ease off and switch the light",
      "No pressure on your pointer? Hold longer, or turn the wheel while pressing",
      "A light click at the threshold, a medium click when it switches; drag off the button to cancel",
    ]
  }

  /// The force level against the thresholds.
  package var physics: [PhysicsMarker] {
    [
      .level(
        force, threshold: 0.5,
        label: "force \(String(format2: force)) · \(phase) · light \(isOn ? "on" : "off")")
    ]
  }

  /// Force, scale, phase, light.
  package var state: [String: Double] {
    [
      "force": force, "scale": scale, "on": isOn ? 1 : 0, "toggles": Double(toggles),
      "phase": phase == .reset ? 0 : (phase == .activated ? 1 : 2), "pressing": isInteracting ? 1 : 0,
    ]
  }

  /// Space held presses the button as a pointer would (its release lets go), not while a hand does.
  ///
  /// With the focus on the button, the focus hands it Space (its ``FluidUI/Layer/keyPressBlock``
  /// calls ``holdByKey(_:at:)``), and a tap still switches the light, as a toggle button's does.
  /// This command is Space where the focus has none to give (no focus, or a ring a click hid): a
  /// press as the pointer's, whose tap switches nothing.
  package var keyCommands: [KeyCommand] {
    [
      KeyCommand(
        .space, title: "Held: press the button",
        when: { [unowned self] in !isInteracting }
      ) {
        [unowned self] t in beginKeyHold(at: t, tapSwitches: false)
      }
    ]
  }

  /// Space on the focused button: pressed on the key's press, let go on its release (a tap that
  /// switched nothing switches the light), called off when the focus or the window leaves it.
  func holdByKey(_ phase: KeyPressPhase, at t: Double) {
    switch phase {
    case .began: if !isInteracting { beginKeyHold(at: t, tapSwitches: true) }
    case .ended: if spaceDown { endKeyHold(at: t) }
    case .cancelled: if spaceDown { cancelKeyHold(at: t) }
    }
  }

  /// Presses the button by the key at `t` (s); `tapSwitches`: a release with no switch since is
  /// the button's activation.
  private func beginKeyHold(at t: Double, tapSwitches: Bool) {
    spaceDown = true
    spaceOnFocus = tapSwitches ? toggles : nil
    press.isEnabled = false  // the key holds the button: a pointer press does not take part
    press.reset()
    press.handle(.down(center, time: t, pressure: nil))
  }

  /// Lets go of the key's press at `t` (s): the release switches the light where the force had
  /// armed it, else a tap on the focused button does.
  func endKeyHold(at t: Double) {
    spaceDown = false
    let switches = phase == .activated  // the release switches it
    press.handle(.up(center, time: t))
    press.reset()
    press.isEnabled = true
    if let before = spaceOnFocus, !switches, toggles == before { _ = button.accessibilityActivate() }
    spaceOnFocus = nil
  }

  /// Calls off the key's press at `t` (s): the button springs back, nothing switches (the key was
  /// not let go over it: the focus moved, or the window lost the keyboard).
  func cancelKeyHold(at t: Double) {
    (spaceDown, spaceOnFocus) = (false, nil)
    callOff()
    press.handle(.cancel(time: t))
    press.reset()
    press.isEnabled = true
  }
}
