import FluidMotion

extension ListView {
  /// Inserts rows at `rows` (indices after the insertion): the rows below glide down to make room and
  /// the new ones fade in (`insertItems(at:)`).
  /// - Precondition: each index in `0..<(numberOfRows + rows.count)`, none repeated.
  public func insertRows(at rows: [Int]) {
    let new = RowUpdate.normalized(rows)
    let count = numberOfRows + new.count
    precondition(new.count == rows.count, "ListView.insertRows: an index is repeated in \(rows)")
    precondition(new.allSatisfy { (0..<count).contains($0) }, "ListView.insertRows: \(rows) of \(count) rows")
    apply(.insert(new))
  }

  /// Deletes the rows at `rows` (indices before the deletion), as `deleteItems(at:)`.
  ///
  /// They fade out where they are and the rows below glide up. A deleted selection is cleared.
  /// - Precondition: each index in `0..<numberOfRows`.
  public func deleteRows(at rows: [Int]) {
    let gone = RowUpdate.normalized(rows)
    precondition(
      gone.allSatisfy { (0..<numberOfRows).contains($0) },
      "ListView.deleteRows: \(rows) of \(numberOfRows) rows")
    apply(.delete(gone))
  }

  /// Moves the row at `from` to `to` (its index after the move), as `moveItem(at:to:)`.
  ///
  /// The rows between glide to make room. The selection goes with its row.
  /// - Precondition: both in `0..<numberOfRows`.
  public func moveRow(at from: Int, to: Int) {
    precondition(
      (0..<numberOfRows).contains(from) && (0..<numberOfRows).contains(to),
      "ListView.moveRow: \(from) → \(to) of \(numberOfRows) rows")
    guard from != to else { return }
    apply(.move(from: from, to: to))
  }

  /// Lays the rows out after `update`; every cell glides from where it shows to its new place.
  func apply(_ update: RowUpdate) {
    let old = geometry
    let shown = live.mapValues { $0.layer.frame.minY }
    let selected = selectedRow.flatMap(update.newIndex(ofOld:))
    geometry = RowGeometry(count: old.count + update.countChange, height: rowHeight)
    var kept: [Int: ListCell] = [:]
    var focusLeaves: (cell: ListCell, row: Int)?
    for (row, cell) in live {
      guard let new = update.newIndex(ofOld: row) else {
        if cell.layer.isAccessibilityFocused { focusLeaves = (cell, row) }
        leave(cell)
        continue
      }
      cell.index = new
      kept[new] = cell
    }
    live = kept
    orderCells()
    selectedRow = selected
    scrollView.contentSize = Size(width: scrollView.bounds.width, height: geometry.height)
    for (row, cell) in live {
      let from = shown[update.oldIndex(ofNew: row) ?? row] ?? cell.place.minY
      cell.place = place(row)
      glide(cell, from: from - cell.place.minY)
    }
    let before = Set(live.keys)
    updateVisibleRows()
    if let focusLeaves { handFocus(from: focusLeaves.cell, row: focusLeaves.row, count: old.count, update) }
    let span = scrollView.bounds.height + 2 * preloadMargin
    for (row, cell) in live where !before.contains(row) {
      guard let was = update.oldIndex(ofNew: row) else {
        cell.layer.alpha = 0
        fade(cell, to: 1)
        continue
      }
      let offset = old.top(was) - cell.place.minY  // a row that was just out of view slides in
      if abs(offset) < span { glide(cell, from: offset) }
    }
  }

  /// The focus on a deleted row's `cell` (at `row` of `count` before `update`) goes to the row that
  /// takes its place, else the new last row, as GTK's lists keep their focus (to nothing when no row
  /// is left); the selection is cleared, as UIKit's is.
  private func handFocus(from cell: ListCell, row: Int, count: Int, _ update: RowUpdate) {
    cell.layer.focusGeneration &+= 1  // the row it held is gone: the focus leaves it at the next frame
    guard numberOfRows > 0 else { return }
    let next = (row..<count).lazy.compactMap(update.newIndex(ofOld:)).first ?? numberOfRows - 1
    if live[next] == nil { live[next] = dequeue(next) }  // its cell at once: the focus can take it
    cell.layer.focusSuccessor = live[next]?.layer
  }

  /// A deleted row's cell: it fades out where it shows, then goes back to the pool.
  private func leave(_ cell: ListCell) {
    if let shift = cell.shift { scrollView.animator.remove(shift) }
    cell.place = cell.layer.frame
    cell.place.origin.x -= cell.swipeOffset  // a swiped row fades where it was swiped to
    cell.shift = nil
    cell.index = nil
    cell.isSelected = false
    leaving.append(cell)
    fade(cell, to: 0)
  }
}
