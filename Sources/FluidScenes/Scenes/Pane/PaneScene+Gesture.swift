import FluidMotion
import FluidUI

extension PaneScene {
  /// The resistance past open and closed: the bounded rubber band over half the window height.
  var band: RubberBand { .bounded(dimension: size.height / 2) }

  /// The pane's pan, which begins on the press.
  ///
  /// A press on the pane catches it on the press frame (``CatchPress``): it stops where it is and
  /// follows the pointer. On release a click reverses it keeping the velocity it had when caught, a
  /// hold lets it go from rest, a drag lets the release velocity decide. (A click on the background
  /// is the scene's own tap: it toggles the pane, however long it is held.)
  func pressed(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began: pointerDown(pan.location, pan.time, settings: pan.core.settings)
    case .changed: pointerMoved(pan.location, pan.time)
    case .ended: pointerUp(pan.location, pan.time)
    default: cancelGesture()
    }
  }

  /// A press: on the pane it catches it where it is, on the press frame.
  private func pointerDown(_ p: Vector2, _ t: Double, settings: GestureSettings) {
    press = CatchPress(
      at: p, time: t, velocity: Vector2(x: 0, y: paneVelocity), moving: isAnimating,
      settings: settings)
    snapping.grab()  // caught where it is, on the press frame
    grab = p.y
    tracker.reset()
    tracker.add(p.y, at: t)
  }

  private func pointerMoved(_ p: Vector2, _ t: Double) {
    press?.move(to: p)
    guard let pointerY = grab else { return }
    snapping.drag(translation: Vector2(x: 0, y: p.y - pointerY))
    tracker.add(p.y, at: t)
  }

  /// A release: a click, a hold or a drag (``pressed(_:)``).
  private func pointerUp(_ p: Vector2, _ t: Double) {
    pointerMoved(p, t)
    guard let caught = press else { return }
    press = nil
    grab = nil
    switch caught.outcome(releasedAt: t) {
    case .click:  // reverses a moving pane keeping its velocity; toggles a resting one
      paneState = paneState == .open ? .closed : .open
      snapping.snap(to: paneState.index, velocity: Vector2(x: 0, y: caught.velocity.y))
    case .hold: settleNearest(velocity: 0)
    case .drag: settleNearest(velocity: tracker.velocity(at: t))
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

  /// Back (Esc, Alt+←, ‹ Menu, the mouse's Back button) closes an open pane first; a pane in hand
  /// stays there (Esc waits for its release); a closed one leaves back to the app.
  package func goBack() -> Bool {
    guard paneState == .open else { return false }
    if press == nil && backSwipe == nil { go(to: .closed) }
    return true
  }

  /// A swipe back with the pane open draws it toward closed, catchably.
  ///
  /// Sideways by the window's width is the whole way; the release sends it to the state its
  /// velocity projects it to, a cut swipe back open. With the pane closed the navigation has it.
  package func swipeBack(_ phase: BackSwipe) -> Bool {
    switch phase {
    case .began(_, let time):
      guard paneState == .open, press == nil else { return false }
      backSwipe = BackSwipeDrag(distance: closedY - openY, width: size.width, time: time)
      snapping.grab()
    case .changed(let translation, let time):
      guard let travel = backSwipe?.follow(translation, time: time) else { return false }
      snapping.drag(translation: Vector2(x: 0, y: travel))
    case .ended(let time):
      guard let swipe = backSwipe else { return false }
      backSwipe = nil
      settleNearest(velocity: swipe.velocity(at: time))
    case .cancelled:
      guard backSwipe != nil else { return false }
      backSwipe = nil
      go(to: .open)
    }
    return true
  }

  /// A press cancelled (focus lost, a swipe back took it): a held pane goes to the nearest state.
  private func cancelGesture() {
    guard press != nil else { return }
    let held = grab != nil
    (press, grab) = (nil, nil)
    if held { settleNearest(velocity: 0) }
  }
}
