import FluidMotion

/// How a ``PropertyAnimator`` moves from start to end: a cubic curve or a spring (UIKit's
/// `UICubicTimingParameters` and `UISpringTimingParameters`).
public enum TimingParameters: Sendable, Equatable {
  /// A cubic Bézier over the duration.
  case cubic(TimingCurve)
  /// A spring with a damping ratio that finishes in the animator's duration (it settles within 0.1 %
  /// of the move at that time), starting at `initialVelocity` in fractions of the whole move per
  /// second.
  case springDamping(ratio: Double, initialVelocity: Double)
  /// A physical spring with `initialVelocity` in fractions of the whole move per second. With an
  /// animator duration of 0 it runs for its own settling duration; with a positive one, its time is
  /// scaled so that it settles in that duration, as UIKit does.
  case spring(Spring, initialVelocity: Double)

  /// UIKit's default spring for `UISpringTimingParameters()`: damping ratio 4.56 (documented), at rest.
  public static let defaultSpring = TimingParameters.springDamping(ratio: 4.56, initialVelocity: 0)
}

extension TimingParameters {
  /// The spring's initial velocity (fractions of the move per second), or nil for a cubic curve.
  public var initialVelocity: Double? {
    switch self {
    case .cubic: return nil
    case .springDamping(_, let v), .spring(_, let v): return v
    }
  }

  /// The spring and the factor on elapsed time this timing runs with for an animator of `duration`
  /// seconds, or nil for a cubic curve.
  func resolvedSpring(duration: Double) -> (spring: Spring, timeScale: Double, velocity: Double)? {
    switch self {
    case .cubic:
      return nil
    case .springDamping(let ratio, let velocity):
      let length = duration > 0 ? duration : 0.5
      return (Spring(settlingDuration: length, dampingRatio: max(ratio, 0.01)), 1, velocity)
    case .spring(let spring, let velocity):
      guard duration > 0 else { return (spring, 1, velocity) }
      let settle = spring.settlingDuration
      return (spring, settle.isFinite ? settle / duration : 1, velocity)
    }
  }

  /// How long the timing runs for an animator created with `duration` (a spring with duration 0 runs
  /// for its settling duration).
  func effectiveDuration(_ duration: Double) -> Double {
    if duration == 0, case .spring(let spring, _) = self { return spring.settlingDuration }
    return duration
  }
}
