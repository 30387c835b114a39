import FluidMotion
import FluidUI

/// A phase of a swipe back (from the window's left edge, or two fingers on a touchpad), offered to
/// the scene shown before the navigation pops (``FluidScene/swipeBack(_:)``).
///
/// ```swift
/// _ = scene.swipeBack(.began(Vector2(x: 2, y: 300), time: 1))  // true: the scene follows it
/// ```
package enum BackSwipe: Equatable, Sendable {
  /// It began at a point of the window (pt), or with no pointer (a touchpad's: nil), at a time (s).
  case began(Vector2?, time: Double)
  /// It moved by a translation (pt) from where it began.
  case changed(translation: Vector2, time: Double)
  /// It was let go: the scene finishes or undoes its step by the swipe's velocity.
  case ended(time: Double)
  /// It was cut short (focus lost, the pointer cancelled): the scene undoes its step.
  case cancelled(time: Double)

  /// The phase of a swipe recogniser in `state`, begun at `start`, moved by `translation`, at `time`.
  init(_ state: GestureState, start: Vector2?, translation: Vector2, time: Double) {
    switch state {
    case .began: self = .began(start, time: time)
    case .changed: self = .changed(translation: translation, time: time)
    case .ended: self = .ended(time: time)
    default: self = .cancelled(time: time)
    }
  }
}
