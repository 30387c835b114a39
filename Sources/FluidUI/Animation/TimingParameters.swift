import FluidMotion

/// How a ``PropertyAnimator`` moves from start to end: a cubic curve or a spring (UIKit's
/// `UICubicTimingParameters` and `UISpringTimingParameters`).
///
/// A spring's initial velocity is relative, in fractions of the whole move per second, and two-dimensional
/// as UIKit's `CGVector` is: a position (a frame's origin, a transform's translation) starts at `dx`
/// along x and `dy` along y, every other property at the vector's magnitude. A single number gives
/// every property and both axes the same rate.
///
/// ```swift
/// let release = Spring.relativeVelocity(pan.velocity, from: card.frame.origin, to: slot)
/// let settle = PropertyAnimator(
///   duration: 0.5, timingParameters: .springDamping(ratio: 0.8, initialVelocity: release),
///   animator: animator)
/// ```
///
/// Like the animators that use them, timing parameters are values; see ``PropertyAnimator`` for the
/// threading rules.
public enum TimingParameters: Sendable, Equatable {
  /// A cubic Bézier over the duration.
  case cubic(TimingCurve)
  /// A spring with a damping ratio that finishes in the animator's duration (it settles within 0.1 %
  /// of the move at that time), starting at `initialVelocity`.
  case springDamping(ratio: Double, initialVelocity: Velocity)
  /// A physical spring starting at `initialVelocity`. With an animator duration of 0 it runs for its
  /// own settling duration; with a positive one, its time is scaled so that it settles in that
  /// duration, as UIKit does.
  case spring(Spring, initialVelocity: Velocity)

  /// UIKit's default spring for `UISpringTimingParameters()`: damping ratio 4.56 (documented), at rest.
  public static let defaultSpring = TimingParameters.springDamping(ratio: 4.56, initialVelocity: 0)

  /// A damping-ratio spring whose every property starts at `initialVelocity`, in fractions of the move
  /// per second (default 0, at rest).
  /// - Parameters:
  ///   - ratio: The damping ratio ζ > 0; 1 is critical (ratios below 0.01 run as 0.01).
  ///   - initialVelocity: Fractions of the whole move per second, finite.
  public static func springDamping(ratio: Double, initialVelocity: Double = 0) -> TimingParameters {
    .springDamping(ratio: ratio, initialVelocity: Velocity(initialVelocity))
  }

  /// A damping-ratio spring with a 2-D initial velocity, as `UISpringTimingParameters(dampingRatio:
  /// initialVelocity:)` takes a `CGVector`.
  /// - Parameters:
  ///   - ratio: The damping ratio ζ > 0; 1 is critical (ratios below 0.01 run as 0.01).
  ///   - initialVelocity: Per axis, fractions of the whole move per second, finite: positions move at
  ///     its x and y, every other property at its magnitude.
  public static func springDamping(ratio: Double, initialVelocity: Vector2) -> TimingParameters {
    .springDamping(ratio: ratio, initialVelocity: Velocity(initialVelocity))
  }

  /// A physical spring whose every property starts at `initialVelocity`, in fractions of the move per
  /// second (default 0, at rest).
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: Fractions of the whole move per second, finite.
  public static func spring(_ spring: Spring, initialVelocity: Double = 0) -> TimingParameters {
    .spring(spring, initialVelocity: Velocity(initialVelocity))
  }

  /// A physical spring with a 2-D initial velocity, as `UISpringTimingParameters(mass:stiffness:damping:
  /// initialVelocity:)` takes a `CGVector`.
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: Per axis, fractions of the whole move per second, finite: positions move at
  ///     its x and y, every other property at its magnitude.
  public static func spring(_ spring: Spring, initialVelocity: Vector2) -> TimingParameters {
    .spring(spring, initialVelocity: Velocity(initialVelocity))
  }
}

extension TimingParameters {
  /// The spring's initial velocity, or nil for a cubic curve.
  public var springVelocity: Velocity? {
    switch self {
    case .cubic: return nil
    case .springDamping(_, let v), .spring(_, let v): return v
    }
  }

  /// The initial velocity of every property that is not a position (fractions of the move per second),
  /// or nil for a cubic curve: the single rate of the scalar form, the magnitude of a 2-D one.
  public var initialVelocity: Double? { springVelocity?.other }

  /// The spring and the factor on elapsed time this timing runs with for an animator of `duration`
  /// seconds, or nil for a cubic curve.
  func resolvedSpring(duration: Double) -> (spring: Spring, timeScale: Double, velocity: Velocity)? {
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
