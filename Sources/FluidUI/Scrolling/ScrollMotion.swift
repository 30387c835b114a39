#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion

/// One axis of a scroll view's motion after a release: a glide at a ``Decay`` that bounces back on a
/// critically damped spring when it passes an end (or stops dead there, without bounces), or a
/// bounce straight to a target (an end, a page, an animated offset).
///
/// Both phases step in closed form (the decay's exponential, the spring's exact transition), so the
/// path does not depend on the frame rate.
final class ScrollMotion: Animation {
  /// The offset now, pt.
  private(set) var value: Double
  /// The velocity now, pt/s.
  private(set) var velocity: Double
  private let range: ClosedRange<Double>
  private let decay: Decay
  private let bounces: Bool
  /// Where it comes to rest: the projection clamped to the range, or the bounce's target, pt.
  var restingValue: Double {
    bounceTarget ?? min(max(value + velocity / decay.lambda, range.lowerBound), range.upperBound)
  }
  private var bounceTarget: Double?
  private let spring: Spring
  /// Called after each step with the offset.
  var onUpdate: ((Double) -> Void)?
  /// A glide from `offset` at `velocity` within `range` at `decay`, or with `bounceTo`, a bounce to
  /// that offset; without `bounces`, a glide stops dead at the end it reaches.
  ///
  /// Bounces run on `spring` (critically damped).
  init(
    offset: Double, velocity: Double, range: ClosedRange<Double>, decay: Decay = .normal,
    bounces: Bool = true, bounceTo: Double? = nil, spring: Spring = ScrollView.bounce
  ) {
    self.spring = spring
    value = offset
    self.velocity = velocity
    self.range = range
    self.decay = decay
    self.bounces = bounces
    bounceTarget = bounceTo
  }

  func advance(by dt: Double) -> AnimationStatus {
    let status = bounceTarget == nil ? glide(dt) : bounce(dt)
    onUpdate?(value)
    return status
  }

  /// Glides for `dt` s; at the exact instant the glide crosses an end, the rest of `dt` is a bounce
  /// from there with the velocity it had then.
  private func glide(_ dt: Double) -> AnimationStatus {
    let lambda = decay.lambda
    let fade = exp(-lambda * dt)
    let next = value - velocity * expm1(-lambda * dt) / lambda
    guard !range.contains(next), velocity != 0 else {
      value = next
      velocity *= fade
      // What is left to glide is v/λ: under a quarter point it lands where the projection said.
      guard abs(velocity) / lambda <= 0.25 else { return .running }
      value = min(max(value + velocity / lambda, range.lowerBound), range.upperBound)
      velocity = 0
      return .finished
    }
    if range.contains(value) {
      // x(t) = x₀ + v₀(1 − e^(−λt))/λ reaches the end at e^(−λt) = 1 − (end − x₀)λ/v₀.
      let end = velocity > 0 ? range.upperBound : range.lowerBound
      let left = 1 - (end - value) * lambda / velocity
      let t = min(dt, max(0, -log(left) / lambda))
      value = end
      velocity = bounces ? velocity * exp(-lambda * t) : 0
      bounceTarget = end
      return bounce(dt - t)
    }
    bounceTarget = min(max(value, range.lowerBound), range.upperBound)  // let go past an end
    return bounce(dt)
  }

  /// Bounces toward the end for `dt` s on the critically damped spring.
  private func bounce(_ dt: Double) -> AnimationStatus {
    guard let target = bounceTarget else { return .finished }
    spring.update(value: &value, velocity: &velocity, target: target, deltaTime: dt)
    guard spring.excursionBound(displacement: value - target, velocity: velocity) <= 0.25 else {
      return .running
    }
    (value, velocity) = (target, 0)
    return .finished
  }
}
