import FluidIO
import FluidMotion
import FluidUI

/// A number worked out off the main actor that fades in when it arrives: the scene of
/// `fluid-bench main-queue` and of the "Concurrency and the frame loop" article.
final class ArrivingScene: Scene {
  let context = SceneContext()
  let title = "Arriving"
  let root = Layer()
  /// The number, transparent until it arrives.
  let badge = Layer()
  /// When each frame was drawn so far, monotonic seconds (the loop updates the scene once a frame).
  private(set) var frameTimes: [Double] = []

  init() {
    root.fill = .solid(Color(hex: 0x0D0D0D))
    badge.alpha = 0
    badge.cornerRadius = 16
    badge.fill = .solid(Color(hex: 0x73B2FF))
    badge.textStyle = TextStyle(size: 28, color: .white, bold: true, alignment: .center)
    root.addSublayer(badge)
  }

  /// Shows `value` and fades it in on a spring, from where it is.
  func show(_ value: Int) {
    badge.text = "\(value)"
    let fade = SpringAnimation(spring: Spring(response: 0.3, dampingRatio: 1), value: badge.alpha, target: 1)
    fade.onUpdate = { [weak self] alpha, _ in self?.badge.alpha = alpha }
    animator.add(fade)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    badge.frame = Rect(x: size.width / 2 - 120, y: size.height / 2 - 40, width: 240, height: 80)
  }

  func handle(_ event: InputEvent) -> Bool { false }

  func update(at time: Double) { frameTimes.append(MonotonicClock.now) }

  var state: [String: Double] { ["alpha": badge.alpha, "frames": Double(frameTimes.count)] }
}
