/// One difference between two accessibility trees: what a bridge sends an event for.
public enum AccessibilityChange: Sendable, Equatable {
  /// The children of a node (nil: the top nodes) changed.
  case children(of: Int?)
  /// A node's label changed.
  case label(Int)
  /// A node's value changed.
  case value(Int)
  /// A node's hint changed.
  case hint(Int)
  /// A node's traits (its states: selected, enabled) or its activation changed.
  case states(Int)
  /// A node gained or lost the keyboard's focus.
  case focus(Int, isFocused: Bool)
}
