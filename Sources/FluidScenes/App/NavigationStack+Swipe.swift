import FluidMotion
import FluidUI

/// The swipes back: from the window's left edge with the pointer, and with two fingers on a
/// touchpad, as libadwaita's swipe tracker reads them.
extension NavigationStack {
  /// The swipe from the left edge: offered to the scene first (an open card goes home with it);
  /// else the scene follows the pointer from the press, and the release completes or cancels the pop.
  func edgeSwiped(_ swipe: ScreenEdgePanGestureRecognizer) {
    let translation = swipe.location - swipe.start
    if offerToScene(swipe.state, start: swipe.start, translation: translation, time: swipe.time) { return }
    switch swipe.state {
    case .began:
      cancelPress(at: swipe.time)
      transition.pause(at: swipe.start, time: swipe.time)
      follow(from: swipe.start, to: swipe.location, time: swipe.time)
    case .changed: follow(from: swipe.start, to: swipe.location, time: swipe.time)
    case .ended: transition.release(at: swipe.time, moved: true)
    default: transition.release(at: swipe.time, moved: false)
    }
    landIfReduced(swipe.state)
  }

  /// Offers a phase of a swipe back to the scene shown, first; whether the scene took it.
  ///
  /// With a card open, the card follows the swipe home and the scene stays (iOS 18's zoom). A swipe that begins
  /// while the transition moves catches the transition instead.
  private func offerToScene(_ state: GestureState, start: Vector2?, translation: Vector2, time: Double)
    -> Bool
  {
    let phase = BackSwipe(state, start: start, translation: translation, time: time)
    guard state == .began else {
      // The later phases go to the scene that took the swipe, even once another shows.
      guard let owner = backSwipeOwner else { return false }
      if state.isFinished { backSwipeOwner = nil }
      return owner.swipeBack(phase)
    }
    guard !isMenu, !transition.isMoving else { return false }
    cancelPress(at: time)
    guard current.swipeBack(phase) else { return false }
    backSwipeOwner = current
    return true
  }

  /// Whether a touchpad scroll's first step of `delta` begins a swipe back: fractional (a notched
  /// wheel never swipes) and mostly toward the pop (the content moves right: a negative `x`).
  func beginsTouchpadSwipe(_ delta: Vector2) -> Bool {
    !context.gestures.settings.isWheelNotch(delta) && -delta.x > abs(delta.y)
  }

  /// The two-finger touchpad swipe: the scene follows the scroll 1:1 from its first step, and the
  /// scroll's pause lets go with the scroll's velocity, completing or cancelling the pop as a
  /// pointer's release would.
  func touchpadSwiped(_ swipe: ScrollGestureRecognizer) {
    let p = Vector2(x: swipe.translation.x, y: 0)
    if offerToScene(swipe.state, start: nil, translation: p, time: swipe.stepTime) { return }
    switch swipe.state {
    case .began:
      cancelPress(at: swipe.stepTime)
      transition.pause(at: .zero, time: swipe.stepTime)
    case .changed: follow(from: .zero, to: p, time: swipe.stepTime)
    case .ended: transition.release(at: swipe.stepTime, moved: true)
    default: transition.release(at: swipe.stepTime, moved: false)
    }
    landIfReduced(swipe.state)
  }
}
