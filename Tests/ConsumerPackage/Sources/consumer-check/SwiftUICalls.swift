// Every member of SwiftUI's `Spring`, called exactly as SwiftUI code calls it (defaults left out where
// SwiftUI has them), checked against the RK4 reference in main.swift and against closed forms computed
// here from SwiftUI's documented parameter formulas: k = (2π/duration)², c = 4π·(1 − bounce)/duration.
import FluidMotion

/// The last time on a 0.1 ms grid at which the RK4 reference is farther than `epsilon` from the target.
func referenceSettlingTime(_ s: Spring, target: Double, epsilon: Double, horizon: Double) -> Double {
  var last = 0.0
  var (y, v) = (-target, 0.0)
  var t = 0.0
  while t < horizon {
    (y, v) = rk4Reference(s, y0: y, v0: v, time: 1e-4)
    t += 1e-4
    if abs(y) > epsilon { last = t }
  }
  return last
}

@MainActor func checkSwiftUIInitialisersAndPresets() {
  // Apple's own example in the documentation of `Spring`.
  let spring = Spring(duration: 0.5, bounce: 0.3)
  let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
  check(
    abs(mass - 1) < 1e-12 && abs(stiffness - 157.9) < 0.05 && abs(damping - 17.6) < 0.05, "(1.0, 157.9, 17.6)"
  )
  let spring2 = Spring(mass: 1, stiffness: 100, damping: 10)
  let (duration, bounce) = (spring2.duration, spring2.bounce)
  check(abs(duration - 0.628) < 0.001 && abs(bounce - 0.5) < 1e-12, "(0.63, 0.5)")

  check(Spring() == Spring(duration: 0.5, bounce: 0.0), "Spring() is duration 0.5, bounce 0")
  check(Spring(bounce: 0.2).duration == Spring(duration: 0.5, bounce: 0.2).duration, "default duration")
  let byResponse = Spring(response: 0.4, dampingRatio: 0.7)
  check(abs(byResponse.response - 0.4) < 1e-12 && abs(byResponse.dampingRatio - 0.7) < 1e-12, "response")
  let over = Spring(mass: 2, stiffness: 100, damping: 60, allowOverDamping: true)
  check(abs(over.dampingRatio - 60 / (2 * 200.0.squareRoot())) < 1e-12, "allowOverDamping: true")
  check(abs(Spring(mass: 2, stiffness: 100, damping: 60).dampingRatio - 1) < 1e-12, "clamped to critical")
  let settling = Spring(settlingDuration: 0.8, dampingRatio: 0.6)
  check(abs(settling.settlingDuration - 0.8) < 1e-9, "init(settlingDuration:dampingRatio:)")
  let settlingLoose = Spring(settlingDuration: 0.8, dampingRatio: 0.6, epsilon: 0.01)
  check(abs(settlingLoose.settlingDuration(target: 1.0, epsilon: 0.01) - 0.8) < 1e-9, "… epsilon: 0.01")

  for (preset, base) in [(Spring.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
    check(abs(preset.duration - 0.5) < 1e-12 && abs(preset.bounce - base) < 1e-12, "preset bounce \(base)")
    let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
    check(abs(preset.stiffness - k) < 1e-9 && abs(preset.damping - 4 * .pi * (1 - base) / 0.5) < 1e-9, "k, c")
  }
  check(Spring.smooth(duration: 0.3) == Spring(duration: 0.3, bounce: 0), ".smooth(duration:)")
  check(abs(Spring.snappy(extraBounce: 0.1).bounce - 0.25) < 1e-12, ".snappy(extraBounce:)")
  check(
    abs(Spring.bouncy(duration: 0.4, extraBounce: -0.1).bounce - 0.2) < 1e-12,
    ".bouncy(duration:extraBounce:)")
}

@MainActor func checkSwiftUITrajectories() {
  let spring = Spring(duration: 0.5, bounce: 0.3)
  for t in [0.0, 0.05, 0.1, 0.37] {
    let (y, v) = rk4Reference(spring, y0: -1, v0: 0, time: t)
    check(abs(spring.value(target: 1.0, time: t) - (1 + y)) < 1e-9, "value(target:time:) t \(t)")
    check(abs(spring.velocity(target: 1.0, time: t) - v) < 1e-8, "velocity(target:time:) t \(t)")
    let (y2, v2) = rk4Reference(spring, y0: -1, v0: 2, time: t)
    check(
      abs(spring.value(target: 1.0, initialVelocity: 2.0, time: t) - (1 + y2)) < 1e-9, "… initialVelocity")
    check(abs(spring.velocity(target: 1.0, initialVelocity: 2.0, time: t) - v2) < 1e-8, "velocity(…) v0 2")
    let (y3, v3) = rk4Reference(spring, y0: 10 - 30, v0: 5, time: t)
    check(
      abs(spring.value(fromValue: 10.0, toValue: 30.0, initialVelocity: 5.0, time: t) - (30 + y3)) < 1e-8,
      "from")
    check(
      abs(spring.velocity(fromValue: 10.0, toValue: 30.0, initialVelocity: 5.0, time: t) - v3) < 1e-7,
      "from v")
  }
  let point = spring.value(target: Vector2(x: 1, y: 2), time: 0.1)
  check(abs(point.y - 2 * spring.value(target: 1.0, time: 0.1)) < 1e-12, "value(target:time:) on a Vector2")
  var value = 0.0
  var velocity = 0.0
  for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60) }
  check(abs(value - spring.value(target: 1.0, time: 0.5)) < 1e-12, "update(value:velocity:target:deltaTime:)")
}

@MainActor func checkSwiftUIForceAndSettling() {
  let spring = Spring(duration: 0.5, bounce: 0.3)
  let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
  let c = 4 * Double.pi * (1 - 0.3) / 0.5
  check(
    abs(spring.force(target: 1.0, position: 0.25, velocity: 3.0) - (-k * (0.25 - 1) - c * 3)) < 1e-9, "force")
  let fromForce = spring.force(fromValue: 0.0, toValue: 1.0, position: 0.25, velocity: 3.0)
  check(abs(fromForce - (-k * (0.25 - 1) - c * 3)) < 1e-9, "force(fromValue:toValue:position:velocity:)")

  let truth = referenceSettlingTime(spring, target: 1, epsilon: 0.001, horizon: 3)
  let claimed = spring.settlingDuration(target: 1.0, epsilon: 0.001)
  check(claimed >= truth - 1e-4 && claimed <= truth + spring.response, "settlingDuration(target:epsilon:)")
  check(spring.settlingDuration == claimed, "settlingDuration is target 1, epsilon 0.001")
  check(
    spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) == claimed, "… initialVelocity"
  )
  let fromTo = spring.settlingDuration(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  check(fromTo == claimed, "settlingDuration(fromValue:toValue:initialVelocity:epsilon:)")
  check(
    abs(spring.response - 0.5) < 1e-12 && abs(spring.dampingRatio - 0.7) < 1e-12, "response, dampingRatio")
}
