/// A value coasting to a stop under a ``Decay``: the momentum phase of a flick.
///
/// Stepping is exact for any frame schedule. It finishes when the distance left to travel is below
/// ``tolerance`` and then lands exactly on the projected resting point.
///
/// Not thread-safe: use it on the thread (normally the main thread) of the ``Animator`` that runs it.
public final class DecayAnimation<Value: VectorArithmetic>: Animation {
  /// The decay.
  public let decay: Decay
  /// The value now.
  public private(set) var value: Value
  /// The velocity now, value units per second.
  public private(set) var velocity: Value
  /// The largest final snap allowed, in value units (default 0.5).
  public var tolerance: Double
  /// Called after each step with value and velocity.
  public var onUpdate: ((Value, Value) -> Void)?

  /// Creates the animation.
  /// - Precondition: finite value and velocity, `tolerance > 0`.
  public init(decay: Decay, value: Value, velocity: Value, tolerance: Double = 0.5) {
    precondition(
      value.isFiniteValue && velocity.isFiniteValue, "DecayAnimation: value and velocity must be finite")
    precondition(tolerance > 0, "DecayAnimation: tolerance must be > 0")
    self.decay = decay
    self.value = value
    self.velocity = velocity
    self.tolerance = tolerance
  }

  /// Where the value comes to rest.
  public var restingValue: Value { value + decay.projectedDistance(initialVelocity: velocity) }

  /// Advances by `dt` seconds.
  public func advance(by dt: Double) -> AnimationStatus {
    value = decay.value(from: value, initialVelocity: velocity, time: dt)
    velocity = decay.velocity(initialVelocity: velocity, time: dt)
    if decay.projectedDistance(initialVelocity: velocity).magnitude < tolerance {
      value = restingValue
      velocity = .zero
      onUpdate?(value, velocity)
      return .finished
    }
    onUpdate?(value, velocity)
    return .running
  }
}
