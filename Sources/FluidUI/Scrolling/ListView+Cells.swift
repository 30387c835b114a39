import FluidMotion

extension ListView {
  /// Gives the rows in the viewport plus ``preloadMargin`` a cell each, and the cells of rows that
  /// left it back to the pool (a cell still gliding across the viewport stays until it rests).
  ///
  /// The cell with the keyboard's focus keeps its row while it is scrolled away, so the focus stays
  /// on that row (it is not handed to whichever row the cell would show next).
  func updateVisibleRows() {
    let y = scrollView.contentOffset.y
    let (low, high) = (y - preloadMargin, y + scrollView.bounds.height + preloadMargin)
    let wanted = geometry.rows(from: low, to: high)
    for (row, cell) in live where !wanted.contains(row) {
      if cell.shift != nil, cell.layer.frame.maxY > low, cell.layer.frame.minY < high { continue }
      if cell.layer.isAccessibilityFocused && row < numberOfRows { continue }
      live[row] = nil
      recycle(cell)
    }
    for row in wanted where live[row] == nil { live[row] = dequeue(row) }
  }

  /// A cell for `row`: one from the pool, or a new one; configured and placed.
  func dequeue(_ row: Int) -> ListCell {
    let cell = pool.popLast() ?? madeCell()
    cell.index = row
    cell.place = place(row)
    cell.isSelected = row == selectedRow
    configure(cell, row)
    cell.show()
    // In the rows' order among the content's layers: the order the focus and a screen reader read.
    var next: (row: Int, layer: Layer)?  // the live cell of the nearest row after this one
    for (r, c) in live where r > row && r < (next?.row ?? .max) { next = (r, c.layer) }
    if let next, next.layer.superlayer === scrollView.content {
      scrollView.content.insertSublayer(cell.layer, below: next.layer)
    } else {
      scrollView.content.addSublayer(cell.layer)
    }
    return cell
  }

  /// A new cell: activated (Space, Enter, a screen reader's "click") it selects its row, and its
  /// custom accessibility actions are its row's swipe actions.
  private func madeCell() -> ListCell {
    let cell = makeCell()
    cell.layer.accessibilityActivateBlock = { [weak self, weak cell] in
      guard let self, let row = cell?.index else { return false }
      select(row)
      return true
    }
    cell.layer.accessibilityCustomActionsBlock = { [weak self, weak cell] in
      guard let self, let cell else { return [] }
      return swipeActions(of: cell)
    }
    return cell
  }

  /// The swipe actions of the row `cell` shows, leading then trailing, as actions assistive
  /// technology can perform: each acts on the row the cell shows when it is performed.
  func swipeActions(of cell: ListCell) -> [AccessibilityCustomAction] {
    guard let row = cell.index else { return [] }
    let actions = [RowSwipe.Side.leading, .trailing].flatMap { configuration($0, row: row)?.actions ?? [] }
    return actions.map { action in
      AccessibilityCustomAction(name: action.title) { [weak self, weak cell] in
        guard let self, let row = cell?.index else { return false }
        run(action, row: row) { [weak self] _ in self?.closeSwipeActions() }
        return true
      }
    }
  }

  /// Stops the cell's springs, takes it off the content and keeps it for another row.
  func recycle(_ cell: ListCell) {
    if let swipe = cell.swipe { drop(swipe) }
    for spring in [cell.shift, cell.fade].compactMap({ $0 }) { scrollView.animator.remove(spring) }
    cell.shift = nil
    cell.fade = nil
    cell.layer.removeFromSuperlayer()
    cell.layer.alpha = 1
    cell.layer.focusGeneration &+= 1  // another row's next: a focus on it, or kept for it, is gone
    cell.layer.focusSuccessor = nil
    cell.layer.isAccessibilityFocused = false
    cell.index = nil
    cell.isSelected = false
    cell.prepareForReuse()
    pool.append(cell)
  }

  /// Moves the cell to its place from `offset` pt away (where it shows now), on ``updateSpring``;
  /// a glide under way turns to the new place with the velocity it has.
  func glide(_ cell: ListCell, from offset: Double) {
    if let shift = cell.shift, scrollView.animator.contains(shift) {
      shift.reset(value: offset, velocity: shift.velocity)
      return cell.show()
    }
    guard abs(offset) > 0.01 else { return cell.show() }
    let shift = SpringAnimation(spring: updateSpring, value: offset, target: 0.0, tolerance: 0.05)
    shift.onUpdate = { [weak cell] _, _ in cell?.show() }
    shift.addCompletion { [weak self, weak cell] _ in
      cell?.shift = nil
      cell?.show()
      self?.updateVisibleRows()
    }
    cell.shift = shift
    scrollView.animator.add(shift)
    cell.show()
  }

  /// Fades the cell from its opacity now to `target` (0 or 1) on ``updateSpring``; at 0 it leaves.
  func fade(_ cell: ListCell, to target: Double) {
    if let old = cell.fade { scrollView.animator.remove(old) }
    let fade = SpringAnimation(
      spring: updateSpring, value: cell.layer.alpha, target: target, tolerance: 0.002)
    fade.onUpdate = { [weak cell] _, _ in cell?.show() }
    fade.addCompletion { [weak self, weak cell] _ in
      guard let self, let cell else { return }
      cell.fade = nil
      cell.show()
      if target == 0, let i = self.leaving.firstIndex(where: { $0 === cell }) {
        self.leaving.remove(at: i)
        self.recycle(cell)
      }
    }
    cell.fade = fade
    scrollView.animator.add(fade)
    cell.show()
  }

  /// Puts the live cells' layers back in their rows' order among the content's (after a move gave
  /// cells new rows), when they are not.
  func orderCells() {
    let content = scrollView.content
    let layers = live.sorted { $0.key < $1.key }.map(\.value.layer).filter { $0.superlayer === content }
    let places = layers.compactMap { layer in content.sublayers.firstIndex { $0 === layer } }
    guard places != places.sorted() else { return }
    for layer in layers { content.addSublayer(layer) }
  }
}
