extension Spring {
  /// Creates the spring of `UISpringTimingParameters(damping:response:)` as the WWDC18 demo app
  /// defines it: stiffness (2π/response)², damping 4π·damping/response, mass 1.
  /// - Parameters:
  ///   - damping: The damping ratio ζ ≥ 0.
  ///   - response: The undamped period in seconds, > 0.
  public init(damping: Double, response: Double) {
    self.init(response: response, dampingRatio: damping)
  }

  /// Converts an absolute velocity to UIKit's relative initial velocity: the fraction of the
  /// remaining distance covered per second, `velocity / (target − current)`.
  ///
  /// When the distance is zero the relative velocity is undefined; UIKit (and the WWDC18 demo) then
  /// use 0, and so does this function: the motion starts at rest. Use absolute velocities with
  /// ``SpringAnimation`` to keep momentum in that case.
  /// - Parameters:
  ///   - velocity: Points (or value units) per second.
  ///   - current: Where the value is now.
  ///   - target: Where it is going.
  /// - Returns: 1/s; 0 when `target == current`.
  public static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double) -> Double {
    let distance = target - current
    return distance == 0 ? 0 : velocity / distance
  }

  /// Converts UIKit's relative initial velocity back to an absolute one.
  ///
  /// `relative × (target − current)`. A zero distance gives 0, matching
  /// ``relativeVelocity(_:from:to:)->Double``.
  public static func absoluteVelocity(relative: Double, from current: Double, to target: Double) -> Double {
    relative * (target - current)
  }

  /// The per-axis relative velocity of a 2-D motion, as `UISpringTimingParameters.initialVelocity`
  /// takes it (a `CGVector`); an axis with no distance to travel gets 0.
  public static func relativeVelocity(_ velocity: Vector2, from current: Vector2, to target: Vector2)
    -> Vector2
  {
    Vector2(
      x: relativeVelocity(velocity.x, from: current.x, to: target.x),
      y: relativeVelocity(velocity.y, from: current.y, to: target.y))
  }
}
