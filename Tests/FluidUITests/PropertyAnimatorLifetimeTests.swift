import FluidMotion
import FluidUI
import Testing

/// A running animator and its clock do not keep each other alive (issue 13, defect 7).
@Suite("PropertyAnimator lifetime")
struct PropertyAnimatorLifetimeTests {
  @Test("dropping the clock while a fade runs frees both: no retain cycle")
  func noCycle() {
    weak var weakClock: Animator?
    weak var weakFade: PropertyAnimator?
    do {
      let clock = Animator()
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      clock.advance(to: 0)
      let fade = PropertyAnimator(duration: 1, curve: .linear, animator: clock) { layer.alpha = 0 }
      fade.startAnimation()
      clock.advance(to: 0.25)
      #expect(fade.isRunning)
      (weakClock, weakFade) = (clock, fade)
    }
    #expect(weakClock == nil)
    #expect(weakFade == nil)
  }
}
