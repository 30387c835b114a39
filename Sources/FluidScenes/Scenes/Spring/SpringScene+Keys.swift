import FluidUI

/// The spring's keys: ↑ ↓ choose a slider, ← → adjust it.
extension SpringScene {
  /// ↑ ↓ choose a slider; ← → adjust it by 0.05, with Shift by 0.01 (held, they repeat).
  ///
  /// They come before the focus's own keys, on the slider that has the ring (↑ on a focused slider
  /// chooses the damping, as the shortcuts window says, not a step up), and bring the ring with them;
  /// while the focus is on the bar's controls, they are not the scene's.
  package var keyCommands: [KeyCommand] {
    let adjust = [
      (Key.left, KeyModifiers(), -0.05), (.right, [], 0.05), (.left, .shift, -0.01), (.right, .shift, 0.01),
    ]
    let inScene = { [unowned self] in hasFocus }
    let choose = [(Key.up, 0), (.down, 1)].map { key, index in
      KeyCommand(key, title: "Choose a slider", repeats: true, when: inScene) { [unowned self] in
        select(index, focusing: true)
      }
    }
    let adjusts = adjust.map { key, mods, step in
      KeyCommand(
        key, mods, title: mods.isEmpty ? "Adjust it" : "Adjust it finely", repeats: true, when: inScene
      ) {
        [unowned self] in
        followFocus()
        select(selected, focusing: true)
        let slider = selected == 0 ? damping : response
        let old = parameters
        slider.set(slider.value + step)
        parametersChanged(from: old)
      }
    }
    return (choose + adjusts).map { command in
      var command = command
      command.wantsPriorityOverFocus = true
      return command
    }
  }
}
