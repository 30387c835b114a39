extension SpringAnimation {
  /// SwiftUI's persistent spring, `spring(response:dampingFraction:blendDuration:)`, with its defaults.
  ///
  /// A later change of ``spring`` or ``target`` keeps value and velocity (SwiftUI: "each animation
  /// will be replaced by their successor, preserving velocity"); `blendDuration` blends a later change
  /// of ``spring`` in, response and damping.
  /// ```swift
  /// let settle = SpringAnimation.spring(value: 0.0, target: 1.0)   // response 0.5 s, ζ 0.825
  /// ```
  /// - Parameters:
  ///   - response: The undamped period, s, ≥ 0 (0: infinitely stiff, landing on the first step).
  ///   - dampingFraction: The damping ratio ζ, ≥ 0.
  ///   - blendDuration: Seconds over which a later spring change blends in, ≥ 0.
  ///   - value: The start.
  ///   - velocity: The start velocity, value units per second.
  ///   - target: The target.
  ///   - tolerance: The settle distance, value units, > 0; nil follows the move (``tolerance``).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0, value: Value,
    velocity: Value = .zero, target: Value, tolerance: Double? = nil
  ) -> SpringAnimation {
    let animation = SpringAnimation(
      spring: Spring(response: max(response, minimumResponse), dampingRatio: dampingFraction), value: value,
      velocity: velocity, target: target, tolerance: tolerance)
    animation.blendDuration = blendDuration
    return animation
  }

  /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`: a stiff spring for
  /// following a pointer, whose spring changes blend in over a quarter second.
  ///
  /// ```swift
  /// let follow = SpringAnimation.interactiveSpring(value: card.frame.origin, target: pointer)
  /// follow.target = pointer   // on every move: value and velocity kept
  /// ```
  /// - Parameters:
  ///   - response: The undamped period, s, ≥ 0 (default 0.15).
  ///   - dampingFraction: The damping ratio ζ, ≥ 0 (default 0.86).
  ///   - blendDuration: Seconds over which a later spring change blends in, ≥ 0 (default 0.25).
  ///   - value: The start.
  ///   - velocity: The start velocity, value units per second.
  ///   - target: The target.
  ///   - tolerance: The settle distance, value units, > 0; nil follows the move (``tolerance``).
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25, value: Value,
    velocity: Value = .zero, target: Value, tolerance: Double? = nil
  ) -> SpringAnimation {
    spring(
      response: response, dampingFraction: dampingFraction, blendDuration: blendDuration, value: value,
      velocity: velocity, target: target, tolerance: tolerance)
  }

  /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: a physical spring whose
  /// initial velocity is relative, in moves per second (1: the whole move from `value` to `target`
  /// in one second).
  ///
  /// SwiftUI adds overlapping interpolating springs; a spring's motion is linear, so retargeting this
  /// one in place (``target``) moves exactly as the sum would.
  /// ```swift
  /// let wobble = SpringAnimation.interpolatingSpring(stiffness: 170, damping: 15, value: 0.0, target: 1.0)
  /// ```
  /// - Parameters:
  ///   - mass: The mass, > 0 (default 1).
  ///   - stiffness: The stiffness, N/m for a mass in kg, > 0.
  ///   - damping: The damping coefficient, ≥ 0.
  ///   - initialVelocity: The start velocity in moves per second (default 0).
  ///   - value: The start.
  ///   - target: The target.
  ///   - tolerance: The settle distance, value units, > 0; nil follows the move (``tolerance``).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0, value: Value,
    target: Value, tolerance: Double? = nil
  ) -> SpringAnimation {
    SpringAnimation(
      spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      value: value,
      velocity: (target - value).scaled(by: initialVelocity), target: target, tolerance: tolerance)
  }

  /// The response a response of 0 (SwiftUI's "infinitely stiff") stands for, s.
  static var minimumResponse: Double { 1e-4 }
}
