/// A titled group of the shortcuts window: its shortcuts, then notes (how the gestures go).
package struct ShortcutGroup: Equatable, Sendable {
  package let title: String
  package let shortcuts: [Shortcut]
  package var notes: [String] = []

  /// The app's own keys, first in the window.
  package static let app = ShortcutGroup(
    title: "App",
    shortcuts: [
      Shortcut("F1", "Ctrl+?", does: "Keyboard shortcuts"),
      Shortcut("Ctrl+Q", "Ctrl+W", does: "Quit"),
      Shortcut("F11", does: "Full screen"),
      Shortcut("Ctrl+=", "Ctrl+−", does: "Zoom in, out"),
      Shortcut("Ctrl+0", does: "The desktop's size"),
      Shortcut("S", does: "Slow motion (×0.1)"),
      Shortcut("V", "F", does: "Physics, frame overlays"),
    ])

  /// The keys that move between the menu and the scenes.
  package static let navigation = ShortcutGroup(
    title: "Navigation",
    shortcuts: [
      Shortcut("Esc", "Alt+←", does: "Back (Esc closes a panel first)"),
      Shortcut("Alt+→", does: "Forward to the scene left"),
      Shortcut("Alt+0–9", does: "Jump to a scene"),
      Shortcut("Ctrl+Tab", does: "Next scene"),
      Shortcut("Tab", does: "Next control"),
    ],
    notes: ["The mouse's Back and Forward buttons go back and forward; so does a drag from the left edge."])
}
