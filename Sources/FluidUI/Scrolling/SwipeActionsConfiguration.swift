/// The actions a row shows on one side when swiped (UIKit's `UISwipeActionsConfiguration`).
///
/// The first action sits at the row's edge, the others inward. With
/// ``performsFirstActionWithFullSwipe``, a swipe carried past the buttons across most of the row
/// performs the first action on release.
///
/// ```swift
/// let archive = ContextualAction(style: .normal, title: "Archive") { _, row, done in done(true) }
/// var trailing = SwipeActionsConfiguration(actions: [archive])
/// trailing.performsFirstActionWithFullSwipe = false  // a long swipe only opens the row
/// inbox.trailingSwipeActions = { row in row == 0 ? nil : trailing }
/// ```
public struct SwipeActionsConfiguration {
  /// The buttons, from the row's edge inward; an empty list offers no swipe.
  public var actions: [ContextualAction]
  /// Whether a full swipe performs the first action (default true).
  public var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`, the first one at the row's edge.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}
