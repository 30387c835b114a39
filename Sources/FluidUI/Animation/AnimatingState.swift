/// An animator's state (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: Sendable, Equatable {
  /// Not started, or finished: no animations are in progress.
  case inactive
  /// Started or paused.
  case active
  /// Stopped, waiting for ``PropertyAnimator/finishAnimation(at:)``.
  case stopped
}
