// FluidUI from outside the package: a layer animated by a running property animator on its clock.
import FluidMotion
import FluidUI

@MainActor func checkFluidUI() {
  let animator = Animator()
  animator.advance(to: 0)
  let card = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 60))
  var ended: AnimatingPosition?
  PropertyAnimator.runningPropertyAnimator(withDuration: 0.5, curve: .linear, animator: animator) {
    card.frame.origin.x = 200
  } completion: {
    ended = $0
  }
  animator.advance(to: 0.25)
  check(abs(card.frame.origin.x - 100) < 1e-9, "FluidUI: a linear animator is halfway at half time")
  animator.advance(to: 1)
  check(card.frame.origin.x == 200 && ended == .end, "FluidUI: the animator completes at its end")
}
