import FluidMotion

/// Where the content is going and where it may rest.
extension ScrollView {
  /// The content's velocity, pt/s of ``contentOffset`` (zero at rest or while held).
  public var velocity: Vector2 {
    Vector2(x: motionVelocity(0), y: motionVelocity(1))
  }
  /// Where the motion under way comes to rest, or the offset now when nothing moves, pt.
  public var targetContentOffset: Vector2 {
    Vector2(x: motions[0]?.restingValue ?? offset.x, y: motions[1]?.restingValue ?? offset.y)
  }
  /// The smallest resting offset, pt: minus the top and left insets.
  public var minimumContentOffset: Vector2 { Vector2(x: -contentInset.left, y: -contentInset.top) }
  /// The largest resting offset, pt: where the content's far edges (plus insets) meet the viewport's.
  public var maximumContentOffset: Vector2 {
    Vector2(
      x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
      y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
  }
  /// The page showing, counted in viewport sizes from the minimum offset.
  public var currentPage: (column: Int, row: Int) {
    (page(0, at: offset.x), page(1, at: offset.y))
  }

  /// Scrolls the least that shows `descendant`, a layer inside ``content`` (nothing for another
  /// layer): what the viewport's ``Layer/accessibilityRevealBlock`` does when the focus reaches
  /// something inside.
  public func reveal(_ descendant: Layer, animated: Bool = true) {
    var ancestor = descendant.superlayer
    while let a = ancestor, a !== content { ancestor = a.superlayer }
    guard ancestor != nil, let toContent = content.windowTransform.inverted else { return }
    let toWindow = descendant.windowTransform
    let size = descendant.frame.size
    let corners = [
      Vector2.zero, Vector2(x: size.width, y: 0), Vector2(x: 0, y: size.height),
      Vector2(x: size.width, y: size.height),
    ]
    .map { toContent.apply(toWindow.apply($0)) }
    let (xs, ys) = (corners.map(\.x), corners.map(\.y))
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    scrollRectToVisible(
      Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY),
      animated: animated)
  }
}
