/// Whether an element shows or hides more (a disclosure: a pane that opens, a drawer), with UIKit's
/// names (`UIAccessibility.ExpandedStatus`): a screen reader says "expanded" or "collapsed".
///
/// ```swift
/// let pane = Layer()
/// pane.accessibilityExpandedStatus = .collapsed  // the pane is down; open it and set .expanded
/// ```
public enum AccessibilityExpandedStatus: Sendable, Hashable {
  /// It neither shows nor hides more (the default).
  case unsupported
  /// What it discloses shows.
  case expanded
  /// What it discloses is hidden.
  case collapsed
}
