/// A mouse button.
public enum PointerButton: Int, Sendable, Hashable {
  /// The primary (left) button, or a touch.
  case primary = 1
  /// The middle button.
  case middle = 2
  /// The secondary (right) button.
  case secondary = 3
  /// The mouse's Back button (the first side button, X1): back, as in a browser.
  case back = 4
  /// The mouse's Forward button (the second side button, X2).
  case forward = 5
}
