import FluidMotion

/// A press on the pane scene, from pointer down to pointer up.
///
/// A press on a moving pane does not catch it at once: it is a click (which reverses the pane keeping
/// its velocity) until the pointer passes the click slop or is held for ``PaneScene/holdToCatch``;
/// only then is the pane caught where it is, and follows the pointer from there.
struct PaneGesture {
  /// Where the press began, window points.
  let start: Vector2
  /// When the press began, seconds.
  let time: Double
  /// Whether the press landed on the pane.
  let onPane: Bool
  /// The latest pointer position.
  var last: Vector2
  /// Whether the pointer has moved beyond the click slop.
  var moved = false
  /// Where the pane was caught: the pointer's y then and the pane's raw (un-banded) top edge; nil
  /// until it is caught.
  var grab: (pointerY: Double, rawY: Double)?
  /// The pane's displayed positions while held, for the release velocity.
  var tracker = VelocityTracker<Double>()

  /// Starts a press.
  init(start: Vector2, time: Double, onPane: Bool) {
    self.start = start
    self.time = time
    self.onPane = onPane
    last = start
  }

  /// Whether the pane follows the pointer.
  var isDraggingPane: Bool { grab != nil }
  /// Whether the pane is pressed but not yet caught (it keeps moving for now).
  var isPendingCatch: Bool { onPane && grab == nil }

  /// Whether a release at `time` ends a click: no move past the slop, and quicker than a hold.
  func isClick(releasedAt time: Double) -> Bool {
    !moved && time - self.time < PaneScene.holdToCatch
  }
}
