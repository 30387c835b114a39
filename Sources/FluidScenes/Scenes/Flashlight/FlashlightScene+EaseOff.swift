import FluidMotion
import FluidUI

/// A released synthesised force falling at a steady rate, as a finger eases off: on the animator, so
/// slow motion slows it too.
final class ForceEaseOff: Animation {
  /// The force now, 0...1.
  private(set) var force: Double
  /// Called with the force after every step.
  let onStep: (Double) -> Void

  /// Eases off from `force`.
  init(force: Double, onStep: @escaping (Double) -> Void) {
    self.force = force
    self.onStep = onStep
  }

  /// Lowers the force by ``FlashlightScene/easeOffRate`` × `dt`, down to ``FlashlightScene/easeOffEnd``.
  func advance(by dt: Double) -> AnimationStatus {
    force = max(FlashlightScene.easeOffEnd, force - FlashlightScene.easeOffRate * dt)
    onStep(force)
    return force <= FlashlightScene.easeOffEnd ? .finished : .running
  }
}

extension FlashlightScene {
  /// Eases the force off from where it is: the state machine sees it pass 0.49 (the toggle) and 0.4,
  /// then the rest spring takes over with the ease's speed.
  func easeOff() {
    let ease = ForceEaseOff(force: force) { [weak self] f in self?.apply(force: f) }
    easing = ease
    context.animator.add(ease) { [weak self] in
      guard let self, self.easing === ease else { return }
      self.easing = nil
      if self.phase == .activated { self.toggle() }
      self.phase = .reset
      self.springToRest(velocity: -0.84 * Self.easeOffRate)
    }
  }
}
