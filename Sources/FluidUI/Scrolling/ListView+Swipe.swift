import FluidMotion

/// Swipe actions: a row swiped sideways uncovers its buttons (``leadingSwipeActions``,
/// ``trailingSwipeActions``), one row at a time.
extension ListView {
  /// The row whose actions show (swiped open, opening, or held), if any.
  public var swipedRow: Int? { currentSwipe?.cell?.index }

  /// Springs a swiped row shut, from where it is and with the velocity it has.
  ///
  /// A tap elsewhere, a scroll, ↑ ↓ and Esc do it too.
  public func closeSwipeActions() {
    for swipe in swipes where !swipe.isClosing && !swipe.isPerforming { close(swipe) }
  }

  /// Swipes the selected row open on `side` from the keyboard; returns whether the key did something.
  ///
  /// ← uncovers the trailing actions, → the leading ones; the other arrow shuts them.
  func swipeByKey(_ side: RowSwipe.Side) -> Bool {
    guard let row = selectedRow, let cell = live[row] else { return false }
    if let at = swipes.lastIndex(where: { $0.cell === cell }) {
      let swipe = swipes[at]
      guard !swipe.isPerforming else { return true }
      if !swipe.isClosing, swipe.side != side {
        close(swipe)
      } else if swipe.isClosing, swipe.side == side {  // the arrow again while it shuts: open again
        closeSwipeActions()  // one row open at a time
        swipes.append(swipes.remove(at: at))
        swipe.isClosing = false
        swipe.value.redirect(to: 1)
      }
      return true
    }
    guard let configuration = configuration(side, row: row) else { return false }
    closeSwipeActions()
    install(
      RowSwipe(
        cell: cell, side: side, configuration: configuration, rowWidth: cell.place.size.width,
        animator: scrollView.animator)
    ).value.snap(to: 1)
    return true
  }

  /// The swipe that is open, opening or held: the last one, unless it heads shut.
  var currentSwipe: RowSwipe? { swipes.last.flatMap { $0.isClosing ? nil : $0 } }

  /// The actions `row` offers on `side`, if it offers any.
  func configuration(_ side: RowSwipe.Side, row: Int) -> SwipeActionsConfiguration? {
    let made = (side == .leading ? leadingSwipeActions : trailingSwipeActions)?(row)
    return made.flatMap { $0.actions.isEmpty ? nil : $0 }
  }

  /// A press at `p`: a row springing open or shut there stops where it is; returns whether one did.
  func catchSwipe(at p: Vector2) -> Bool {
    guard let row = row(at: p), let cell = live[row], let at = swipes.lastIndex(where: { $0.cell === cell }),
      !swipes[at].isPerforming, swipes[at].value.isAnimating
    else { return false }
    let swipe = swipes.remove(at: at)
    swipes.append(swipe)
    swipe.isClosing = false
    swipe.value.grab()
    rowTapGestureRecognizer.fail()  // a press that caught a row is not a click on it
    return true
  }

  /// Whether a press that began at `p` and moved by `translation` is a row's swipe: sideways, on a
  /// row swiped already or with actions that way.
  func swipeMayBegin(at p: Vector2, translation: Vector2) -> Bool {
    guard PanDirection.horizontal.allows(translation), let row = row(at: p), let cell = live[row] else {
      return false
    }
    if let swipe = swipes.last(where: { $0.cell === cell }) { return !swipe.isPerforming }
    return configuration(translation.x > 0 ? .leading : .trailing, row: row) != nil
  }

  /// Takes hold of the row at `p` to drag it (the one swiped already, or a new swipe; any other
  /// open row springs shut).
  func beginSwipe(at p: Vector2, translation: Vector2) {
    guard let row = row(at: p), let cell = live[row] else { return }
    if let at = swipes.lastIndex(where: { $0.cell === cell }) {
      let swipe = swipes.remove(at: at)
      closeSwipeActions()
      swipes.append(swipe)
      swipe.isClosing = false
      if !swipe.value.isHeld { swipe.value.grab() }
      return
    }
    let side: RowSwipe.Side = translation.x > 0 ? .leading : .trailing
    guard let configuration = configuration(side, row: row) else { return }
    closeSwipeActions()
    install(
      RowSwipe(
        cell: cell, side: side, configuration: configuration, rowWidth: cell.place.size.width,
        animator: scrollView.animator)
    ).value.grab()
  }

  /// Moves the held row by the pointer's `dx` since the press, pt.
  func dragSwipe(by dx: Double) {
    guard let swipe = swipes.last, swipe.value.isHeld, dx.isFinite else { return }
    swipe.value.drag(translation: dx)
  }

