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
  /// With the focus on the button it is the button's own Space, before the focus's (which would
  /// activate it at once: a toggle with no press), and a tap of it still switches the light; on
  /// another control, that control has it, unless a click hid the ring (what is not seen does not
  /// take the key).
  package var keyCommands: [KeyCommand] {
    var hold = KeyCommand(
      .space, title: "Held: press the button",
      when: { [unowned self] in
        let focus = context.focus
        let ours = focus.focusedLayer == nil || focus.focusedLayer === button || focus.keyFoundRingHidden
        return !gestures.isInteracting && !spaceDown && ours
      }
    ) { [unowned self] t in
      spaceDown = true
      spaceOnFocus = context.focus.focusedLayer === button ? toggles : nil
      press.isEnabled = false  // the key holds the button: a pointer press does not take part
      press.reset()
      press.handle(.down(center, time: t, pressure: nil))
    }
    hold.wantsPriorityOverFocus = true
    return [hold]
  }
}
