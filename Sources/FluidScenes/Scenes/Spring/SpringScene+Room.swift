#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion
import FluidUI

extension SpringScene {
  /// How far right the square may go, pt: the width less 2 × 30 margins and the square.
  var room: Double { max(1, size.width - 2 * 30 - 80) }

  /// The peak overshoot of a step from rest on `spring`, as a fraction of the step: e^(−ζπ/√(1−ζ²))
  /// below critical damping, 0 at or above it.
  static func overshoot(_ spring: Spring) -> Double {
    let z = spring.dampingRatio
    return z < 1 ? exp(-z * Double.pi / (1 - z * z).squareRoot()) : 0
  }

  /// The overshoot of the bounciest spring the damping slider can choose (ζ 0.1): 73 %.
  static let largestOvershoot = overshoot(Spring(response: 1, dampingRatio: 0.1))

  /// The run's length, pt: the same for every damping.
  ///
  /// So the square rests at the same x whatever the sliders say; it is short enough that the
  /// bounciest spring's peak lands exactly at the edge of the room: every spring the sliders make
  /// fits.
  var runDistance: Double { room / (1 + Self.largestOvershoot) }

  /// Moves a running spring onto the sliders' parameters (`old` were the previous ones) and the
  /// current room, keeping its position.
  ///
  /// A new response rescales the velocity (the same motion, faster or slower). If the spring would
  /// then carry the square past the room (its closed-form path, sampled to settling), this run ends
  /// short of the full distance; if no target will do, the velocity is reduced until it fits.
  func retarget(from old: Spring) {
    guard let spring = spring.animation else { return }
    let p = parameters
    let full = spring.target == 0 ? 0 : runDistance
    let x = spring.value
    var v = spring.velocity * p.angularFrequency / old.angularFrequency
    let shorter = (0...20).lazy.map { full * (1 - Double($0) * 0.05) }
    var target = shorter.first { self.fits(x, v, $0, p) } ?? full
    for _ in 0..<30 where !fits(x, v, target, p) { v *= 0.7 }
    if !fits(x, v, target, p) { (v, target) = (0, full) }
    spring.spring = p
    spring.target = target
    spring.reset(value: x, velocity: v)
  }

  /// Whether the path from `x` at `v` toward `target` on `p` stays within −30...room (the square
  /// inside the window's margins).
  private func fits(_ x: Double, _ v: Double, _ target: Double, _ p: Spring) -> Bool {
    let span = min(p.settlingDuration(fromValue: x, toValue: target, initialVelocity: v, epsilon: 0.5), 20)
    // 401 samples a step apart, each the exact transition of the last (one sin, cos and exp in all,
    // not one per sample: a slider dragged re-checks this up to 52 times a frame).
    let n = 400
    let step = SpringTransition(spring: p, deltaTime: span / Double(n))
    var (y, velocity) = (x - target, v)
    for _ in 0...n {
      if target + y > room + 0.5 || target + y < -30 { return false }
      (y, velocity) = step.apply(displacement: y, velocity: velocity)
    }
    return true
  }
}
