import FluidMotion

/// A press on the pane scene, from pointer down to pointer up.
struct PaneGesture {
  /// Where the press began, window points.
  let start: Vector2
  /// The pane's top edge when the press began.
  let paneStartY: Double
  /// Whether the press landed on the pane (and caught it).
  let onPane: Bool
  /// Whether the pointer has moved beyond the click slop.
  var moved = false
  /// The pane's positions while dragged, for the release velocity.
  var tracker = VelocityTracker<Double>()

  /// Starts a press.
  init(start: Vector2, paneStartY: Double, onPane: Bool, time: Double) {
    self.start = start
    self.paneStartY = paneStartY
    self.onPane = onPane
    tracker.add(paneStartY, at: time)
  }

  /// Whether the pane follows the pointer.
  var isDraggingPane: Bool { onPane }
}
