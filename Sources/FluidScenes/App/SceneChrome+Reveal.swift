import FluidMotion
import FluidUI

/// A full screen's bar: slid away above the window, back while the free pointer is at the top edge
/// or over the bar, as GNOME's full-screen header bars.
extension SceneChrome {
  /// How close to the top edge the pointer reveals a full screen's bar, points.
  static let revealEdge = 2.0

  /// The free pointer moved over the window: in full screen, at the top edge it shows the bar.
  ///
  /// Below the bar it hides it, unless the keyboard's focus holds it. A press ends the hover and
  /// keeps the bar as it is; the release follows the pointer again.
  func followForReveal(_ hover: HoverGestureRecognizer) {
    guard controls.isFullscreen, hover.state == .began || hover.state == .changed else { return }
    let y = hover.location.y
    if revealTarget < 1, y <= Self.revealEdge {
      onReveal?(true)
    } else if revealTarget > 0, y > Self.barHeight + Self.revealEdge, !isHeldByFocus {
      onReveal?(false)
    }
  }
}
