import FluidMotion

extension Animator {
  /// Advances at `hz` for `seconds` from `time` (s), which it moves on: a fixed-step clock.
  public func tick(_ seconds: Double, from time: inout Double, hz: Double = 120) {
    for _ in 0..<Int((seconds * hz).rounded()) {
      time += 1 / hz
      advance(to: time)
    }
  }
}
