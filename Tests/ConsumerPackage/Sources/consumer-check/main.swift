// Checks FluidMotion's public API from outside the package against an independent reference: classic
// RK4 at 10 µs steps with compensated (Kahan) accumulation of time and state.
import FluidMotion

#if canImport(Glibc)
  import Glibc
#endif

/// y″ = −(k/m)·y − (c/m)·y′ integrated from (y0, v0) for `time` seconds.
func rk4Reference(_ s: Spring, y0: Double, v0: Double, time: Double) -> (Double, Double) {
  let k = s.stiffness / s.mass
  let c = s.damping / s.mass
  let steps = Int((time / 1e-5).rounded(.up))
  let h = time / Double(steps)
  var y = y0, v = v0, cy = 0.0, cv = 0.0
  func acc(_ y: Double, _ v: Double) -> Double { -k * y - c * v }
  for _ in 0..<steps {
    let (k1y, k1v) = (v, acc(y, v))
    let (k2y, k2v) = (v + h / 2 * k1v, acc(y + h / 2 * k1y, v + h / 2 * k1v))
    let (k3y, k3v) = (v + h / 2 * k2v, acc(y + h / 2 * k2y, v + h / 2 * k2v))
    let (k4y, k4v) = (v + h * k3v, acc(y + h * k3y, v + h * k3v))
    let dy = h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y) - cy
    let dv = h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v) - cv
    let ny = y + dy, nv = v + dv
    cy = (ny - y) - dy
    cv = (nv - v) - dv
    y = ny
    v = nv
  }
  return (y, v)
}

var passed = 0
var failed = 0
@MainActor func check(_ ok: Bool, _ what: String) {
  if ok { passed += 1 } else { failed += 1; print("FAILED: \(what)") }
}

for ratio in [0.1, 0.8, 1.0, 1.0 + 1e-3, 2.5] {
  for response in [0.1, 0.6] {
    let spring = Spring(response: response, dampingRatio: ratio)
    let scale = max(200.0, 4000 / spring.angularFrequency)
    for t in [0.05, 0.5] {
      let (y, v) = rk4Reference(spring, y0: -200, v0: 4000, time: t)
      let value = spring.value(fromValue: 0.0, toValue: 200.0, initialVelocity: 4000.0, time: t)
      let velocity = spring.velocity(fromValue: 0.0, toValue: 200.0, initialVelocity: 4000.0, time: t)
      check(
        abs(value - (200 + y)) <= 1e-9 * scale,
        "value ζ \(ratio) R \(response) t \(t): \(value) vs \(200 + y)")
      check(
        abs(velocity - v) <= 1e-9 * scale * spring.angularFrequency,
        "velocity ζ \(ratio) R \(response) t \(t)")
    }
    // Stepping frame by frame at 144 Hz lands on the same value.
    var x = 0.0, xv = 4000.0
    for _ in 0..<72 { spring.update(value: &x, velocity: &xv, target: 200, deltaTime: 1.0 / 144) }
    let exact = spring.value(fromValue: 0.0, toValue: 200.0, initialVelocity: 4000.0, time: 0.5)
    check(abs(x - exact) <= 1e-9 * scale, "144 Hz stepping ζ \(ratio) R \(response)")
  }
}

let animation = SpringAnimation(spring: .snappy, value: Vector2(x: 0, y: 600), target: Vector2(x: 0, y: 50))
let animator = Animator()
animator.add(animation)
var now = 0.0
while !animator.isIdle && now < 10 {
  now += 1.0 / 60
  animator.advance(to: now)
}
check(animation.value == Vector2(x: 0, y: 50), "SpringAnimation lands on its target")
check(abs(Decay.normal.projectedDistance(initialVelocity: 1000.0) - 499.5) < 0.05, "Decay projection")

checkSwiftUIInitialisersAndPresets()
checkSwiftUITrajectories()
checkSwiftUIForceAndSettling()
checkFluidUI()
checkAdopterScenes()

print("consumer-check: \(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
