#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion

/// A scroll view's motion after a release: a glide at the normal deceleration that bounces back on a
/// critically damped spring when it passes an end, or a bounce straight to a target.
///
/// Both phases step in closed form (the decay's exponential, the spring's exact transition), so the
/// path does not depend on the frame rate.
final class ScrollMotion: Animation {
  /// The offset now, pt.
  private(set) var value: Double
  /// The velocity now, pt/s.
  private(set) var velocity: Double
  private let range: ClosedRange<Double>
  private var bounceTarget: Double?
  /// Called after each step with the offset.
  var onUpdate: ((Double) -> Void)?
  /// The glide's deceleration.
  static let decay = Decay.normal
  /// The speed under which a glide stops, pt/s.
  static let restSpeed = 4.0

  /// A glide from `offset` at `velocity` within `range`, or with `bounceTo`, a bounce to that offset.
  init(offset: Double, velocity: Double, range: ClosedRange<Double>, bounceTo: Double? = nil) {
    value = offset
    self.velocity = velocity
    self.range = range
    bounceTarget = bounceTo
  }

  func advance(by dt: Double) -> AnimationStatus {
    if let target = bounceTarget {
      ScrollView.bounce.update(value: &value, velocity: &velocity, target: target, deltaTime: dt)
      if ScrollView.bounce.excursionBound(displacement: value - target, velocity: velocity) <= 0.25 {
        (value, velocity) = (target, 0)
        onUpdate?(value)
        return .finished
      }
      onUpdate?(value)
      return .running
    }
    let lambda = Self.decay.lambda
    let fade = exp(-lambda * dt)
    value += velocity * (1 - fade) / lambda
    velocity *= fade
    if !range.contains(value) { bounceTarget = min(max(value, range.lowerBound), range.upperBound) }
    onUpdate?(value)
    return abs(velocity) < Self.restSpeed && bounceTarget == nil ? .finished : .running
  }
}
