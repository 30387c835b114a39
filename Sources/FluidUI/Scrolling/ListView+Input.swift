import FluidMotion

extension ListView {
  /// Handles a pointer, wheel or key event (window points); returns whether the list used it.
  ///
  /// The scroll view takes drags, flicks and the wheel; a click on a resting row selects it; keys go
  /// to ``handleKey(_:)``.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    if case .keyDown(let key, _, _, _) = event { return handleKey(key) }
    let use = scrollView.handle(event)
    switch event {
    case .pointerDown(let p, _, .primary, _):
      pressedRow = use == .none ? row(at: p) : nil  // a press that stops a glide selects nothing
    case .pointerMoved(let p, _, _):
      if use == .dragging || row(at: p) != pressedRow { pressedRow = nil }
    case .pointerUp(let p, _, .primary):
      if let pressed = pressedRow, use == .none, row(at: p) == pressed { select(pressed) }
      pressedRow = nil
    case .pointerCancelled, .focusLost: pressedRow = nil
    default: break
    }
    return use != .none || pressedRow != nil
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

  private func select(_ row: Int) {
    selectedRow = row
    onSelect?(row)
  }
}
