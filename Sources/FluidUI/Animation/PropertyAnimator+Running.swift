import FluidMotion

extension PropertyAnimator {
  /// The curve of a one-call animation (UIKit's `UIView.AnimationOptions` curve options).
  public enum Curve: Sendable, Equatable {
    /// Slow at both ends (UIKit's `.curveEaseInOut`, the default).
    case easeInOut
    /// Slow at the start (`.curveEaseIn`).
    case easeIn
    /// Slow at the end (`.curveEaseOut`).
    case easeOut
    /// Even (`.curveLinear`).
    case linear

    var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: return .easeInOut
      case .easeIn: return .easeIn
      case .easeOut: return .easeOut
      case .linear: return .linear
      }
    }
  }

  /// Creates an animator that is already running (UIKit's `runningPropertyAnimator(withDuration:delay:
  /// options:animations:completion:)`).
  ///
  /// The animations start after `delay` on `curve`; the completion runs once with the position they
  /// ended at. The animator is returned so that it can still be paused, reversed or stopped.
  ///
  /// ```swift
  /// let toast = Layer(frame: Rect(x: 20, y: 20, width: 200, height: 44))
  /// PropertyAnimator.runningPropertyAnimator(withDuration: 0.3, curve: .easeOut, animator: animator) {
  ///   toast.alpha = 0
  /// } completion: { _ in
  ///   toast.removeFromSuperlayer()
  /// }
  /// ```
  /// - Parameters:
  ///   - duration: Seconds, finite and ≥ 0.
  ///   - delay: Seconds before the animations move, finite and ≥ 0 (default 0).
  ///   - curve: The timing curve (default `.easeInOut`).
  ///   - animator: The clock that runs it (a scene's `context.animator`).
  ///   - animations: Sets the layer properties to animate.
  ///   - completion: Called once, with the position the animations ended at.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double = 0, curve: Curve = .easeInOut, animator: Animator,
    animations: () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let running = PropertyAnimator(
      duration: duration, timingParameters: .cubic(curve.timingCurve), animator: animator)
    return running.begin(after: delay, animations, completion)
  }

  /// Creates a running spring animator (UIKit's `UIView.animate(withDuration:delay:
  /// usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`, with the animator
  /// returned).
  ///
  /// - Parameters:
  ///   - duration: Seconds the spring takes to settle, finite and ≥ 0.
  ///   - delay: Seconds before the animations move, finite and ≥ 0 (default 0).
  ///   - dampingRatio: ζ > 0; 1 is critical, lower overshoots.
  ///   - initialVelocity: Fractions of the whole move per second (default 0, at rest).
  ///   - animator: The clock that runs it (a scene's `context.animator`).
  ///   - animations: Sets the layer properties to animate.
  ///   - completion: Called once, with the position the animations ended at.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double = 0,
    animator: Animator, animations: () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let running = PropertyAnimator(
      duration: duration,
      timingParameters: .springDamping(ratio: dampingRatio, initialVelocity: initialVelocity),
      animator: animator)
    return running.begin(after: delay, animations, completion)
  }

  private func begin(
    after delay: Double, _ animations: () -> Void, _ completion: ((AnimatingPosition) -> Void)?
  ) -> PropertyAnimator {
    addAnimations(animations)
    if let completion { addCompletion(completion) }
    startAnimation(afterDelay: delay)
    return self
  }
}
