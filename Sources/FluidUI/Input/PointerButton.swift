/// A mouse button.
public enum PointerButton: Int, Sendable, Hashable {
  /// The primary (left) button, or a touch.
  case primary = 1
  /// The middle button.
  case middle = 2
  /// The secondary (right) button.
  case secondary = 3
}
