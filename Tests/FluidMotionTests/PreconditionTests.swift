import FluidMotion
import Testing

/// NaN, infinity and out-of-range values at the public API stop the program with a message (each
/// call runs in a child process).
@Suite("Preconditions")
struct PreconditionTests {
  @Test("Spring rejects NaN and non-positive parameters")
  func spring() async {
    await #expect(processExitsWith: .failure) { _ = Spring(response: .nan, dampingRatio: 1) }
    await #expect(processExitsWith: .failure) { _ = Spring(mass: 1, stiffness: -4, damping: 1) }
    await #expect(processExitsWith: .failure) { _ = Spring(duration: 0.5, bounce: -1) }
  }

  @Test("animations reject non-finite values, targets and times")
  func animations() async {
    await #expect(processExitsWith: .failure) {
      _ = SpringAnimation(spring: .smooth, value: 0.0, target: Double.infinity)
    }
    await #expect(processExitsWith: .failure) {
      let a = SpringAnimation(spring: .smooth, value: 0.0, target: 1.0)
      _ = a.advance(by: .nan)
    }
    await #expect(processExitsWith: .failure) { Animator().advance(to: .infinity) }
    await #expect(processExitsWith: .failure) { _ = Decay(rate: 1) }
  }

  @Test("valid values run normally")
  func valid() async {
    await #expect(processExitsWith: .success) { _ = Spring(response: 0.3, dampingRatio: 1).settlingDuration }
  }
}
