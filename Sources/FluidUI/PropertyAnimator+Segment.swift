import FluidMotion

extension PropertyAnimator {
  /// The stretch of progress the animator is running through now.
  enum Segment {
    /// A cubic curve from `from` to `to` over `length` seconds, `elapsed` of them done; positions go
    /// from `axesFrom` when they had split from the main progress.
    case cubic(
      curve: TimingCurve, from: Double, axesFrom: Vector2?, to: Double, length: Double, elapsed: Double)
    /// A spring on progress, and on the positions' x and y progress when a 2-D velocity split them,
    /// with time scaled by `timeScale`; it completes, on its target, `length` seconds after it began
    /// (UIKit's: a spring animator completes at its duration), `elapsed` of them done.
    case spring(
      SpringAnimation<Double>, axes: SpringAnimation<Vector2>?, timeScale: Double, timing: TimingParameters,
      length: Double, elapsed: Double)

    /// The timing this segment runs with.
    var timing: TimingParameters {
      switch self {
      case .cubic(let curve, _, _, _, _, _): return .cubic(curve)
      case .spring(_, _, _, let timing, _, _): return timing
      }
    }

    /// Progress per second now, for positions along each axis and for everything else.
    var velocity: TimingParameters.Velocity {
      switch self {
      case .cubic(let curve, let from, let axesFrom, let to, let length, let elapsed):
        guard length > 0 else { return TimingParameters.Velocity(0) }
        let rate = curve.velocity(at: elapsed / length) / length
        let axes = (Vector2(x: to, y: to) - (axesFrom ?? Vector2(x: from, y: from))).scaled(by: rate)
        return TimingParameters.Velocity(position: axes, other: (to - from) * rate)
      case .spring(let spring, let axes, let scale, _, _, _):
        let other = spring.velocity * scale
        let position = axes.map { $0.velocity.scaled(by: scale) } ?? Vector2(x: other, y: other)
        return TimingParameters.Velocity(position: position, other: other)
      }
    }
  }

  /// A segment from the current progress to the end the direction points at.
  ///
  /// `velocity` (progress/s) carries into a spring; `durationFactor` > 0 sets a cubic segment's length to
  /// that × duration.
  func makeSegment(timing: TimingParameters, velocity: TimingParameters.Velocity?, durationFactor: Double)
    -> Segment
  {
    let target: Double = isReversed ? 0 : 1
    if case .cubic(let curve) = timing {
      let remaining = abs(target - progress)
      let length = durationFactor > 0 ? durationFactor * duration : remaining * duration
      return .cubic(
        curve: curve, from: progress, axesFrom: axisProgress, to: target, length: length, elapsed: 0)
    }
    let resolved = timing.resolvedSpring(duration: duration)!  // every non-cubic timing is a spring
    let scale = resolved.timeScale * (durationFactor > 0 ? 1 / durationFactor : 1)
    let v = (velocity ?? resolved.velocity).divided(by: scale)
    let spring = SpringAnimation(
      spring: resolved.spring, value: progress, velocity: v.other, target: target, tolerance: 0.0005)
    var axes: SpringAnimation<Vector2>?
    if axisProgress != nil || !v.isUniform {
      axes = SpringAnimation(
        spring: resolved.spring, value: axisProgress ?? Vector2(x: progress, y: progress),
        velocity: v.position,
        target: Vector2(x: target, y: target), tolerance: 0.0005)
    }
    let length = duration * (durationFactor > 0 ? durationFactor : 1)
    return .spring(spring, axes: axes, timeScale: scale, timing: timing, length: length, elapsed: 0)
  }

  /// Moves `current` on by `dt` seconds and sets the progress; returns whether it reached its end.
  private func step(_ current: Segment, by dt: Double) -> Bool {
    switch current {
    case .cubic(let curve, let from, let axesFrom, let to, let length, let elapsed):
      let now = length > 0 ? min(elapsed + dt, length) : length
      let done = now >= length
      let eased = done ? 1 : curve.progress(at: now / length)
      progress = done ? to : from + (to - from) * eased
      axisProgress = axesFrom.map {
        done ? Vector2(x: to, y: to) : $0 + (Vector2(x: to, y: to) - $0).scaled(by: eased)
      }
      segment = .cubic(curve: curve, from: from, axesFrom: axesFrom, to: to, length: length, elapsed: now)
      return done
    case .spring(let spring, let axes, let scale, let timing, let length, let elapsed):
      let now = elapsed + dt
      var settled = spring.advance(by: dt * scale) == .finished
      if let axes { settled = axes.advance(by: dt * scale) == .finished && settled }
      // Done at the length (an undamped spring, whose length is infinite, when it settles).
      let done = length.isFinite ? now >= length - 1e-12 : settled
      progress = done ? spring.target : spring.value
      axisProgress = axes.map { done ? $0.target : $0.value }
      segment = .spring(spring, axes: axes, timeScale: scale, timing: timing, length: length, elapsed: now)
      return done
    }
  }

  /// Advances by `dt` seconds (called by the `Animator`).
  public func advance(by dt: Double) -> AnimationStatus {
    var dt = dt
    if delayLeft > 0 {
      let used = min(delayLeft, dt)
      delayLeft -= used
      dt -= used
      if delayLeft > 0 { return .running }
    }
    guard let current = segment else { return .finished }
    let done = step(current, by: dt)
    applyTracks()
    guard done else { return .running }
    if pausesOnCompletion {
      isRunning = false
      segment = nil
      axisProgress = nil
      return .finished
    }
    complete(at: isReversed ? .start : .end)
    return .finished
  }
}
