// An adopter's list: 10,000 rows, swipe left to delete (a full swipe deletes), swipe right to flag.
import FluidMotion
import FluidUI

final class SwipeListScene: Scene {
  let context: SceneContext
  let title = "Inbox"
  let root = Layer()
  var names = (1...10_000).map { "Message \($0)" }
  var flagged: Set<String> = []
  lazy var list = ListView(animator: context.animator, rowCount: names.count, rowHeight: .fixed(56)) {
    [unowned self] cell, row in
    cell.textLabel.text = (flagged.contains(names[row]) ? "⚑ " : "") + names[row]
  }

  init(context: SceneContext = SceneContext()) {
    self.context = context
    root.addSublayer(list.layer)
    list.attach(to: context.gestures)
    let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, row, done in
      names.remove(at: row)
      list.deleteRows(at: [row])
      done(true)
    }
    let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, row, done in
      flagged.insert(names[row])
      list.reloadRows(at: [row])
      done(true)
    }
    list.trailingSwipeActions = { _ in SwipeActionsConfiguration(actions: [delete]) }
    list.leadingSwipeActions = { _ in SwipeActionsConfiguration(actions: [flag]) }
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    list.layout(frame: root.bounds)
  }
  func handle(_ event: InputEvent) -> Bool { false }
}
