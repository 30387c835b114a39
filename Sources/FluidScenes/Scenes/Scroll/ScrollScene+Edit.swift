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
  /// deleted row or a closed swipe button dropped it, so Space turned a screen).
  func focusSelection() {
    let focus = context.focus
    guard focus.isFocusVisible, let row = rows.selectedRow, rows.numberOfRows > 0 else { return }
    // A focus elsewhere that still shows (the strip, the bar) stays there; one on the row's gone
    // button, or on the list, comes to the selection.
    if let focused = focus.focusedLayer, focus.focusableLayers().contains(where: { $0 === focused }),
      !focus.focusableLayers(in: list.layer).contains(where: { $0 === focused })
    {
      return
    }
    if rows.cell(forRow: row) == nil { rows.scrollToRow(row, at: .nearest, animated: false) }
    if let cell = rows.cell(forRow: row) { focus.setFocus(cell.layer) }
  }

  /// The rows' swipe actions: "Add below" under a swipe right, "Delete" under a swipe left (a full
  /// swipe left deletes the row); each is also the row's accessibility action.
  func installSwipeActions() {
    let add = ContextualAction(style: .normal, title: "Add below", backgroundColor: Color(hex: 0x3584E4)) {
      [unowned self] _, row, done in
      data.insert(at: row + 1)
      rows.insertRows(at: [row + 1])
      done(true)
      focusSelection()  // the button is gone: the ring goes back to the row
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
