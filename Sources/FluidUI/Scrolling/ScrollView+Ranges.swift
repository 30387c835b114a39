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
}
