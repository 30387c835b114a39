import FluidMotion

extension ScrollView {
  /// Makes the scroll view's gestures members of `gestures` (a scene's ``SceneContext/gestures``):
  /// the pan on the viewport (drags, flicks, the wheel, the press that catches a glide), the hover
  /// that shows the bars as the pointer moves over it, and a ``ScrollBarGestureRecognizer`` on each
  /// bar's trough (the thumb's drag, the trough's jump and pages).
  public func attach(to gestures: GestureScope) {
    gestures.add(panGestureRecognizer, to: layer)
    gestures.add(hoverGestureRecognizer, to: layer)
    for bar in scrollBarGestureRecognizers { gestures.add(bar, to: indicators.tracks[bar.axis]) }
  }

  /// Handles the paging keys, as GTK's scrolled windows do; returns whether `key` was one.
  ///
  /// Home and End scroll to the start and the end, Page Up and Page Down a page back and on (a page
  /// of ``isPagingEnabled``, else the viewport less 40 pt of overlap), each on the scroll view's
  /// spring (``bounce``) from where the motion under way would rest, so repeated keys add up. The
  /// vertical axis when it scrolls, else the horizontal one.
  ///
  /// ```swift
  /// func key(_ key: Key, modifiers: KeyModifiers) -> Bool { scroll.handleKey(key) }
  /// ```
  @discardableResult
  public func handleKey(_ key: Key) -> Bool {
    let axis = scrolls(1) || !scrolls(0) ? 1 : 0
    let r = range(axis)
    var target = targetContentOffset
    switch key {
    case .home: target[axis] = r.lowerBound
    case .end: target[axis] = r.upperBound
    case .pageUp: target[axis] = clamp(target[axis] - pageStep(axis), r)
    case .pageDown: target[axis] = clamp(target[axis] + pageStep(axis), r)
    default: return false
    }
    if target != targetContentOffset || !isDecelerating { setContentOffset(target, animated: true) }
    return true
  }

  /// Shows the scroll bars for a moment, then fades them, as `UIScrollView`'s
  /// `flashScrollIndicators()` does: content that scrolls where nothing says so yet (a panel just
  /// opened taller than its window).
  public func flashScrollIndicators() {
    indicators.show()
    if !isDragging && !isDecelerating { indicators.fadeOut(on: animator) }
  }

  /// The colour of the scroll bars (default: white at 45 %, for dark content); their troughs take
  /// it at a fifth of its strength.
  public var indicatorColor: Color {
    get { indicators.color }
    set { indicators.color = newValue }
  }
}
