/// What kind of thing a node is, as a bridge names it to the desktop.
public enum AccessibilityRole: String, Sendable, CaseIterable {
  /// A button.
  case button
  /// A button that stays on or off.
  case toggleButton
  /// A value on a range (``AccessibilityTraits/adjustable``).
  case slider
  /// Text.
  case label
  /// A heading.
  case heading
  /// A list (``AccessibilityContainerType/list``).
  case list
  /// An item of a list.
  case listItem
  /// A scrolling area.
  case scrollPane
  /// A group, or an element none of the others fits.
  case panel

  /// The role of an element with `traits` in a container of `parentType`, or of a container of
  /// `containerType`; an element that `showsText` and has no trait that names a role is a label, as
  /// UIKit's `UILabel` is static text by default.
  static func of(
    traits: AccessibilityTraits, containerType: AccessibilityContainerType,
    parentType: AccessibilityContainerType?, showsText: Bool = false
  ) -> AccessibilityRole {
    switch containerType {
    case .list: return .list
    case .scrollPane: return .scrollPane
    case .semanticGroup: return .panel
    case .none: break
    }
    if traits.contains(.header) { return .heading }
    if parentType == .list { return .listItem }
    if traits.contains(.adjustable) { return .slider }
    if traits.contains(.toggleButton) { return .toggleButton }
    if traits.contains(.button) { return .button }
    if traits.contains(.staticText) || showsText { return .label }
    return .panel
  }
}
