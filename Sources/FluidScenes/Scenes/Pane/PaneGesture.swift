import FluidMotion
import FluidUI

/// A press on the pane scene, from pointer down to pointer up.
///
/// A press on the pane catches it on the press frame (``CatchPress``): it stops where it is and
/// follows the pointer. On release a click reverses it keeping the velocity it had when caught, a
/// hold lets it go from rest, a drag lets the release velocity decide. A press on the background is
/// a click on the scene: it toggles the pane, however long it is held.
struct PaneGesture {
  /// The press and what it caught.
  var press: CatchPress
  /// Whether the press landed on the pane.
  let onPane: Bool
  /// The pointer's y where the pane was caught (its ``SnappingValue`` keeps the pane's own place);
  /// nil for a press on the background.
  var grab: Double?
  /// The pointer's y while the pane is held, for the release velocity (which the pane's
  /// ``SnappingValue`` scales by the band's slope where the pane was banded).
  var tracker = VelocityTracker<Double>()

  /// Whether the pane follows the pointer.
  var isDraggingPane: Bool { grab != nil }
}
