import FluidMotion
import FluidUI

extension PaneScene {
  /// The resistance past open and closed: the bounded rubber band over half the window height.
  var band: RubberBand { .bounded(dimension: size.height / 2) }
  /// The range the pane moves freely in, top edges from open to closed.
  var travel: ClosedRange<Double> { openY...closedY }

  /// A press: on the pane it catches it where it is, on the press frame.
  func pointerDown(_ p: Vector2, _ t: Double) {
    wheel = nil  // a press takes over from a scroll
    let onPane = pane.hitTest(p - root.frame.origin) != nil
    let press = CatchPress(at: p, time: t, velocity: Vector2(x: 0, y: paneVelocity), moving: isAnimating)
    gesture = PaneGesture(press: press, onPane: onPane)
    guard onPane else { return }
    if let running = animation {
      animator.remove(running)
      animation = nil
    }
    gesture?.grab = (p.y, band.unclamp(paneY, from: travel))
    gesture?.tracker.add(paneY, at: t)
  }

  func pointerMoved(_ p: Vector2, _ t: Double) {
    guard var g = gesture else { return }
    g.press.move(to: p)
    if let grab = g.grab {
      setPaneY(band.clamp(grab.rawY + p.y - grab.pointerY, to: travel))
      g.tracker.add(paneY, at: t)
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
      animate(velocity: g.press.velocity.y)
    case .hold: settleNearest(velocity: 0)
    case .drag: settleNearest(velocity: g.tracker.velocity(at: t))
    }
  }

  /// A wheel or touchpad step: drags the pane as a pointer would (the first step catches it).
  func scroll(_ delta: Vector2, _ t: Double) {
    if wheel == nil {
      if let running = animation {
        animator.remove(running)
        animation = nil
      }
      wheel = (WheelDrag(time: t), band.unclamp(paneY, from: travel))
    }
    wheel?.drag.add(delta, at: t)
    guard let w = wheel else { return }
    setPaneY(band.clamp(w.rawY + w.drag.translation.y, to: travel))
  }

  /// A scroll that paused: the pane goes where the scroll's velocity projects it.
  func endScroll() {
    guard let w = wheel else { return }
    wheel = nil
    settleNearest(velocity: w.drag.releaseVelocity.y)
  }

  /// Sends the pane to the state nearest where `velocity` (pt/s) projects it, carrying that velocity.
  private func settleNearest(velocity: Double) {
    let projected = paneY + Decay.normal.projectedDistance(initialVelocity: velocity)
    paneState = abs(projected - openY) < abs(projected - closedY) ? .open : .closed
    animate(velocity: velocity)
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
