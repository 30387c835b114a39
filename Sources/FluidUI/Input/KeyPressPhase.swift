/// Where a press of the keyboard on the focused element is: Space goes down on it, comes up, or the
/// press is called off (GTK's button: pressed while the key is held, clicked on its release).
///
/// ```swift
/// button.accessibilityActivateBlock = { toggle(); return true }  // Enter, a screen reader
/// button.keyPressBlock = { [weak button] phase, _ in
///   button?.alpha = phase == .began ? 0.6 : 1  // shown pressed while Space is held
///   if phase == .ended { toggle() }  // it acts on the release
/// }
/// ```
public enum KeyPressPhase: Sendable, Equatable {
  /// The key went down on the element: show it pressed.
  case began
  /// The key came up with the focus still on it: it acts now.
  case ended
  /// The press ended without acting: the focus moved, the window lost the keyboard, or the element
  /// stopped showing.
  case cancelled
}