  /// Lets the held row go without a throw: to the nearer of shut and open, never out (a caught row
  /// the press did not swipe, a swipe cut short).
  func settleSwipe() {
    guard let swipe = swipes.last, swipe.value.isHeld else { return }
    let open = abs(swipe.value.value) > abs(swipe.openOffset) / 2
    swipe.isClosing = !open
    swipe.value.snap(to: open ? 1 : 0)
  }

  /// Lets the held row go at `velocity` (pt/s): it springs shut, open or out (performing the first
  /// action) by where that velocity projects it.
  func releaseSwipe(velocity: Double) {
    guard let swipe = swipes.last, swipe.value.isHeld else { return }
    switch swipe.value.release(velocity: velocity.isFinite ? velocity : 0) {
    case 0: swipe.isClosing = true
    case 2: perform(0, of: swipe)
    default: break
    }
  }

  /// A tap while a row is swiped; returns whether the tap was the swipe's.
  ///
  /// On a button, it performs the button's action; elsewhere, the row springs shut.
  func tapSwipe(at p: Vector2) -> Bool {
    guard let swipe = currentSwipe, !swipe.isPerforming else { return false }
    if let button = swipe.button(at: p) { return perform(button, of: swipe) || true }
    closeSwipeActions()
    return true
  }

  /// Performs the action at `index` on the swiped row; returns whether it began.
  ///
  /// Its completion with `true` takes a destructive action's row out of the list's width (for
  /// ``deleteRows(at:)`` to fade); any other springs the row shut.
  @discardableResult
  func perform(_ index: Int, of swipe: RowSwipe) -> Bool {
    guard let row = swipe.cell?.index, !swipe.isPerforming else { return false }
    let action = swipe.configuration.actions[index]
    swipe.isPerforming = true
    run(action, row: row) { [weak self, weak swipe] done in
      guard let self, let swipe else { return }
      if done && action.style == .destructive {
        swipe.isOut = true
        return swipe.swipeOut()
      }
      swipe.isPerforming = false
      self.close(swipe)
    }
    return true
  }

  /// Calls `action`'s handler for `row`; `then` gets its completion's answer, once.
  func run(_ action: ContextualAction, row: Int, then: @escaping (Bool) -> Void) {
    var answered = false
    action.handler(action, row) { done in
      guard !answered else { return }
      answered = true
      then(done)
    }
  }

  /// A scroll of the content springs a swiped row shut.
  func scrolledSwipes() {
    guard let swipe = currentSwipe, !swipe.value.isHeld,
      abs(scrollView.contentOffset.y - swipe.scrollAnchor) > 1
    else { return }
    closeSwipeActions()
  }

  /// Puts a new swipe's strip behind its cell and wires its buttons; returns it.
  @discardableResult
  private func install(_ swipe: RowSwipe) -> RowSwipe {
    guard let cell = swipe.cell else { return swipe }
    // After its cell in reading order (Tab goes from the row to its buttons), drawn under it.
    scrollView.content.insertSublayer(swipe.strip, above: cell.layer)
    swipe.strip.zPosition = -1
    cell.swipe = swipe
    for (i, button) in swipe.buttons.enumerated() {
      button.accessibilityActivateBlock = { [weak self, weak swipe] in
        guard let self, let swipe else { return false }
        return self.perform(i, of: swipe)
      }
    }
    swipe.scrollAnchor = scrollView.contentOffset.y
    swipe.value.onChange = { [weak swipe] _ in swipe?.apply() }
    swipe.value.onRest = { [weak self, weak swipe] end in
      guard let self, let swipe else { return }
      if end == 0, swipe.isClosing { drop(swipe) }
      // Out after its action completed, yet the row is still there (not deleted): it springs shut.
      if end == 2, swipe.isOut, swipe.cell?.index != nil {
        swipe.isPerforming = false
        swipe.isOut = false
        close(swipe)
      }
    }
    swipes.append(swipe)
    swipe.apply()
    return swipe
  }

  private func close(_ swipe: RowSwipe) {
    swipe.isClosing = true
    swipe.value.redirect(to: 0)
  }

  /// Takes every swipe away at once (the rows or the width changed).
  func dropSwipes() {
    for swipe in swipes { drop(swipe) }
  }

  /// Takes a swipe away at once: its strip off the content, its cell back in place.
  func drop(_ swipe: RowSwipe) {
    swipe.strip.removeFromSuperlayer()
    swipe.value.onChange = nil  // it no longer moves the cell, which another swipe may move
    swipe.value.onRest = nil
    swipe.value.place(at: 0)
    if let cell = swipe.cell, cell.swipe === swipe {
      cell.swipe = nil
      cell.swipeOffset = 0
      cell.show()
    }
    swipes.removeAll { $0 === swipe }
  }
}
