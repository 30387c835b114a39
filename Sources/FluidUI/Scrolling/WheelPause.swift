import FluidMotion

/// Waits out a touchpad scroll's pause: `pause` seconds with no step, then `onPause`.
final class WheelPause: Animation {
  private var quiet = 0.0
  private let pause: Double
  private let onPause: () -> Void

  init(pause: Double, onPause: @escaping () -> Void) {
    self.pause = pause
    self.onPause = onPause
  }

  /// A step came: the pause starts again.
  func restart() { quiet = 0 }

  func advance(by dt: Double) -> AnimationStatus {
    quiet += dt
    guard quiet >= pause - 1e-9 else { return .running }
    onPause()
    return .finished
  }
}
