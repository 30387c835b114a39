import FluidMotion

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
