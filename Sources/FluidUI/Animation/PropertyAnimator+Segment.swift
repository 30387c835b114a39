import FluidMotion

extension PropertyAnimator {
  /// The stretch of progress the animator is running through now.
  ///
  /// Each segment also carries the time fraction it started at (`timeFrom`), which goes linearly to
  /// the segment's end (0 or 1) over its length: that is ``PropertyAnimator/fractionComplete`` while
  /// running, as UIKit reports time, not the curve's progress.
  enum Segment {
    /// A cubic curve from `from` to `to` over `length` seconds, `elapsed` of them done. The curve is
    /// run over `span` of its own time (0...1 for a fresh run; the rest of it when the original curve
    /// resumes or runs backwards); positions go from `axesFrom` when they had split from the progress.
    case cubic(Cubic)
    /// A spring on progress, and on the positions' x and y progress when a 2-D velocity split them,
    /// with time scaled by `timeScale`; it completes, on its target, `length` seconds after it began
    /// (UIKit's: a spring animator completes at its duration), `elapsed` of them done.
    case spring(
      SpringAnimation<Double>, axes: SpringAnimation<Vector2>?, timeScale: Double, timing: TimingParameters,
      run: Run)

    /// The length, elapsed time and starting time fraction of a segment.
    struct Run {
      var length: Double
      var elapsed = 0.0
      var timeFrom: Double

      /// The time fraction now, on the way from `timeFrom` to `timeTo`.
      func time(to timeTo: Double) -> Double {
        guard length > 0, length.isFinite else { return elapsed >= length ? timeTo : timeFrom }
        return timeFrom + (timeTo - timeFrom) * min(elapsed / length, 1)
      }
    }

    /// A cubic segment.
    struct Cubic {
      var curve: TimingCurve
      var span: (start: Double, end: Double) = (0, 1)
      var from: Double
      var axesFrom: Vector2?
      var to: Double
      var run: Run

      /// The eased fraction 0...1 of the way from `from` to `to` at `s`, a fraction of the length.
      func eased(_ s: Double) -> Double {
        if span == (0, 1) { return curve.progress(at: s) }
        let a = curve.progress(at: span.start)
        let whole = curve.progress(at: span.end) - a
        guard abs(whole) > 1e-12 else { return s >= 1 ? 1 : 0 }
        return (curve.progress(at: span.start + (span.end - span.start) * s) - a) / whole
      }

      /// d(eased)/ds at `s`.
      func slope(_ s: Double) -> Double {
        if span == (0, 1) { return curve.velocity(at: s) }
        let whole = curve.progress(at: span.end) - curve.progress(at: span.start)
        guard abs(whole) > 1e-12 else { return 0 }
        let t = span.start + (span.end - span.start) * s
        return curve.velocity(at: t) * (span.end - span.start) / whole
      }
    }

    /// The timing this segment runs with.
    var timing: TimingParameters {
      switch self {
      case .cubic(let cubic): return .cubic(cubic.curve)
      case .spring(_, _, _, let timing, _): return timing
      }
    }

    /// The end the segment runs to, 0 or 1.
    var target: Double {
      switch self {
      case .cubic(let cubic): return cubic.to
      case .spring(let spring, _, _, _, _): return spring.target
      }
    }

    /// The time fraction now.
    var time: Double {
      switch self {
      case .cubic(let cubic): return cubic.run.time(to: cubic.to)
      case .spring(let spring, _, _, _, let run): return run.time(to: spring.target)
      }
    }

    /// Progress per second now, for positions along each axis and for everything else.
    var velocity: TimingParameters.Velocity {
      switch self {
      case .cubic(let c):
        guard c.run.length > 0 else { return TimingParameters.Velocity(0) }
        let rate = c.slope(c.run.elapsed / c.run.length) / c.run.length
        let axes = (Vector2(x: c.to, y: c.to) - (c.axesFrom ?? Vector2(x: c.from, y: c.from))).scaled(
          by: rate)
        return TimingParameters.Velocity(position: axes, other: (c.to - c.from) * rate)
      case .spring(let spring, let axes, let scale, _, _):
        let other = spring.velocity * scale
        let position = axes.map { $0.velocity.scaled(by: scale) } ?? Vector2(x: other, y: other)
        return TimingParameters.Velocity(position: position, other: other)
      }
    }
  }

  /// The fraction of the duration left to run toward the end the direction points at.
  var remainingTime: Double { isReversed ? timeFraction : 1 - timeFraction }

  /// A segment from the current progress to the end the direction points at, taking `factor` × the
  /// duration.
  ///
  /// `velocity` (progress/s) carries into a spring, whose time is scaled to settle in that length. A
  /// cubic with the animator's own curve, whose progress still lies on that curve at the time
  /// fraction, resumes the curve where it is (forwards or backwards) instead of easing in anew.
  func makeSegment(timing: TimingParameters, velocity: TimingParameters.Velocity?, factor: Double)
    -> Segment
  {
    let target: Double = isReversed ? 0 : 1
    // A zero factor is a zero length, even for an undamped spring's infinite duration.
    let run = Segment.Run(length: factor > 0 ? factor * duration : 0, timeFrom: timeFraction)
    if case .cubic(let curve) = timing {
      var cubic = Segment.Cubic(curve: curve, from: progress, axesFrom: axisProgress, to: target, run: run)
      if axisProgress == nil, timing == timingParameters,
        abs(curve.progress(at: timeFraction) - progress) < 1e-9
      {
        cubic.span = (timeFraction, target)
      }
      return .cubic(cubic)
    }
    let resolved = timing.resolvedSpring(duration: duration)!  // every non-cubic timing is a spring
    let scale = resolved.timeScale / max(factor, 1e-6)
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
    return .spring(spring, axes: axes, timeScale: scale, timing: timing, run: run)
  }

  /// Moves `current` on by `dt` seconds and sets the progress; returns whether it reached its end.
  private func step(_ current: Segment, by dt: Double) -> Bool {
    switch current {
    case .cubic(var c):
      c.run.elapsed = c.run.length > 0 ? min(c.run.elapsed + dt, c.run.length) : c.run.length
      let done = c.run.elapsed >= c.run.length
      let eased = done ? 1 : c.eased(c.run.elapsed / c.run.length)
      progress = done ? c.to : c.from + (c.to - c.from) * eased
      let end = Vector2(x: c.to, y: c.to)
      axisProgress = c.axesFrom.map { done ? end : $0 + (end - $0).scaled(by: eased) }
      segment = .cubic(c)
      return done
    case .spring(let spring, let axes, let scale, let timing, var run):
      run.elapsed += dt
      let springTime = run.length > 0 ? dt * scale : 0  // a zero-length run lands on its target at once
      var settled = spring.advance(by: springTime) == .finished
      if let axes { settled = axes.advance(by: springTime) == .finished && settled }
      // Done at the length (an undamped spring, whose length is infinite, when it settles).
      let done = run.length.isFinite ? run.elapsed >= run.length - 1e-12 : settled
      progress = done ? spring.target : spring.value
      axisProgress = axes.map { done ? $0.target : $0.value }
      segment = .spring(spring, axes: axes, timeScale: scale, timing: timing, run: run)
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
    timeFraction = segment?.time ?? timeFraction
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
