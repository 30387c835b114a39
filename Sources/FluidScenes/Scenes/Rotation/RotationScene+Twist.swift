import FluidMotion
import FluidUI

extension RotationScene {
  /// Two fingers on a touch device: the twist catches the square where it is, turns it by the
  /// fingers' rotation (within `InputBounds.angle`), and on release projects and snaps it as a
  /// drag does.
  func twisted(_ phase: TwistPhase, _ rotation: Double, _ time: Double) {
    let rotation = InputBounds.twist(rotation)
    switch phase {
    case .began:
      spring.stop()  // caught where it is
      var tracker = VelocityTracker<Double>()
      tracker.add(0, at: time)
      twist = (angle, tracker)
    case .changed:
      guard var t = twist else { return }
      t.tracker.add(rotation, at: time)
      twist = t
      setAngle(t.base + rotation)
    case .ended:
      guard let t = twist else { return }
      twist = nil
      setAngle(t.base + rotation)
      release(angularVelocity: t.tracker.velocity(at: time))
    }
  }
}
