import FluidMotion
import FluidUI
import Testing
import TestSupport

/// `UIViewPropertyAnimator`'s documented timing.
///
/// `fractionComplete` is time, `durationFactor` 0 keeps the remaining time with any timing (reversed
/// too), scrubbing is linear unless `scrubsLinearly` is false, and `runningPropertyAnimator` starts at
/// once. Every clock is a fixed 1-ms step.
@Suite("PropertyAnimator: UIKit's timing")
final class PropertyAnimatorUIKitTimingTests {
  let animator = Animator()
  let box = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  var time = 0.0
  var ended: (position: AnimatingPosition, at: Double)?

  init() { animator.advance(to: 0) }

  /// Ticks at 1 kHz until `end` seconds (or the completion, when `stopAtCompletion`).
  func run(until end: Double, stopAtCompletion: Bool = false) {
    while time < end - 1e-9 && !(stopAtCompletion && ended != nil) {
      time += 0.001
      animator.advance(to: time)
    }
  }

  func makeMove(_ timing: TimingParameters, duration: Double = 0.5) -> PropertyAnimator {
    let move = PropertyAnimator(duration: duration, timingParameters: timing, animator: animator)
    move.addAnimations { self.box.frame.origin.x = 200 }
    move.addCompletion { [unowned self] in self.ended = ($0, self.time) }
    return move
  }

  @Test(
    "fractionComplete is the time fraction whatever the timing: 0.4 at 0.2 s of 0.5 s",
    arguments: [TimingParameters.springDamping(ratio: 0.8), .cubic(.easeInOut), .cubic(.easeOut)])
  func timeFraction(timing: TimingParameters) {
    let move = makeMove(timing)
    move.startAnimation()
    run(until: 0.2)
    #expect(isClose(move.fractionComplete, 0.4, within: 1e-9))
    #expect(abs(box.frame.origin.x / 200 - 0.4) > 0.05)  // the properties are on the curve, not at 0.4
  }

  @Test(
    "continued with new timing and durationFactor 0, it completes in the 0.3 s left",
    arguments: [TimingParameters.springDamping(ratio: 0.9), .spring(.bouncy), .cubic(.linear)])
  func remainingTime(timing: TimingParameters) {
    let move = makeMove(.cubic(.easeInOut))
    move.startAnimation()
    run(until: 0.2)
    move.pauseAnimation()
    move.continueAnimation(withTimingParameters: timing, durationFactor: 0)
    run(until: 2, stopAtCompletion: true)
    #expect(ended?.position == .end && isClose(ended?.at ?? 9, 0.5, within: 0.0011))
    #expect(box.frame.origin.x == 200)
  }

  @Test(
    "reversed after 0.2 s and continued with factor 0, it runs back in those 0.2 s",
    arguments: [nil, TimingParameters.springDamping(ratio: 0.9), .cubic(.easeOut)])
  func reversedRemainingTime(timing: TimingParameters?) {
    let move = makeMove(.springDamping(ratio: 0.8))
    move.startAnimation()
    run(until: 0.2)
    move.pauseAnimation()
    move.isReversed = true
    move.continueAnimation(withTimingParameters: timing, durationFactor: 0)
    run(until: 2, stopAtCompletion: true)
    #expect(ended?.position == .start && isClose(ended?.at ?? 9, 0.4, within: 0.0011))
    #expect(box.frame.origin.x == 0)
  }

  @Test("a scrubbed spring reversed from 0.6 runs back in 0.6 × 0.5 s = 0.3 s")
  func scrubbedReversed() {
    let move = makeMove(.springDamping(ratio: 0.8))
    move.fractionComplete = 0.6
    #expect(isClose(box.frame.origin.x, 120, within: 1e-9))  // an animator that never ran: exactly linear
    move.isReversed = true
    move.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    run(until: 2, stopAtCompletion: true)
    #expect(ended?.position == .start && isClose(ended?.at ?? 9, 0.3, within: 0.0011))
  }

  @Test("caught mid-flight, it reports where it is on the scrubbing line; scrubbed, it moves 1:1 from there")
  func linearFromTheCatch() {
    let move = makeMove(.springDamping(ratio: 0.8))
    move.startAnimation()
    run(until: 0.1)
    #expect(isClose(move.fractionComplete, 0.2, within: 1e-9))  // running: time
    move.pauseAnimation()
    let caught = box.frame.origin.x
    #expect(isClose(move.fractionComplete, caught / 200, within: 1e-12))  // paused: on the line
    move.fractionComplete = move.fractionComplete
    #expect(box.frame.origin.x == caught)
    move.fractionComplete += 0.1
    #expect(isClose(box.frame.origin.x, caught + 20, within: 1e-9))
    move.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    let left = 1 - move.fractionComplete  // scrubbed: the fraction left of the 0.5 s
    run(until: 2, stopAtCompletion: true)
    #expect(isClose(ended?.at ?? 9, 0.1 + left * 0.5, within: 0.0011))
  }

