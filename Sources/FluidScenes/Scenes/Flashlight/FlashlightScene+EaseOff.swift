import FluidMotion
import FluidUI

extension FlashlightScene {
  /// Eases the force off from where it is: the state machine sees it pass 0.49 (the toggle) and 0.4,
  /// then the rest spring takes over with the ease's speed.
  func easeOff() {
    let ease = ForceEaseOff(force: force) { [weak self] f in self?.apply(force: f) }
    easing = ease
    context.animator.add(ease) { [weak self] _ in
      guard let self, self.easing === ease else { return }
      self.easing = nil
      if self.phase == .activated { self.toggle() }
      self.phase = .reset
      self.springToRest(velocity: -0.84 * Self.easeOffRate)
    }
  }
}
