import FluidMotion

extension ListView {
  /// Makes the list's gestures members of `gestures` (a scene's ``SceneContext/gestures``): the
  /// scroll view's pan (drags, flicks, the wheel, the press that catches a glide) and the tap that
  /// selects a resting row.
  public func attach(to gestures: GestureScope) {
    gestures.add(scrollView.panGestureRecognizer, to: scrollView.layer)
    gestures.add(rowTap, to: scrollView.layer)
  }

  /// Handles the list's keys; returns whether the key was the list's.
  ///
  /// ↑ ↓ select the row above or below (the first showing, when none is) and bring it into view;
  /// Home and End scroll to the ends, Page Up and Page Down a screen (less 40 pt of overlap), each on
  /// the scroll view's spring.
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    guard numberOfRows > 0 else { return false }
    let y = scrollView.targetContentOffset.y
    let page = max(scrollView.bounds.height - 40, scrollView.bounds.height / 2)
    switch key {
    case .up, .down:
      let step = key == .up ? -1 : 1
      let first = geometry.row(at: scrollView.contentOffset.y + 1) ?? 0
      let next = selectedRow.map { min(max($0 + step, 0), numberOfRows - 1) } ?? first
      select(next)
      scrollToRow(next, at: .nearest, animated: true)
    case .home: scrollTo(scrollView.range(1).lowerBound)
    case .end: scrollTo(scrollView.range(1).upperBound)
    case .pageUp: scrollTo(y - page)
    case .pageDown: scrollTo(y + page)
    default: return false
    }
    return true
  }

  private func scrollTo(_ y: Double) {
    let target = Vector2(x: scrollView.contentOffset.x, y: scrollView.clamp(y, scrollView.range(1)))
    scrollView.setContentOffset(target, animated: true)
  }

  func select(_ row: Int) {
    selectedRow = row
    onSelect?(row)
  }
}
