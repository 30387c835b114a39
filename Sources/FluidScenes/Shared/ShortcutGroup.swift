import FluidUI

/// A titled group of the shortcuts window: its shortcuts, then notes (how the gestures go).
package struct ShortcutGroup: Equatable, Sendable {
  package let title: String
  package let shortcuts: [Shortcut]
  package var notes: [String] = []

  /// The groups of the shortcuts window, read from the key table: the app's keys, the navigation's
  /// (with the focused control's), then `scene`'s with how its gestures go.
  @MainActor
  package static func window(
    app: [KeyCommand], navigation: [KeyCommand], scene: any FluidScene
  ) -> [ShortcutGroup] {
    [
      ShortcutGroup(title: "App", shortcuts: Shortcut.rows(of: app)),
      ShortcutGroup(
        title: "Navigation", shortcuts: Shortcut.rows(of: navigation),
        notes: [
          "The mouse's Back and Forward buttons go back and forward; so does a drag from the left edge."
        ]),
      ShortcutGroup(title: "This scene", shortcuts: scene.shortcuts, notes: scene.helpLines),
    ]
  }
}
