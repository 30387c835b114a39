import FluidMotion

extension PropertyAnimator {
  /// The stretch of progress the animator is running through now.
  enum Segment {
    /// A cubic curve from `from` to `to` over `length` seconds, `elapsed` of them done.
    case cubic(curve: TimingCurve, from: Double, to: Double, length: Double, elapsed: Double)
    /// A spring on progress, with time scaled by `timeScale`.
    case spring(SpringAnimation<Double>, timeScale: Double, timing: TimingParameters)

    /// The timing this segment runs with.
    var timing: TimingParameters {
      switch self {
      case .cubic(let curve, _, _, _, _): return .cubic(curve)
      case .spring(_, _, let timing): return timing
      }
    }

    /// Progress per second now.
    var velocity: Double {
      switch self {
      case .cubic(let curve, let from, let to, let length, let elapsed):
        return length > 0 ? (to - from) * curve.velocity(at: elapsed / length) / length : 0
      case .spring(let spring, let scale, _): return spring.velocity * scale
      }
    }
  }

  /// A segment from the current progress to the end the direction points at.
  ///
  /// `velocity` (progress/s) carries into a spring; `durationFactor` > 0 sets a cubic segment's length to
  /// that × duration.
  func makeSegment(timing: TimingParameters, velocity: Double?, durationFactor: Double) -> Segment {
    let target: Double = isReversed ? 0 : 1
    if case .cubic(let curve) = timing {
      let remaining = abs(target - progress)
      let length = durationFactor > 0 ? durationFactor * duration : remaining * duration
      return .cubic(curve: curve, from: progress, to: target, length: length, elapsed: 0)
    }
    let resolved = timing.resolvedSpring(duration: duration)!  // every non-cubic timing is a spring
    let v = velocity ?? resolved.velocity
    let scale = resolved.timeScale * (durationFactor > 0 ? 1 / durationFactor : 1)
    let spring = SpringAnimation(
      spring: resolved.spring, value: progress, velocity: v / scale, target: target, tolerance: 0.0005)
    return .spring(spring, timeScale: scale, timing: timing)
  }

  /// Advances by `dt` seconds (called by the ``Animator``).
  public func advance(by dt: Double) -> AnimationStatus {
    var dt = dt
    if delayLeft > 0 {
      let used = min(delayLeft, dt)
      delayLeft -= used
      dt -= used
      if delayLeft > 0 { return .running }
    }
    guard let current = segment else { return .finished }
    var done = false
    switch current {
    case .cubic(let curve, let from, let to, let length, let elapsed):
      let now = length > 0 ? min(elapsed + dt, length) : length
      done = now >= length
      progress = done ? to : from + (to - from) * curve.progress(at: now / length)
      segment = .cubic(curve: curve, from: from, to: to, length: length, elapsed: now)
    case .spring(let spring, let scale, _):
      done = spring.advance(by: dt * scale) == .finished
      progress = spring.value
    }
    applyTracks()
    guard done else { return .running }
    if pausesOnCompletion {
      isRunning = false
      segment = nil
      return .finished
    }
    complete(at: isReversed ? .start : .end)
    return .finished
  }
}
