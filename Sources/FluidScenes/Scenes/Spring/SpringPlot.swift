#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion
import FluidUI

/// A plot of a spring's position over time, drawn with thin segments, and a dot for "now".
final class SpringPlot {
  let layer = Layer()
  private let curve = Layer()
  private let goal = Layer()
  private let dot = Layer()
  /// The time the plot's width shows, s: the run's, from rest until it settles within a quarter
  /// point (as the loop does), 0.3…30 s.
  private(set) var timeSpan = 1.0
  private var distance = 1.0
  /// The largest offset the plot shows at its top edge, pt.
  private var top = 1.0

  init() {
    // 4 % white over the scene's #0D0D0D, as one opaque colour: filled, not blended, and a plot
    // that changes repaints only itself (an opaque interior hides what lies beneath).
    layer.fill = .solid(Color(hex: 0x161616))
    layer.cornerRadius = 12
    layer.isUserInteractionEnabled = false
    goal.fill = .solid(Color(white: 1, alpha: 0.25))
    dot.fill = .solid(.white)
    dot.cornerRadius = 5
    [goal, curve, dot].forEach(layer.addSublayer)
  }

  func layout(frame: Rect) {
    layer.frame = frame
    curve.frame = Rect(origin: .zero, size: frame.size)
  }

  /// Where (time `t`, offset `x`) is in the panel.
  ///
  /// Offsets 0...``top`` fill its height inside a 12 pt inset, and nothing is drawn outside it.
  private func point(_ t: Double, _ x: Double) -> Vector2 {
    let f = layer.frame.size
    let height = max(f.height - 24, 0)
    return Vector2(
      x: 12 + min(max(t / timeSpan, 0), 1) * max(f.width - 24, 0),
      y: f.height - 12 - min(max(x / top, 0), 1) * height)
  }

  /// Redraws the curve of `spring` moving `distance` points from rest; `top` (pt) is the offset at
  /// the panel's top edge: the room the square has, so the curve and the square agree.
  func draw(_ spring: Spring, distance: Double, top: Double) {
    self.distance = max(distance, 1)
    self.top = max(top, self.distance)
    // The whole run: a slow, light spring (ζ 0.1, response 2 s) takes 25 s, and a plot cut at 6 s
    // lost the dot for most of it.
    let settled = spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.25 / self.distance)
    timeSpan = min(max(settled, 0.3), 30)
    for l in curve.sublayers { l.removeFromSuperlayer() }
    let n = 90
    var previous = point(0, 0)
    for i in 1...n {
      let t = timeSpan * Double(i) / Double(n)
      let p = point(t, spring.value(target: self.distance, initialVelocity: 0.0, time: t))
      let d = p - previous
      let segment = Layer(frame: Rect(x: previous.x, y: previous.y - 1, width: d.magnitude, height: 2))
      segment.anchorPoint = Vector2(x: 0, y: 0.5)
      segment.transform.rotation = atan2(d.y, d.x)
      segment.fill = .solid(Color(hex: 0x64CCF7))
      curve.addSublayer(segment)
      previous = p
    }
    let target = point(0, self.distance)
    goal.frame = Rect(
      x: 12, y: target.y - 0.5, width: SceneLayout.room(layer.frame.size.width - 24), height: 1)
  }

  /// Whether the dot shows.
  var isMarkShown: Bool { !dot.isHidden }

  /// Moves the dot to (time, x), at the right edge past the plot's span; hides it when there is no
  /// run (time nil).
  func mark(time: Double?, x: Double) {
    guard let time else {
      dot.isHidden = true
      return
    }
    dot.isHidden = false
    let p = point(time, x)
    dot.frame = Rect(x: p.x - 5, y: p.y - 5, width: 10, height: 10)
  }
}
