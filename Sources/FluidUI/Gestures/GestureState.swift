/// A gesture recogniser's state, as UIKit's `UIGestureRecognizer.State`.
///
/// Discrete gestures (a tap) go possible → ended (recognised) or failed; continuous ones go
/// possible → began → changed… → ended or cancelled, or possible → failed.
public enum GestureState: Sendable, Equatable {
  /// Waiting to see whether the input is this gesture.
  case possible
  /// A continuous gesture started.
  case began
  /// A continuous gesture moved on.
  case changed
  /// The gesture finished (for a discrete gesture: it was recognised).
  case ended
  /// A continuous gesture was cancelled (focus lost, window hidden).
  case cancelled
  /// The input was not this gesture.
  case failed

  /// Whether the gesture is under way (began or changed).
  public var isActive: Bool { self == .began || self == .changed }

  /// Whether the interaction is over for this recogniser.
  public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

  /// Whether UIKit's state machine allows moving from this state to `next`.
  public func canMove(to next: GestureState) -> Bool {
    switch (self, next) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
    case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
    case (_, .possible): return isFinished || self == .possible
    default: return false
    }
  }
}
