import FluidMotion
import FluidUI

extension PaneScene {
  /// The resistance past open and closed: the bounded rubber band over half the window height.
  var band: RubberBand { .bounded(dimension: size.height / 2) }

  /// The scene's pan, which begins on the press: see ``PaneGesture``.
  func pressed(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began: pointerDown(pan.location, pan.time)
    case .changed: pointerMoved(pan.location, pan.time)
    case .ended: pointerUp(pan.location, pan.time)
    default: cancelGesture()
    }
  }

  /// A press: on the pane it catches it where it is, on the press frame.
  private func pointerDown(_ p: Vector2, _ t: Double) {
    let onPane = pane.hitTest(p - root.frame.origin) != nil
    let press = CatchPress(
      at: p, time: t, velocity: Vector2(x: 0, y: paneVelocity), moving: isAnimating,
      settings: context.gestureSettings)
    gesture = PaneGesture(press: press, onPane: onPane)
    guard onPane else { return }
    snapping.grab()  // caught where it is, on the press frame
    gesture?.grab = p.y
    gesture?.tracker.add(p.y, at: t)
  }

  private func pointerMoved(_ p: Vector2, _ t: Double) {
    guard var g = gesture else { return }
    g.press.move(to: p)
    if let pointerY = g.grab {
      snapping.drag(translation: Vector2(x: 0, y: p.y - pointerY))
      g.tracker.add(p.y, at: t)
    }
    gesture = g
  }

  /// A release: see ``PaneGesture``.
  private func pointerUp(_ p: Vector2, _ t: Double) {
    pointerMoved(p, t)
    guard let g = gesture else { return }
    gesture = nil
    guard g.onPane else {
      if !g.press.hasMoved { toggle() }  // a click on the scene, however long
      return
    }
    switch g.press.outcome(releasedAt: t) {
    case .click:  // reverses a moving pane keeping its velocity; toggles a resting one
      paneState = paneState == .open ? .closed : .open
      snapping.snap(to: paneState.index, velocity: Vector2(x: 0, y: g.press.velocity.y))
    case .hold: settleNearest(velocity: 0)
    case .drag: settleNearest(velocity: g.tracker.velocity(at: t))
    }
  }

  /// A wheel or touchpad scroll drags the pane as a pointer would (its first step catches it); a
  /// pause lets it go where the scroll's velocity projects it, a press or a lost focus from rest.
  func scrolled(_ s: ScrollGestureRecognizer) {
    switch s.state {
    case .began: snapping.grab()
    case .changed: snapping.drag(translation: Vector2(x: 0, y: s.translation.y))
    case .ended: settleNearest(velocity: s.velocity.y)
    default: settleNearest(velocity: 0)
    }
  }

  /// Sends the pane to the state nearest where `velocity` (pt/s) projects it, carrying that velocity.
  private func settleNearest(velocity: Double) {
    paneState = snapping.release(velocity: Vector2(x: 0, y: velocity)) == 0 ? .open : .closed
  }

  /// A press cancelled (focus lost, a swipe back took it): a held pane goes to the nearest state.
  private func cancelGesture() {
    guard let g = gesture else { return }
    gesture = nil
    if g.isDraggingPane { settleNearest(velocity: 0) }
  }
}
