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
    gestures.add(rowTapGestureRecognizer, to: scrollView.layer)
    gestures.require(rowTapGestureRecognizer, toFail: swipeGestureRecognizer)
  }

  /// Handles the list's keys; returns whether the key was the list's.
  ///
  /// ↑ ↓ select the row above or below the selection, or the focused row (the first showing, when
  /// neither is) and bring it into view;
  /// ← uncovers the selected row's trailing swipe actions and → its leading ones (the other arrow,
  /// and Esc, shut them; Tab then reaches the buttons); Home, End, Page Up and Page Down are the
  /// scroll view's (``ScrollView/handleKey(_:)``).
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
      let first = geometry.row(at: scrollView.contentOffset.y + 1) ?? 0
      // From the selection, else from the row that has the keyboard's focus (Tab's), else the first.
      let from = selectedRow ?? live.first { $0.value.layer.isAccessibilityFocused }?.key
      let next = from.map { min(max($0 + step, 0), numberOfRows - 1) } ?? first
      select(next)
      scrollToRow(next, at: .nearest, animated: true)
    default: return scrollView.handleKey(key)
    }
    return true
  }

  func select(_ row: Int) {
    selectedRow = row
    onSelect?(row)
  }
}