  @Test("scrubsLinearly false follows the spring: fraction 0.4 is where a running one is at 0.2 s")
  func scrubOnTheSpring() {
    let running = makeMove(.springDamping(ratio: 0.6))
    running.startAnimation()
    run(until: 0.2)
    let expected = box.frame.origin.x
    running.stopAnimation(true)
    box.frame.origin.x = 0
    let scrubbed = makeMove(.springDamping(ratio: 0.6))
    scrubbed.scrubsLinearly = false
    scrubbed.fractionComplete = 0.4
    #expect(isClose(box.frame.origin.x, expected, within: 1e-6))
    #expect(expected > 0.6 * 200)  // far from the linear 80 pt
  }

  @Test(
    "paused and continued with its own curve, a cubic resumes on the curve: at 0.5 s of 1 s, easeInOut(0.5)")
  func cubicResumesOnItsCurve() {
    let move = makeMove(.cubic(.easeInOut), duration: 1)
    move.startAnimation()
    run(until: 0.3)
    move.pauseAnimation()
    move.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    run(until: 0.5)
    #expect(isClose(box.frame.origin.x, 200 * TimingCurve.easeInOut.progress(at: 0.5), within: 1e-9))
    run(until: 2, stopAtCompletion: true)
    #expect(isClose(ended?.at ?? 9, 1, within: 0.0011))
  }

  @Test("runningPropertyAnimator: running at once, moves after its delay, completes once at delay + duration")
  func runningAnimator() {
    var completions: [AnimatingPosition] = []
    let fade = PropertyAnimator.runningPropertyAnimator(
      withDuration: 0.3, delay: 0.1, curve: .linear, animator: animator
    ) {
      self.box.alpha = 0
    } completion: {
      completions.append($0)
    }
    #expect(fade.state == .active && fade.isRunning && box.alpha == 1)
    run(until: 0.1)
    #expect(box.alpha == 1)
    run(until: 0.25)
    #expect(isClose(box.alpha, 0.5, within: 1e-9))
    run(until: 1)
    #expect(completions == [.end] && fade.state == .inactive && box.alpha == 0)
  }

  @Test("the spring form completes at its duration with UIKit's damping and initial velocity")
  func runningSpring() {
    var doneAt: Double?
    PropertyAnimator.runningPropertyAnimator(
      withDuration: 0.4, dampingRatio: 0.5, initialVelocity: 3, animator: animator
    ) {
      self.box.frame.origin.x = 100
    } completion: { _ in
      doneAt = self.time
    }
    time += 1e-5
    animator.advance(to: time)
    #expect(isClose(box.frame.origin.x / 1e-5, 300, within: 2))  // 3 moves per second of 100 pt
    run(until: 2)
    #expect(isClose(doneAt ?? 9, 0.4, within: 0.0011) && box.frame.origin.x == 100)
  }

  @Test("reversed while paused and started again, it runs back and completes at .start")
  func reversedWhilePausedThenStarted() {
    let move = makeMove(.cubic(.easeInOut))
    move.startAnimation()
    run(until: 0.2)
    move.pauseAnimation()
    move.isReversed = true
    move.startAnimation()
    run(until: 2, stopAtCompletion: true)
    #expect(ended?.position == .start && box.frame.origin.x == 0)
    #expect(isClose(ended?.at ?? 9, 0.4, within: 0.0011))  // back over the 0.2 s it had run
  }

  @Test("turned while running, paused and continued with its own spring, it keeps the spring's time")
  func sameSpringKeepsItsRun() {
    let move = makeMove(.springDamping(ratio: 0.8))
    move.startAnimation()
    run(until: 0.3)
    move.isReversed = true  // the spring turns on its own timing: a whole 0.5 s run, to 0.8 s
    run(until: 0.4)
    move.pauseAnimation()
    let x = box.frame.origin.x
    move.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    run(until: 0.401)
    #expect(abs(box.frame.origin.x - x) < 2)  // no jump
    run(until: 2, stopAtCompletion: true)
    #expect(ended?.position == .start && isClose(ended?.at ?? 9, 0.8, within: 0.0011))
  }
}
