import FluidMotion

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

/// One pointer interaction as a recogniser sees it, in window points and seconds.
public enum GestureInput: Sendable, Equatable {
  /// The primary button went down on the recogniser's layer.
  case down(Vector2, time: Double, pressure: Double?)
  /// The pointer moved while down (anywhere, also outside the window).
  case moved(Vector2, time: Double, pressure: Double?)
  /// The button went up.
  case up(Vector2, time: Double)
  /// The wheel turned while down.
  case wheel(Vector2, time: Double)
  /// A frame went by with no input.
  case tick(time: Double)
  /// The interaction was cancelled.
  case cancel(time: Double)
}

/// Something the ``GestureDispatcher`` delivers pointer interactions to: gesture recognisers and
/// controls.
public protocol GestureRecognizer: AnyObject {
  /// The state, enabled flag and simultaneity flag.
  var core: GestureCore { get set }
  /// Handles one input of the interaction.
  func handle(_ input: GestureInput)
  /// Returns to `.possible` after an interaction ends.
  func reset()
}

extension GestureRecognizer {
  /// The current state.
  public var state: GestureState { core.state }

  /// Whether the recogniser takes part in interactions.
  ///
  /// Default true.
  public var isEnabled: Bool {
    get { core.isEnabled }
    set { core.isEnabled = newValue }
  }

  /// Whether it keeps going when another recogniser of the same interaction begins.
  ///
  /// Default false: the first to begin wins and the others that are still possible fail (so a tap does
  /// not also fire after a pan began).
  public var recognizesSimultaneously: Bool {
    get { core.recognizesSimultaneously }
    set { core.recognizesSimultaneously = newValue }
  }

  /// Forces the recogniser to fail (another one won) if it is still possible.
  public func fail() {
    if state == .possible { _ = core.move(to: .failed) }
  }
}
