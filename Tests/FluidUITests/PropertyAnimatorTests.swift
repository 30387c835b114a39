import FluidMotion
import FluidUI
import Testing
import TestSupport

/// Behaviours written from `UIViewPropertyAnimator`'s documentation.
@Suite("PropertyAnimator")
final class PropertyAnimatorTests {
  let animator = Animator()
  let box = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  var time = 0.0

  /// Ticks the animator for `seconds` at 120 Hz.
  func run(_ seconds: Double) {
    for _ in 0..<Int((seconds * 120).rounded()) {
      time += 1.0 / 120
      animator.advance(to: time)
    }
  }

  func makeMove(_ curve: TimingCurve = .linear, duration: Double = 1) -> PropertyAnimator {
    PropertyAnimator(duration: duration, curve: curve, animator: animator) { box.frame.origin.x = 200 }
  }

  @Test("captures the closure's changes as from→to and starts inactive at the from values")
  func captures() {
    animator.advance(to: 0)
    let move = makeMove()
    #expect(move.state == .inactive && !move.isRunning)
    #expect(box.frame.origin.x == 0)
    move.startAnimation()
    #expect(move.state == .active && move.isRunning)
    run(0.5)
    #expect(isClose(box.frame.origin.x, 100, within: 1e-9))
    run(0.6)
    #expect(box.frame.origin.x == 200 && move.state == .inactive)
  }

  @Test("scrubbing while paused is linear by default and through the curve when asked")
  func scrub() {
    let move = makeMove(.easeIn)
    move.pauseAnimation()
    #expect(move.state == .active && !move.isRunning)
    move.fractionComplete = 0.3
    #expect(isClose(box.frame.origin.x, 60, within: 1e-9))
    move.scrubsLinearly = false
    move.fractionComplete = 0.3
    #expect(isClose(box.frame.origin.x, 200 * TimingCurve.easeIn.progress(at: 0.3), within: 1e-9))
    let inactive = PropertyAnimator(duration: 1, animator: animator) { box.alpha = 0 }
    inactive.fractionComplete = 0.5  // setting it on an inactive animator makes it active
    #expect(inactive.state == .active && isClose(box.alpha, 0.5, within: 1e-9))
  }

  @Test("reversing mid-flight turns around with no jump and completes at .start")
  func reverse() {
    animator.advance(to: 0)
    let move = makeMove()
    var ended: AnimatingPosition?
    move.addCompletion { ended = $0 }
    move.startAnimation()
    run(0.4)
    let x = box.frame.origin.x
    move.isReversed = true
    #expect(box.frame.origin.x == x)
    run(1.0 / 120)
    #expect(box.frame.origin.x < x && x - box.frame.origin.x < 3)
    run(1)
    #expect(box.frame.origin.x == 0 && ended == .start)
  }

  @Test("a spring reversed mid-flight keeps its velocity")
  func reverseSpring() {
    animator.advance(to: 0)
    let move = PropertyAnimator(duration: 0.6, dampingRatio: 0.7, animator: animator) {
      box.frame.origin.x = 300
    }
    move.startAnimation()
    run(0.1)
    let x0 = box.frame.origin.x
    run(1.0 / 120)
    let v = (box.frame.origin.x - x0) * 120
    move.isReversed = true
    let x1 = box.frame.origin.x
    run(1.0 / 120)
    let v2 = (box.frame.origin.x - x1) * 120
    #expect(v > 100 && v2 > 0.7 * v)  // still moving forward: the spring turns it around smoothly
    run(3)
    #expect(box.frame.origin.x == 0)
  }

  @Test("continuing with a spring and a velocity keeps the position and moves at that velocity")
  func continueWithSpring() {
    animator.advance(to: 0)
    let move = makeMove()
    move.startAnimation()
    run(0.5)
    move.pauseAnimation()
    let x = box.frame.origin.x
    move.continueAnimation(
      withTimingParameters: .spring(Spring(response: 0.4, dampingRatio: 1), initialVelocity: 2),
      durationFactor: 0)
    #expect(box.frame.origin.x == x)
    time += 0.001
    animator.advance(to: time)
    let speed = (box.frame.origin.x - x) * 1000  // pt/s: 2 moves per second × 200 pt
    #expect(isClose(speed, 400, within: 15))
    run(3)
    #expect(box.frame.origin.x == 200)
  }

