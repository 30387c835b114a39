import FluidMotion
import FluidUI

/// The shortcuts window the bar opens over the scene.
extension SceneChrome {
  /// Shows the shortcuts window with `groups`, or hides it.
  func toggleHelp(_ groups: [ShortcutGroup], size: Size) {
    if shortcuts.isShown { shortcuts.hide() } else { shortcuts.show(groups) }
    shortcutsButton.layer.accessibilityExpandedStatus = shortcuts.isShown ? .expanded : .collapsed
    layoutHelp(size: size)
  }

  /// Lays the shortcuts window out for `size`, under the bar.
  func layoutHelp(size: Size) {
    shortcuts.layout(size: size, top: Self.barHeight, palette: palette)
  }
}
