import FluidMotion
import FluidUI
import Testing
import TestSupport

/// A progress driven by a spring or by the pointer, caught at any instant, completed with a velocity.
@Suite("InteractiveTransition")
final class InteractiveTransitionTests {
  let animator = Animator()
  var time = 0.0
  var ends: [AnimatingPosition] = []

  init() { animator.advance(to: 0) }

  func make(at progress: Double = 0) -> InteractiveTransition {
    let transition = InteractiveTransition(progress: progress, animator: animator)
    hear(transition)
    return transition
  }

  /// Records every landing of `transition` in ``ends``: each completion adds the next.
  func hear(_ transition: InteractiveTransition) {
    transition.addCompletion { [unowned self, unowned transition] in
      ends.append($0)
      hear(transition)
    }
  }

  /// Ticks at 120 Hz for `seconds`.
  func run(_ seconds: Double) { animator.tick(seconds, from: &time) }

  @Test("finish and cancel spring to their end and say which end they reached")
  func finishAndCancel() {
    let t = make()
    t.finish()
    run(0.1)
    #expect(t.isAnimating && t.progress > 0 && t.progress < 1)
    run(2)
    #expect(t.progress == 1 && ends == [.end] && !t.isMoving)
    t.cancel()
    run(2)
    #expect(t.progress == 0 && ends == [.end, .start])
  }

  @Test("finish(velocity:) starts at that velocity (progress per second)")
  func carriesVelocity() {
    let t = make(at: 0.4)
    t.finish(velocity: 3)
    time += 1e-4
    animator.advance(to: time)
    #expect(isClose((t.progress - 0.4) / 1e-4, 3, within: 0.02))
  }

  @Test("caught on the press frame, it follows the translation 1:1 and stays within 0...1")
  func catchAndFollow() {
    let t = make()
    t.finish()
    run(0.15)
    let caught = t.progress
    t.pause(at: Vector2(x: 300, y: 200), time: time)
    run(0.05)
    #expect(t.progress == caught && t.isInteractive && !t.isAnimating)
    t.update(translation: 60, over: 600, time: time)
    #expect(isClose(t.progress, caught + 0.1, within: 1e-12))
    t.update(translation: 6000, over: 600, time: time + 0.01)
    #expect(t.progress == 1)
    t.update(translation: -6000, over: 600, time: time + 0.02)
    #expect(t.progress == 0)
  }

  @Test(
    "a drag's release goes to the end nearest its projected landing, carrying the velocity",
    arguments: [(-200.0, 0.0), (200.0, 1.0), (-2000.0, 0.0), (2000.0, 1.0)])
  func dragRelease(speed: Double, end: Double) {
    let t = make(at: 0.5)
    t.pause(at: Vector2(x: 300, y: 200), time: time)
    for step in 1...10 {  // 10 steps of 10 ms at `speed` pt/s along a 600-pt transition
      t.update(translation: speed * 0.01 * Double(step), over: 600, time: time + 0.01 * Double(step))
    }
    time += 0.1
    animator.advance(to: time)
    let released = t.progress
    t.release(at: time, moved: true)
    #expect(t.target == end)
    time += 1e-4
    animator.advance(to: time)
    #expect(isClose((t.progress - released) / 1e-4, speed / 600, within: abs(speed) / 600 * 0.05))
    run(3)
    #expect(t.progress == end && ends == [end == 1 ? .end : .start])
  }

  @Test("a click on a moving transition lets it go on; with clickReverses it turns back at its speed")
  func click() {
    for reverses in [false, true] {
      let t = make()
      t.clickReverses = reverses
      t.finish()
      run(0.1)
      let before = t.velocity
      t.pause(at: Vector2(x: 10, y: 10), time: time)
      t.release(at: time + 0.1)
      #expect(t.target == (reverses ? 0 : 1))
      time += 1e-4
      let p = t.progress
      animator.advance(to: time)
      #expect(isClose((t.progress - p) / 1e-4, before, within: abs(before) * 0.05))
    }
  }

  @Test("a hold lets it go from rest to the nearer end")
  func hold() {
    let t = make()
    t.finish()
    run(0.12)
    let caught = t.progress
    t.pause(at: Vector2(x: 10, y: 10), time: time)
    t.release(at: time + 0.8)
    #expect(t.target == (caught < 0.5 ? 0 : 1))
    time += 1e-3
    animator.advance(to: time)
    #expect(abs(t.progress - caught) < 1e-3)  // from rest: it barely moves in the first millisecond
  }
}
