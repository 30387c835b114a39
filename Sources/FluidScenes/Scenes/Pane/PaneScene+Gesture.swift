import FluidMotion
import FluidUI

extension PaneScene {
  /// The resistance past open and closed: the bounded rubber band over half the window height.
  var band: RubberBand { .bounded(dimension: size.height / 2) }

  /// A press: on the pane it catches it where it is, on the press frame.
  func pointerDown(_ p: Vector2, _ t: Double) {
    wheel = nil  // a press takes over from a scroll
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

  func pointerMoved(_ p: Vector2, _ t: Double) {
    guard var g = gesture else { return }
    g.press.move(to: p)
    if let pointerY = g.grab {
      snapping.drag(translation: Vector2(x: 0, y: p.y - pointerY))
      g.tracker.add(p.y, at: t)
    }
    gesture = g
  }

  /// A release: see ``PaneGesture``.
  func pointerUp(_ p: Vector2, _ t: Double) {
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

  /// A wheel or touchpad step: drags the pane as a pointer would (the first step catches it).
  func scroll(_ delta: Vector2, _ t: Double) {
    if wheel == nil {
      snapping.grab()
      wheel = WheelDrag(time: t, pause: context.gestureSettings.scrollPause)
    }
    wheel?.add(delta, at: t)
    guard let w = wheel else { return }
    snapping.drag(translation: Vector2(x: 0, y: w.translation.y))
  }

  /// A scroll that paused: the pane goes where the scroll's velocity projects it.
  func endScroll() {
    guard let w = wheel else { return }
    wheel = nil
    settleNearest(velocity: w.releaseVelocity.y)
  }

  /// Sends the pane to the state nearest where `velocity` (pt/s) projects it, carrying that velocity.
  private func settleNearest(velocity: Double) {
    paneState = snapping.release(velocity: Vector2(x: 0, y: velocity)) == 0 ? .open : .closed
  }

  func cancelGesture() {
    if wheel != nil {
      wheel = nil
      settleNearest(velocity: 0)
    }
    guard let g = gesture else { return }
    gesture = nil
    if g.isDraggingPane { settleNearest(velocity: 0) }
  }
}
