/// How an accessibility container presents its children (UIKit's `UIAccessibilityContainerType`).
public enum AccessibilityContainerType: Sendable, Hashable {
  /// Not a container of its own: its elements belong to the container above it.
  case none
  /// A group of related elements (a keypad, a pane).
  case semanticGroup
  /// A list of items, in order (a menu of rows).
  case list
  /// A scrolling area (a scroll view's viewport).
  case scrollPane
}
