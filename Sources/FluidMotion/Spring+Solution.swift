extension Spring {
  /// The transition coefficients of this spring over `time` seconds; see ``SpringTransition``.
  @inlinable
  public func transition(over time: Double) -> SpringTransition {
    SpringTransition(spring: self, deltaTime: time)
  }

  /// The value at `time` of a spring that starts at zero, at `initialVelocity`, toward `target`
  /// (SwiftUI semantics).
  /// - Parameters:
  ///   - target: The value the spring moves to.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - time: Seconds since the start, ≥ 0.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V, time: Double) -> V {
    value(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity at `time` of a spring that starts at zero, at `initialVelocity`, toward `target`.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V, time: Double) -> V {
    velocity(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The value at `time` of a spring from `fromValue` toward `toValue`, starting at `initialVelocity`.
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: The target.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - time: Seconds since the start, finite and ≥ 0.
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    let step = transition(over: time)
    return toValue + step.apply(displacement: fromValue - toValue, velocity: initialVelocity).displacement
  }

  /// The velocity at `time` of a spring from `fromValue` toward `toValue`, starting at `initialVelocity`.
  public func velocity<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    transition(over: time).apply(displacement: fromValue - toValue, velocity: initialVelocity).velocity
  }

  /// The force on the moving value: *−k·(position − target) − c·velocity* (divide by ``mass`` for
  /// the acceleration).
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (position - target).scaled(by: -stiffness) - velocity.scaled(by: damping)
  }

  /// Advances a value and its velocity toward `target` by `deltaTime` seconds, exactly.
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
