import FluidMotion
import Testing
import TestSupport

@Suite("SpringAnimation and Animator")
struct SpringAnimationTests {
  @Test(
    "lands exactly on the target, and nothing after settling strays beyond the tolerance",
    arguments: [0.2, 0.6, 1.0, 2.0], [-3000.0, 0, 3000])
  func settles(ratio: Double, velocity: Double) {
    let spring = Spring(response: 0.35, dampingRatio: ratio)
    let animation = SpringAnimation(spring: spring, value: 600.0, velocity: velocity, target: 50.0)
    let animator = Animator()
    animator.add(animation)
    var t = 0.0
    animator.advance(to: t)
    while !animator.isIdle && t < 30 {
      t += 1.0 / 120
      animator.advance(to: t)
    }
    #expect(animator.isIdle)
    #expect(animation.value == 50 && animation.velocity == 0)
    // The analytic motion after the settle time never leaves the tolerance (a thousandth of the
    // move, or of the throw's excursion).
    #expect(animation.tolerance >= 0.55 && animation.tolerance < 2)
    var s = t
    while s < t + 3 {
      let y = spring.value(fromValue: 600.0, toValue: 50.0, initialVelocity: velocity, time: s)
      #expect(abs(y - 50) <= animation.tolerance)
      s += 0.001
    }
  }

  @Test("retarget and spring change mid-flight keep value and velocity")
  func retargetContinuity() {
    let animation = SpringAnimation(
      spring: .snappy, value: Vector2(x: 0, y: 600), target: Vector2(x: 0, y: 50))
    _ = animation.advance(by: 0.1)
    let (value, velocity) = (animation.value, animation.velocity)
    animation.target = Vector2(x: 0, y: 600)
    animation.spring = .bouncy
    #expect(animation.value == value && animation.velocity == velocity)
    _ = animation.advance(by: 0)
    #expect(animation.value == value && animation.velocity == velocity)
    _ = animation.advance(by: 1.0 / 60)
    #expect(isClose(animation.value, value + velocity.scaled(by: 1.0 / 60), within: 20))
  }

  @Test("the animator scales time and drops finished animations")
  func animatorTimeScale() {
    let animator = Animator()
    let a = SpringAnimation(spring: .smooth, value: 0.0, target: 1.0, tolerance: 1e-3)
    animator.add(a)
    animator.add(a)
    #expect(animator.count == 1)
    animator.timeScale = 0.1
    animator.advance(to: 10)
    animator.advance(to: 11)
    let slow = a.value
    let reference = Spring.smooth.value(target: 1.0, initialVelocity: 0.0, time: 0.1)
    #expect(isClose(slow, reference, within: 1e-12))
    animator.advance(to: 10.5)  // time going backwards advances by nothing
    #expect(a.value == slow)
  }

  @Test("an animation added after an idle pause starts from the time it was added")
  func idlePause() {
    let animator = Animator()
    animator.advance(to: 0)
    animator.advance(to: 5)  // idle: only records the time
    let a = SpringAnimation(spring: .smooth, value: 0.0, target: 1.0)
    animator.add(a)
    animator.advance(to: 5.1)
    #expect(
      isClose(a.value, Spring.smooth.value(target: 1.0, initialVelocity: 0.0, time: 0.1), within: 1e-12))
  }
}
