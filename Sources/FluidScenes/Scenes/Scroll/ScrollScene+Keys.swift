import FluidUI

/// The scroll scene's keys.
extension ScrollScene {
  /// The keys (held, they repeat): ↑ ↓ select a row (Shift: move it), Page Up and Page Down the row a
  /// page back or on, Home and End the first and the last (each scrolled into view), Space turns a
  /// screen (on a focused row not selected yet, Space selects it, as in GTK's lists; after a click,
  /// it brings the ring to the selected row), ← → turn the strip, N adds a row, Backspace or Delete
  /// deletes one.
  package var keyCommands: [KeyCommand] {
    let selected = { [unowned self] in rows.selectedRow != nil }
    let hasRows = { [unowned self] in rows.numberOfRows > 0 }
    func command(
      _ title: String, _ key: Key, _ mods: KeyModifiers = [], hidden: Bool = false, when: (() -> Bool)? = nil,
      _ action: @escaping () -> Void
    ) -> KeyCommand {
      KeyCommand(key, mods, title: title, repeats: true, isHidden: hidden, when: when, action: action)
    }
    // Space turns a screen before the focus sees it while the focus is on nothing or on the selected
    // row; on a row not selected yet (Tab's) it selects it, on a row's button it presses it.
    let turns = { [unowned self] in
      guard let focused = context.focus.focusedLayer else { return true }
      return rows.selectedRow.flatMap { rows.cell(forRow: $0)?.layer } === focused
    }
    func first(_ base: KeyCommand) -> KeyCommand {
      var command = base
      command.wantsPriorityOverFocus = true
      return command
    }
    return [
      command("Select a row", .up, when: hasRows) { [unowned self] in rows.handleKey(.up) },
      command("Select a row", .down, when: hasRows) { [unowned self] in rows.handleKey(.down) },
      command("A page on or back", .pageDown, when: hasRows) { [unowned self] in rows.handleKey(.pageDown) },
      first(command("A screen on or back", .space, when: turns) { [unowned self] in turnScreen(by: 1) }),
      command("A page on or back", .pageUp, when: hasRows) { [unowned self] in rows.handleKey(.pageUp) },
      first(
        command("A screen on or back", .space, .shift, when: turns) { [unowned self] in turnScreen(by: -1) }),
      command("The first or the last", .home, when: hasRows) { [unowned self] in rows.handleKey(.home) },
      command("The first or the last", .end, when: hasRows) { [unowned self] in rows.handleKey(.end) },
      command("A page of the strip", .left) { [unowned self] in turnStrip(by: -1) },
      command("A page of the strip", .right) { [unowned self] in turnStrip(by: 1) },
      command("Add a row below", .character("n")) { [unowned self] in _ = edit(.character("n"), shift: false)
      },
      command("Delete the row", .backspace, when: selected) { [unowned self] in
        _ = edit(.backspace, shift: false)
      },
      command("Delete the row", .character("\u{7F}"), when: selected) {
        [unowned self] in _ = edit(.backspace, shift: false)
      },
      command("The row's actions", .left, .shift, when: selected) { [unowned self] in revealActions(.left) },
      command("The row's actions", .right, .shift, hidden: true, when: selected) {
        [unowned self] in revealActions(.right)
      },
      command("Move the row", .up, .shift, when: selected) { [unowned self] in _ = edit(.up, shift: true) },
      command("Move the row", .down, .shift, when: selected) { [unowned self] in _ = edit(.down, shift: true)
      },
    ]
  }

  /// Shift+← / Shift+→: the selected row's buttons on that side uncovered (or the other side's
  /// shut), and said: the focus stays on the row until Tab reaches them.
  func revealActions(_ key: Key) {
    let before = rows.swipedRow
    rows.handleKey(key)
    guard let row = rows.swipedRow, row != before else { return }
    let side = key == .left ? rows.trailingSwipeActions : rows.leadingSwipeActions
    let titles = side?(row)?.actions.map(\.title) ?? []
    AccessibilityNotification.announcement(titles.joined(separator: ", ") + "; Tab reaches it").post()
  }

  /// Space: the list a screen on (1) or back (−1), from where its motion would rest; after a click
  /// left a row selected and nothing focused, the ring comes back to that row instead (the key acts
  /// where the selection is, as the arrows do).
  func turnScreen(by direction: Double) {
    if context.focus.focusedLayer == nil, let row = rows.selectedRow {
      return focus(row: row, bringingIntoView: true)
    }
    let y = list.targetContentOffset.y
    let target = min(
      max(y + list.bounds.height * direction, list.minimumContentOffset.y), list.maximumContentOffset.y)
    list.setContentOffset(Vector2(x: 0, y: target), animated: true)
  }

  /// ← →: the strip a page back (−1) or on (1); nothing while a short window hides it.
  func turnStrip(by direction: Int) {
    guard !strip.layer.isHidden else { return }
    let current = Int((strip.targetContentOffset.x / max(strip.bounds.width, 1)).rounded())
    let next = min(max(current + direction, 0), Self.pageCount - 1)
    strip.setContentOffset(Vector2(x: Double(next) * strip.bounds.width, y: 0), animated: true)
  }
}
