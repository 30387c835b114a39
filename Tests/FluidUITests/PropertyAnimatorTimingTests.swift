import FluidMotion
import FluidUI
import Testing
import TestSupport

/// A spring-timed animator completes at its duration, as `UIViewPropertyAnimator` does.
@Suite("PropertyAnimator spring timing")
struct PropertyAnimatorTimingTests {
  /// Runs `make`'s animator at `hz` and returns when it completed, s.
  func completion(hz: Double, _ make: (Animator) -> PropertyAnimator) -> Double? {
    let animator = Animator()
    let move = make(animator)
    var done: Double?
    var time = 0.0
    move.addCompletion { _ in done = time }
    animator.advance(to: 0)
    move.startAnimation()
    while done == nil && time < 5 {
      time += 1 / hz
      animator.advance(to: time)
    }
    return done
  }

  @Test(
    "a damping-ratio spring completes at its duration, on its end",
    arguments: [(0.5, 0.8), (0.5, 0.3), (1.2, 1.0), (0.3, 2.0)])
  func dampingRatio(duration: Double, ratio: Double) throws {
    let box = Layer()
    let at = try #require(
      completion(hz: 1000) { animator in
        PropertyAnimator(duration: duration, dampingRatio: ratio, animator: animator) {
          box.frame.origin.x = 200
        }
      })
    #expect(isClose(at, duration, within: 0.0011))  // the first 1 ms frame at or after it
    #expect(box.frame.origin.x == 200)
  }

  @Test("a physical spring with duration 0 completes at its settling duration (.bouncy: 0.824 s)")
  func physical() throws {
    let at = try #require(
      completion(hz: 1000) { animator in
        PropertyAnimator(duration: 0, timingParameters: .spring(.bouncy), animator: animator)
      })
    #expect(isClose(at, Spring.bouncy.settlingDuration, within: 0.0011))
    #expect(isClose(Spring.bouncy.settlingDuration, 0.824, within: 0.001))
  }

  @Test("a physical spring stretched to a duration completes then", arguments: [0.4, 1.0])
  func stretched(duration: Double) throws {
    let at = try #require(
      completion(hz: 1000) { animator in
        PropertyAnimator(duration: duration, timingParameters: .spring(.snappy), animator: animator)
      })
    #expect(isClose(at, duration, within: 0.0011))
  }

  @Test("an animator whose Animator is already released stops with a message when started")
  func releasedAnimator() async {
    await #expect(processExitsWith: .failure) {
      let fade = PropertyAnimator(duration: 0.5, curve: .easeOut, animator: Animator())
      fade.startAnimation()
    }
  }

  @Test("paused and continued with its own timing, a spring completes in the time it had left")
  func pausedKeepsRemainingTime() {
    let animator = Animator()
    let move = PropertyAnimator(duration: 0.5, dampingRatio: 0.8, animator: animator)
    var done: Double?
    var time = 0.0
    move.addCompletion { _ in done = time }
    animator.advance(to: 0)
    move.startAnimation()
    func run(until end: Double) {
      while done == nil && time < end - 1e-9 {
        time += 0.001
        animator.advance(to: time)
      }
    }
    run(until: 0.2)
    move.pauseAnimation()
    time = 1  // paused for most of a second
    animator.advance(to: time)
    move.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    run(until: 3)
    let at = done ?? .infinity
    #expect(abs(at - 1.3) < 0.0021)  // 0.2 s run, 0.3 s left
  }
}
