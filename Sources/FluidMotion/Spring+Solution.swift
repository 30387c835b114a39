extension Spring {
  /// The transition coefficients of this spring over `time` seconds; see ``SpringTransition``.
  @inlinable
  public func transition(over time: Double) -> SpringTransition {
    SpringTransition(spring: self, deltaTime: time)
  }

  /// The value at `time` of a spring that starts at zero and moves toward `target` (SwiftUI's
  /// `value(target:initialVelocity:time:)`).
  ///
  /// ```swift
  /// let y = Spring.snappy.value(target: 1.0, time: 0.1)
  /// ```
  /// - Parameters:
  ///   - target: The value the spring moves to; the start is zero.
  ///   - initialVelocity: The velocity at time 0, in value units per second. Default zero.
  ///   - time: Seconds since the start, finite and ≥ 0.
  /// - Returns: The exact value of the damped oscillator at `time`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    value(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity at `time` of a spring that starts at zero and moves toward `target` (SwiftUI's
  /// `velocity(target:initialVelocity:time:)`).
  /// - Parameters:
  ///   - target: The value the spring moves to; the start is zero.
  ///   - initialVelocity: The velocity at time 0, in value units per second. Default zero.
  ///   - time: Seconds since the start, finite and ≥ 0.
  /// - Returns: The velocity in value units per second.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    velocity(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The value at `time` of a spring from `fromValue` toward `toValue` (SwiftUI's
  /// `value(fromValue:toValue:initialVelocity:time:)`).
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: The target.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - time: Seconds since the start, finite and ≥ 0.
  /// - Returns: The exact value of the damped oscillator at `time`.
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    let step = transition(over: time)
    return toValue + step.apply(displacement: fromValue - toValue, velocity: initialVelocity).displacement
  }

  /// The velocity at `time` of a spring from `fromValue` toward `toValue` (SwiftUI's
  /// `velocity(fromValue:toValue:initialVelocity:time:)`).
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: The target.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - time: Seconds since the start, finite and ≥ 0.
  /// - Returns: The velocity in value units per second.
  public func velocity<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    transition(over: time).apply(displacement: fromValue - toValue, velocity: initialVelocity).velocity
  }

  /// The spring force on a value at `position` moving at `velocity` toward `target` (SwiftUI's
  /// `force(target:position:velocity:)`): *−k·(position − target) − c·velocity*.
  ///
  /// With the default mass of 1 (every parameterisation but ``init(mass:stiffness:damping:allowOverDamping:)``
  /// with another mass) this is also the acceleration, in value units per second squared; otherwise
  /// divide by ``mass``.
  /// - Parameters:
  ///   - target: The value the spring pulls toward.
  ///   - position: The current value.
  ///   - velocity: The current velocity, in value units per second.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (position - target).scaled(by: -stiffness) - velocity.scaled(by: damping)
  }

  /// The spring force on a value travelling from `fromValue` to `toValue`, now at `position` and moving
  /// at `velocity` (SwiftUI's `force(fromValue:toValue:position:velocity:)`).
  ///
  /// `position` is in the same coordinates as `fromValue` and `toValue`. The force depends only on the
  /// displacement from the target, so it equals ``force(target:position:velocity:)`` with `toValue` as
  /// the target; `fromValue` does not change it.
  /// - Parameters:
  ///   - fromValue: Where the travel started.
  ///   - toValue: The target.
  ///   - position: The current value.
  ///   - velocity: The current velocity, in value units per second.
  public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    force(target: toValue, position: position, velocity: velocity)
  }

  /// Advances a value and its velocity toward `target` by `deltaTime` seconds, exactly (SwiftUI's
  /// `update(value:velocity:target:deltaTime:)`).
  ///
  /// The step applies the closed-form state transition, so the result does not depend on how time
  /// is cut into frames: 30, 144 or jittered steps all land on the analytic trajectory to rounding.
  /// - Parameters:
  ///   - value: The value, updated in place.
  ///   - velocity: The velocity in value units per second, updated in place.
  ///   - target: The value the spring pulls toward.
  ///   - deltaTime: Seconds, finite and ≥ 0 (0 leaves the state unchanged).
  /// - Precondition: `deltaTime` finite and ≥ 0.
  public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
    let next = transition(over: deltaTime).apply(displacement: value - target, velocity: velocity)
    value = target + next.displacement
    velocity = next.velocity
  }
}
