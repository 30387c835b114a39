import FluidMotion

extension PropertyAnimator {
  /// The fraction of the animations done, 0...1 (UIKit's `fractionComplete`).
  ///
  /// While running it is the time fraction, not the progress along the timing curve: 0.4 at 0.2 s of a
  /// 0.5-s animator whatever its curve or spring. Settable while paused (or inactive, which makes the
  /// animator active and paused). With ``scrubsLinearly`` (the default) scrubbing runs on a linear
  /// timing: a fraction f puts every property f of the way, and a paused animator reports where its
  /// properties are on that line — so `fractionComplete = caught + translation / distance` follows a
  /// pointer 1:1 from where a press caught it, with no jump. With ``scrubsLinearly`` false the fraction
  /// is time on the animator's own timing: the cubic curve, or the spring from rest.
  ///
  /// Continued with a `durationFactor` of 0, a paused animator runs for the time it had left; a
  /// scrubbed one for the fraction left of the duration.
  public var fractionComplete: Double {
    get { state == .active && !isRunning && scrubsLinearly ? min(max(progress, 0), 1) : timeFraction }
    set {
      precondition(
        !isRunning && state != .stopped, "PropertyAnimator: fractionComplete is settable only while paused")
      let f = newValue.isFinite ? min(max(newValue, 0), 1) : fractionComplete
      if state == .inactive { state = .active }
      progress = scrubsLinearly ? f : timedProgress(at: f)
      timeFraction = f
      axisProgress = nil
      segment = nil
      applyTracks()
    }
  }

  /// The progress the animator's own timing has at time fraction `f`, run from the start.
  private func timedProgress(at f: Double) -> Double {
    guard let resolved = timingParameters.resolvedSpring(duration: duration) else {
      if case .cubic(let curve) = timingParameters { return curve.progress(at: f) }
      return f
    }
    let spring = SpringAnimation(
      spring: resolved.spring, value: 0.0, velocity: resolved.velocity.other / resolved.timeScale, target: 1,
      tolerance: 0.0005)
    _ = spring.advance(by: f * duration * resolved.timeScale)
    return f >= 1 ? 1 : spring.value
  }

  /// Resumes paused animations with new timing (or the original when nil).
  ///
  /// The rest runs for `durationFactor` × ``duration`` seconds; 0 keeps the remaining time — the time
  /// fraction left toward the end the animator runs to (the time it has run, when reversed), with any
  /// timing. A new spring is scaled to settle in that time and starts at its own initial velocity;
  /// otherwise the current velocity carries on. With nil timing and factor 0, a spring goes on as it
  /// was (the same trajectory, for the time its run had left) and a cubic curve resumes where it was on
  /// its curve.
  ///
  /// ```swift
  /// let open = PropertyAnimator(duration: 0.5, curve: .easeInOut, animator: animator) {
  ///   card.frame.origin.y = 0
  /// }
  /// open.startAnimation()
  /// // … 0.2 s later, caught by a press:
  /// open.pauseAnimation()  // it had run 0.4 of its time (0.2 s of 0.5 s)
  /// // … released: a spring that completes in the 0.3 s left
  /// open.continueAnimation(withTimingParameters: .springDamping(ratio: 0.9), durationFactor: 0)
  /// ```
  public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
    precondition(state == .active && !isRunning, "PropertyAnimator: only a paused animator can continue")
    precondition(
      durationFactor.isFinite && durationFactor >= 0, "PropertyAnimator: durationFactor must be >= 0")
    let factor = durationFactor > 0 ? durationFactor : remainingTime
    if parameters == nil, durationFactor == 0,
      case .spring(let old, let axes, let scale, let timing, let left)? = segment,
      old.target == (isReversed ? 0 : 1)
    {
      // The same spring, left to run the time its run has left.
      let run = Segment.Run(length: max(left.length - left.elapsed, 0), timeFrom: timeFraction)
      segment = .spring(old, axes: axes, timeScale: scale, timing: timing, run: run)
    } else {
      let velocity = parameters?.springVelocity ?? segment?.velocity
      segment = makeSegment(timing: parameters ?? timingParameters, velocity: velocity, factor: factor)
    }
    isRunning = true
    running().add(self)
  }
}
