/// An animation of a value toward a target that can be caught, redirected and thrown at any instant.
///
/// Reading ``value`` and ``velocity`` mid-flight gives what is on screen, so a grab or a retarget
/// continues from there with no jump.
public protocol InterruptibleAnimation<Value>: Animation {
  /// The type of the animated value.
  associatedtype Value: VectorArithmetic
  /// The value shown now.
  var value: Value { get }
  /// The velocity now, in value units per second.
  var velocity: Value { get }
  /// Where the animation is going. Setting it keeps value and velocity.
  var target: Value { get set }
  /// Replaces the current value and velocity (a catch or a throw), keeping the target.
  func reset(value: Value, velocity: Value)
  /// Called after every step with the new value and velocity.
  var onUpdate: ((Value, Value) -> Void)? { get set }
}
