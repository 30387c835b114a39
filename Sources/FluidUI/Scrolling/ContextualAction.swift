/// One action a list row offers when it is swiped open (UIKit's `UIContextualAction`): a titled,
/// coloured button behind the row, also offered to the keyboard and to assistive technology.
///
/// The handler is given the action, the row and a completion to call once the work is done (at
/// once, or later: after a confirmation, a network call). `completion(true)` on a
/// ``Style/destructive`` action leaves the row swiped out for the list's
/// ``ListView/deleteRows(at:)`` to fade it away; any other completion springs the row shut.
///
/// ```swift
/// var names = ["Milk", "Eggs", "Bread"]
/// let list = ListView(animator: animator, rowCount: names.count, rowHeight: .fixed(56)) { cell, row in
///   cell.textLabel.text = names[row]
/// }
/// let delete = ContextualAction(style: .destructive, title: "Delete") { [weak list] _, row, done in
///   names.remove(at: row)
///   list?.deleteRows(at: [row])
///   done(true)
/// }
/// list.trailingSwipeActions = { _ in SwipeActionsConfiguration(actions: [delete]) }
/// ```
public final class ContextualAction {
  /// What an action does to its row, which sets its default colour and what a completion does.
  public enum Style: Sendable, Hashable {
    /// An ordinary action (grey): the row springs shut when it completes.
    case normal
    /// It takes the row away (red): completed with `true`, the row stays swiped out.
    case destructive
  }

  /// What the action is given: itself, the row it acts on, and the completion to call when done
  /// (`true`: it did what it says).
  public typealias Handler = (
    _ action: ContextualAction, _ row: Int, _ completion: @escaping (Bool) -> Void
  ) -> Void

  /// How it treats its row.
  public let style: Style
  /// The button's text, and the name assistive technology and the keyboard know it by.
  public var title: String
  /// The button's colour (default: red for a destructive action, grey for a normal one).
  public var backgroundColor: Color
  /// What it does.
  public let handler: Handler

  /// Creates an action.
  /// - Parameters:
  ///   - style: How it treats its row.
  ///   - title: The button's text.
  ///   - backgroundColor: The button's colour; nil for the style's.
  ///   - handler: What it does; it must call the completion it is given, once.
  public init(style: Style, title: String, backgroundColor: Color? = nil, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.backgroundColor =
      backgroundColor ?? (style == .destructive ? Color(hex: 0xE01B24) : Color(hex: 0x77767B))
    self.handler = handler
  }
}
