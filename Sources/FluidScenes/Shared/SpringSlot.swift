import FluidMotion
import FluidUI

/// The one spring a scene runs for a value: retargeted keeping its velocity while it runs, started
/// when none runs, cleared when it lands, and stopped where it is for a catch.
///
/// ```swift
/// let slot = SpringSlot<Double>(animator: context.animator) { [weak self] in self?.offset = $0 }
/// slot.go(to: 0, spring: Spring(response: 0.3, dampingRatio: 0.8), from: offset, velocity: v)
/// ```
final class SpringSlot<Value: VectorArithmetic> {
  private let animator: Animator
  private let apply: (Value) -> Void
  /// The running spring, if any.
  private(set) var animation: SpringAnimation<Value>?

  /// A slot whose springs run on `animator` and hand every new value to `apply`.
  init(animator: Animator, apply: @escaping (Value) -> Void) {
    self.animator = animator
    self.apply = apply
  }

  /// Whether a spring runs.
  var isRunning: Bool { animation != nil }
  /// The running spring's velocity, or zero.
  var velocity: Value { animation?.velocity ?? .zero }

  /// Sends the value to `target`: a running spring is retargeted, keeping its value, velocity and
  /// parameters; otherwise `spring` starts from `value` at `velocity` (see ``start(spring:from:velocity:to:tolerance:onLand:)``).
  func go(
    to target: Value, spring: Spring, from value: @autoclosure () -> Value, velocity: Value = .zero,
    tolerance: Double = 0.5, onLand: (() -> Void)? = nil
  ) {
    if let animation {
      animation.target = target
      return
    }
    start(spring: spring, from: value(), velocity: velocity, to: target, tolerance: tolerance, onLand: onLand)
  }

  /// Starts `spring` from `value` at `velocity` toward `target`, replacing a running one; `onLand`
  /// runs when it lands (not if it is stopped or replaced first).
  /// - Parameter tolerance: How close to the target, in value units, counts as landed.
  func start(
    spring: Spring, from value: Value, velocity: Value = .zero, to target: Value, tolerance: Double = 0.5,
    onLand: (() -> Void)? = nil
  ) {
    stop()
    let next = SpringAnimation(
      spring: spring, value: value, velocity: velocity, target: target, tolerance: tolerance)
    next.onUpdate = { [apply] v, _ in apply(v) }
    animation = next
    animator.add(next) { [weak self] _ in
      guard let self, self.animation === next else { return }
      self.animation = nil
      onLand?()
    }
  }

  /// Stops the spring where it is (a catch).
  func stop() {
    if let animation { animator.remove(animation) }
    animation = nil
  }
}
