import FluidMotion
import FluidUI

extension PaneScene {
  /// The resistance past open and closed: the bounded rubber band over half the window height.
  var band: RubberBand { .bounded(dimension: size.height / 2) }
  /// The range the pane moves freely in, top edges from open to closed.
  var travel: ClosedRange<Double> { openY...closedY }

  func pointerDown(_ p: Vector2, _ t: Double) {
    let onPane = pane.hitTest(p - root.frame.origin) != nil
    gesture = PaneGesture(start: p, time: t, onPane: onPane)
    // A resting pane has nothing to stop: it is held at once. A moving one keeps moving until the
    // press proves not to be a click (see `PaneGesture`).
    if onPane && animation == nil { catchPane(pointerY: p.y, time: t) }
  }

  /// Stops the pane where it is and makes it follow the pointer from `pointerY`.
  func catchPane(pointerY: Double, time: Double) {
    guard var g = gesture, g.onPane else { return }
    if let running = animation {
      animator.remove(running)
      animation = nil
    }
    g.grab = (pointerY, band.unclamp(paneY, from: travel))
    g.tracker = VelocityTracker()
    g.tracker.add(paneY, at: time)
    gesture = g
  }

  func pointerMoved(_ p: Vector2, _ t: Double) {
    guard var g = gesture else { return }
    g.last = p
    if !g.moved, p.distance(to: g.start) > Self.clickSlop { g.moved = true }
    gesture = g
    if g.moved && g.isPendingCatch { catchPane(pointerY: p.y, time: t) }
    guard var held = gesture, let grab = held.grab else { return }
    pane.frame.origin = Vector2(x: 0, y: band.clamp(grab.rawY + p.y - grab.pointerY, to: travel))
    held.tracker.add(paneY, at: t)
    gesture = held
  }

  func pointerUp(_ p: Vector2, _ t: Double) {
    pointerMoved(p, t)
    guard let g = gesture else { return }
    gesture = nil
    if g.isClick(releasedAt: t) {
      toggle()
    } else if g.isDraggingPane {
      let velocity = g.tracker.velocity(at: t)
      let projected = paneY + Decay.normal.projectedDistance(initialVelocity: velocity)
      paneState = abs(projected - openY) < abs(projected - closedY) ? .open : .closed
      animate(velocity: velocity)
    }
  }

  func cancelGesture() {
    guard let g = gesture else { return }
    gesture = nil
    guard g.isDraggingPane else { return }
    paneState = abs(paneY - openY) < abs(paneY - closedY) ? .open : .closed
    animate(velocity: 0)
  }
}
