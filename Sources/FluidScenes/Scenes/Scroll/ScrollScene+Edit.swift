import FluidUI

extension ScrollScene {
  /// Edits the list for `key`, animated by the list; returns whether the key was an edit.
  ///
  /// `N` adds a row below the selection (at the top of the view when none is), Backspace or Delete
  /// deletes the selected row (the next one is selected), Shift+↑ / Shift+↓ move the selected row.
  func edit(_ key: Key, shift: Bool) -> Bool {
    switch key {
    case .character("n"):
      let at = rows.selectedRow.map { $0 + 1 } ?? rows.row(atContentY: list.contentOffset.y) ?? 0
      data.insert(at: at)
      rows.insertRows(at: [at])
      rows.selectedRow = at
    case .backspace, .character("\u{7F}"):
      guard let selected = rows.selectedRow else { return false }
      data.delete(at: selected)
      rows.deleteRows(at: [selected])
      rows.selectedRow = min(selected, rows.numberOfRows - 1)
    case .up where shift, .down where shift:
      guard let selected = rows.selectedRow else { return false }
      let to = selected + (key == .up ? -1 : 1)
      guard (0..<rows.numberOfRows).contains(to) else { return true }
      data.move(from: selected, to: to)
      rows.moveRow(at: selected, to: to)
    default: return false
    }
    if let selected = rows.selectedRow { rows.scrollToRow(selected, at: .nearest, animated: true) }
    focusSelection()
    return true
  }

  /// From the keyboard, the selected row takes the window's focus, brought into view if it has no
  /// cell: after an edit the ring and the selection are one row (N left the ring behind, and a
  /// deleted row dropped it, so Space turned a screen).
  func focusSelection() {
    guard let row = rows.selectedRow else { return }
    focus(row: row, bringingIntoView: true)
  }

  /// From the keyboard, row `row` takes the window's focus: at once if it has no cell and
  /// `bringingIntoView` (the view jumps there), else only if it shows.
  ///
  /// From anywhere: a key that moved or edited the list's selection was the list's, so the ring
  /// goes where the key acted (a focus left on the bar had Space go back to the menu).
  func focus(row: Int, bringingIntoView: Bool) {
    let focus = context.focus
    guard focus.isFocusVisible, (0..<rows.numberOfRows).contains(row) else { return }
    if rows.cell(forRow: row) == nil, bringingIntoView {
      rows.scrollToRow(row, at: .nearest, animated: false)
    }
    if let cell = rows.cell(forRow: row) { focus.setFocus(cell.layer) }
  }

  /// A row was selected: from the keyboard it takes the window's focus (a screen reader says it),
  /// brought into view at once if the wheel left it far away, as GTK's lists do; a click takes the
  /// ring off wherever the keys left it (a row scrolled away, the bar), so Space acts on nothing
  /// unseen.
  func selected(_ row: Int) {
    let focus = context.focus
    guard focus.isFocusVisible else {
      // No ring anywhere after a click: one left on the bar had Space go back to the menu.
      if focus.focusedLayer != nil { focus.setFocus(nil) }
      return
    }
    self.focus(row: row, bringingIntoView: true)
  }

  /// The rows' swipe actions: "Add below" under a swipe right, "Delete" under a swipe left (a full
  /// swipe left deletes the row); each is also the row's accessibility action.
  func installSwipeActions() {
    let add = ContextualAction(style: .normal, title: "Add below", backgroundColor: Color(hex: 0x3584E4)) {
      [unowned self] _, row, done in
      data.insert(at: row + 1)
      rows.insertRows(at: [row + 1])
      done(true)
      focus(row: row, bringingIntoView: false)  // the button is gone: the ring goes back to its row
    }
    let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, row, done in
      data.delete(at: row)
      rows.deleteRows(at: [row])
      done(true)
      // From the keyboard, the row that took its place is selected and takes the focus.
      guard context.focus.isFocusVisible, rows.numberOfRows > 0 else { return }
      rows.selectedRow = min(row, rows.numberOfRows - 1)
      focusSelection()
    }
    rows.leadingSwipeActions = { _ in SwipeActionsConfiguration(actions: [add]) }
    rows.trailingSwipeActions = { _ in SwipeActionsConfiguration(actions: [delete]) }
  }
}