  @Test(
    "finishing a stopped animator at each position", arguments: [AnimatingPosition.end, .start, .current])
  func finishAt(position: AnimatingPosition) {
    animator.advance(to: 0)
    let move = makeMove()
    var reported: AnimatingPosition?
    move.addCompletion { reported = $0 }
    move.startAnimation()
    run(0.25)
    move.stopAnimation(false)
    #expect(move.state == .stopped && reported == nil)
    move.finishAnimation(at: position)
    #expect(reported == position && move.state == .inactive)
    let expected: Double = position == .end ? 200 : (position == .start ? 0 : 50)
    #expect(isClose(box.frame.origin.x, expected, within: 1e-9))
  }

  @Test("pausesOnCompletion stays active and paused at the end without completing")
  func pausesOnCompletion() {
    animator.advance(to: 0)
    let move = makeMove()
    var completed = false
    move.addCompletion { _ in completed = true }
    move.pausesOnCompletion = true
    move.startAnimation()
    run(1.2)
    #expect(move.state == .active && !move.isRunning && !completed)
    #expect(move.fractionComplete == 1 && box.frame.origin.x == 200)
  }

  @Test("stopping without finishing leaves values where they are, inactive, with no completion")
  func stopWithoutFinishing() {
    animator.advance(to: 0)
    let move = makeMove()
    var completed = false
    move.addCompletion { _ in completed = true }
    move.startAnimation(afterDelay: 0.2)
    run(0.2)
    #expect(box.frame.origin.x == 0)  // still in the delay
    run(0.5)
    move.stopAnimation(true)
    #expect(move.state == .inactive && !completed)
    #expect(isClose(box.frame.origin.x, 100, within: 1e-9))
    run(1)
    #expect(isClose(box.frame.origin.x, 100, within: 1e-9))
  }

  @Test("a spring with duration 0 runs for its settling duration; the cubic curve and UIKit's defaults")
  func durations() {
    let spring = Spring(mass: 1, stiffness: 200, damping: 20)
    let a = PropertyAnimator(
      duration: 0, timingParameters: .spring(spring, initialVelocity: 0), animator: animator)
    #expect(isClose(a.duration, spring.settlingDuration, within: 1e-12))
    let b = PropertyAnimator(duration: 0.5, animator: animator)
    #expect(b.timingParameters == .cubic(.easeInOut))
  }
}

@Suite("Feedback")
struct FeedbackTests {
  final class Recorder: FeedbackSink {
    var played: [FeedbackStyle] = []
    func impact(_ style: FeedbackStyle) { played.append(style) }
  }

  @Test("a generator plays its style; the cue plays it and flashes a ring that fades out")
  func cue() {
    let recorder = Recorder()
    let animator = Animator()
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let button = Layer(frame: Rect(x: 100, y: 100, width: 50, height: 50))
    root.addSublayer(button)
    ImpactFeedbackGenerator(style: .light, sink: recorder).impactOccurred()
    let cue = FeedbackCue(around: button, sink: recorder, animator: animator)
    animator.advance(to: 0)
    cue.impact(.medium)
    #expect(recorder.played == [.light, .medium])
    #expect(cue.ring.superlayer === root && cue.ring.alpha == 1 && cue.ring.border?.width == 3)
    animator.advance(to: 0.15)
    #expect(cue.ring.alpha > 0 && cue.ring.alpha < 1)
    animator.advance(to: 0.4)
    #expect(cue.ring.alpha == 0 && animator.isIdle)
    cue.impact(.heavy)  // again, after the fade has finished
    #expect(cue.ring.alpha == 1 && recorder.played.last == .heavy)
  }
}
