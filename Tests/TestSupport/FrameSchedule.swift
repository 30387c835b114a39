import FluidMotion

/// Frame durations for driving animations with a fixed-step (or seeded jittered) clock.
public enum FrameSchedule {
  /// `seconds` of frames at `hz`, the last one shortened so the total is exactly `seconds`.
  public static func uniform(hz: Double, seconds: Double) -> [Double] {
    let n = Int((seconds * hz).rounded(.down))
    var steps = [Double](repeating: 1 / hz, count: n)
    let rest = seconds - Double(n) / hz
    if rest > 1e-15 { steps.append(rest) }
    return steps
  }

  /// `seconds` of frames around `hz`, each ±`jitter` (fraction) off, plus zero-length frames.
  public static func jittered(hz: Double, seconds: Double, jitter: Double, seed: UInt64) -> [Double] {
    var rng = SeededGenerator(seed: seed)
    var steps: [Double] = []
    var total = 0.0
    while total < seconds {
      let dt = min(seconds - total, (1 + Double.random(in: -jitter...jitter, using: &rng)) / hz)
      steps.append(dt)
      if Int.random(in: 0..<10, using: &rng) == 0 { steps.append(0) }
      total += dt
    }
    return steps
  }

  /// Advances `animator` through `steps`, starting at `start`; returns the final time.
  @discardableResult
  public static func run(_ animator: Animator, steps: [Double], start: Double = 0) -> Double {
    var t = start
    animator.advance(to: t)
    for dt in steps {
      t += dt
      animator.advance(to: t)
    }
    return t
  }
}
