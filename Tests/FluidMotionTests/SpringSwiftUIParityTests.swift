import FluidMotion
import Testing
import TestSupport

/// SwiftUI's `Spring` members, called with SwiftUI's labels and defaults, against their meaning.
@Suite("Spring: SwiftUI parity")
struct SpringSwiftUIParityTests {
  static let springs: [Spring] = [
    .smooth, .snappy, .bouncy, Spring(response: 0.3, dampingRatio: 1.6),
    Spring(mass: 2.5, stiffness: 300, damping: 12),
  ]

  @Test("initialisers' defaults: duration 0.5, bounce 0, mass 1, no over-damping, epsilon 0.001")
  func initialiserDefaults() {
    #expect(Spring() == Spring(duration: 0.5, bounce: 0))
    #expect(Spring(bounce: 0.2) == Spring(duration: 0.5, bounce: 0.2))
    #expect(Spring(stiffness: 100, damping: 10) == Spring(mass: 1, stiffness: 100, damping: 10))
    #expect(
      Spring(stiffness: 100, damping: 50) == Spring(stiffness: 100, damping: 20, allowOverDamping: true))
    #expect(
      Spring(settlingDuration: 0.7, dampingRatio: 0.5)
        == Spring(settlingDuration: 0.7, dampingRatio: 0.5, epsilon: 0.001))
  }

  @Test(
    "value and velocity(target:time:) start at rest: initialVelocity defaults to zero", arguments: springs)
  func targetDefaults(spring: Spring) {
    for t in [0.0, 0.03, 0.2, 0.9] {
      #expect(spring.value(target: 7.0, time: t) == spring.value(target: 7.0, initialVelocity: 0.0, time: t))
      #expect(
        spring.velocity(target: 7.0, time: t) == spring.velocity(target: 7.0, initialVelocity: 0.0, time: t))
    }
    #expect(spring.value(target: 7.0, time: 0) == 0)
  }

  @Test("the target forms are the fromValue forms from zero", arguments: springs)
  func targetIsFromZero(spring: Spring) {
    let (target, v0, t) = (Vector2(x: 3, y: -4), Vector2(x: 10, y: 2), 0.13)
    let a = spring.value(target: target, initialVelocity: v0, time: t)
    let b = spring.value(fromValue: .zero, toValue: target, initialVelocity: v0, time: t)
    #expect(isClose(a, b, within: 0))
    let shifted = spring.value(
      fromValue: Vector2(x: 5, y: 5), toValue: target + Vector2(x: 5, y: 5), initialVelocity: v0, time: t)
    #expect(isClose(shifted - Vector2(x: 5, y: 5), a, within: 1e-12))
  }

  @Test("settlingDuration: property = (target 1, at rest, epsilon 0.001) = the defaults", arguments: springs)
  func settlingDefaults(spring: Spring) {
    let full = spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    #expect(spring.settlingDuration == full)
    #expect(spring.settlingDuration(target: 1.0) == full)
    #expect(spring.settlingDuration(target: 1.0, epsilon: 0.001) == full)
    #expect(
      spring.settlingDuration(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, epsilon: 0.001) == full)
    #expect(spring.settlingDuration(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0) == full)
  }

  @Test("settlingDuration(fromValue:toValue:…) depends only on the move", arguments: springs)
  func settlingFromTo(spring: Spring) {
    let a = spring.settlingDuration(fromValue: 40.0, toValue: 140.0, initialVelocity: -300.0, epsilon: 0.5)
    let b = spring.settlingDuration(target: 100.0, initialVelocity: -300.0, epsilon: 0.5)
    #expect(isClose(a, b, within: 1e-12 * b))
    // The value is then within epsilon for good (checked on a grid to twice the claim).
    var t = a
    while t < 2 * a {
      let y = spring.value(fromValue: 40.0, toValue: 140.0, initialVelocity: -300.0, time: t)
      #expect(abs(y - 140) <= 0.5 * (1 + 1e-9))
      t += 0.003
    }
  }

  @Test("force: −k·(position − target) − c·velocity; fromValue does not enter", arguments: springs)
  func force(spring: Spring) {
    let expected = -spring.stiffness * (0.25 - 1) - spring.damping * 3
    #expect(isClose(spring.force(target: 1.0, position: 0.25, velocity: 3.0), expected, within: 1e-9))
    for from in [-5.0, 0, 0.25, 12] {
      let f = spring.force(fromValue: from, toValue: 1.0, position: 0.25, velocity: 3.0)
      #expect(isClose(f, expected, within: 1e-9))
    }
  }

  @Test("force over mass is the acceleration of the trajectory value(target:time:)", arguments: springs)
  func forceIsAcceleration(spring: Spring) {
    let (t, h) = (0.11, 1e-5)
    let x = spring.value(target: 2.0, time: t)
    let v = spring.velocity(target: 2.0, time: t)
    let a = (spring.velocity(target: 2.0, time: t + h) - spring.velocity(target: 2.0, time: t - h)) / (2 * h)
    let fromForce = spring.force(target: 2.0, position: x, velocity: v) / spring.mass
    #expect(isClose(fromForce, a, within: 1e-4 * max(1, abs(a))))
  }

  @Test("update(value:velocity:target:deltaTime:) steps along value(target:initialVelocity:time:)")
  func update() {
    let spring = Spring.bouncy
    var (x, v) = (0.0, 4.0)
    for _ in 0..<45 { spring.update(value: &x, velocity: &v, target: 1.0, deltaTime: 1.0 / 90) }
    #expect(isClose(x, spring.value(target: 1.0, initialVelocity: 4.0, time: 0.5), within: 1e-12))
    #expect(isClose(v, spring.velocity(target: 1.0, initialVelocity: 4.0, time: 0.5), within: 1e-11))
  }
}
