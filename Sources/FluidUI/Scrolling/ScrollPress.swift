import FluidMotion

/// A press on a scroll view: where it began, the offset and page then, whether it caught a motion,
/// whether it drags, and the offset's recent path.
struct ScrollPress {
  var start: Vector2
  var startOffset: Vector2
  var startPage: (column: Int, row: Int)
  var caught: Bool
  var dragging = false
  var tracker = VelocityTracker<Vector2>()
}
