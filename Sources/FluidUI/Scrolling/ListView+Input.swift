import FluidMotion

extension ListView {
  /// Makes the list's gestures members of `gestures` (a scene's ``SceneContext/gestures``): the
  /// rows' sideways swipe (``swipeGestureRecognizer``), the scroll view's pan (drags, flicks, the
  /// wheel, the press that catches a glide), its scroll bars, and the tap that selects a resting row
  /// (which waits for the swipe to fail).
  public func attach(to gestures: GestureScope) {
    // The swipe first: on the move that passes both its slop and the scroll's drag threshold, it
    // decides before the scroll does (sideways it begins and the scroll fails; else it fails).
    gestures.add(swipeGestureRecognizer, to: scrollView.layer)
    scrollView.attach(to: gestures)
    let tap = rowTapGestureRecognizer
    // A click off the rows is not the list's (a tap of yours waiting for it goes through), unless
    // it shuts a row's open actions.
    tap.core.ownerMayBegin = { [weak self, weak tap] in
      guard let self, let tap else { return true }
      return currentSwipe != nil || row(at: tap.location) != nil
    }
    gestures.add(tap, to: scrollView.layer)
    gestures.require(tap, toFail: swipeGestureRecognizer)
  }

  /// Handles the list's keys; returns whether the key was the list's.
  ///
  /// ↑ ↓ select the row above or below the selection, or the focused row (the first showing, when
  /// neither is) and bring it into view (at once when the row they move from was far away);
  /// ← uncovers the selected row's trailing swipe actions and → its leading ones (the other arrow,
  /// and Esc, shut them; Tab then reaches the buttons); Home and End select the first and the last
  /// row, Page Up and Page Down the row a page back or on, as GTK's lists move their focus: the view
  /// scrolls as the scroll view's keys scroll it (``ScrollView/handleKey(_:)``), and on to the row
  /// where that leaves it out of view (at once when the row the page is counted from was far away).
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    guard numberOfRows > 0 else { return false }
    switch key {
    case .left, .right: return swipeByKey(key == .left ? .trailing : .leading)
    case .escape:
      guard currentSwipe != nil else { return false }
      closeSwipeActions()
    case .up, .down:
      closeSwipeActions()
      let step = key == .up ? -1 : 1
      // From the selection, else from the row that has the keyboard's focus (Tab's), else the first.
      let from = selectedRow ?? focusedRow
      let next = from.map { min(max($0 + step, 0), numberOfRows - 1) } ?? firstShowingRow
      // It glides to a row near the view, and jumps to one the wheel left far away (GTK's lists).
      scrollToRow(next, at: .nearest, animated: from.map(isNearTheView) ?? true)
      if live[next] == nil { live[next] = dequeue(next) }  // its cell at once: the focus can take it
      select(next)
    case .home, .end, .pageUp, .pageDown:
      closeSwipeActions()
      selectByPage(key)
    default: return false
    }
    return true
  }

  /// Home, End, Page Up, Page Down: the row they select, scrolled into view, its cell made at once
  /// (so a focus can move to it as the view comes).
  private func selectByPage(_ key: Key) {
    let view = scrollView.bounds.height
    let from = selectedRow ?? focusedRow ?? firstShowingRow
    let next: Int
    switch key {
    case .home: next = 0
    case .end: next = numberOfRows - 1
    default:
      // The first row that starts a page on (or back) from where the row counted from starts: where
      // the page's scroll puts that row, this one shows whole.
      let step = scrollView.pageStep(1) * (key == .pageUp ? -1 : 1)
      let y = min(max(geometry.top(from) + step, 0), geometry.height - 1e-6)
      let at = geometry.row(at: y) ?? (key == .pageUp ? 0 : numberOfRows - 1)
      next = geometry.top(at) < y && at + 1 < numberOfRows ? at + 1 : at
    }
    let near = isNearTheView(from)
    if near || key == .home || key == .end { scrollView.handleKey(key) }
    let r = place(next)
    let target = scrollView.targetContentOffset.y
    if r.minY < target || r.maxY > target + view {
      let y = scrollView.clamp(r.minY < target ? r.minY : r.maxY - view, scrollView.range(1))
      scrollView.setContentOffset(Vector2(x: scrollView.contentOffset.x, y: y), animated: near)
    }
    if live[next] == nil { live[next] = dequeue(next) }
    select(next)
  }

  /// Whether `row` meets the view where its motion will rest.
  private func isNearTheView(_ row: Int) -> Bool {
    let rest = scrollView.targetContentOffset.y
    return place(row).maxY > rest && place(row).minY < rest + scrollView.bounds.height
  }

  /// The row whose cell has the keyboard's focus, if one does.
  private var focusedRow: Int? { live.first { $0.value.layer.isAccessibilityFocused }?.key }

  /// The first row the viewport shows.
  private var firstShowingRow: Int { geometry.row(at: scrollView.contentOffset.y + 1) ?? 0 }

  func select(_ row: Int) {
    selectedRow = row
    onSelect?(row)
  }
}
