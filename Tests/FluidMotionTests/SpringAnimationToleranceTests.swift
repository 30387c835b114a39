import FluidMotion
import Testing
import TestSupport

/// A spring animation's rest follows its own move: a value from 0 to 1 (an opacity, a scale, a
/// progress) moves as exactly as a position in points.
@Suite("SpringAnimation's tolerance follows the move")
struct SpringAnimationToleranceTests {
  /// Steps `animation` at 60 Hz until it finishes (10 s at most); every value it reports, in order.
  func run(_ animation: SpringAnimation<Double>) -> [Double] {
    var values: [Double] = []
    animation.onUpdate = { value, _ in values.append(value) }
    for _ in 0..<600 where animation.advance(by: 1.0 / 60) == .finished { break }
    return values
  }

  @Test(
    "spring(value: 0, target: 1): the closed form to 1e-9 on every frame before it rests, and it rests within 1e-3 of 1"
  )
  func zeroToOne() {
    let animation = SpringAnimation.spring(value: 0.0, target: 1.0)
    let spring = animation.spring
    let values = run(animation)
    #expect(values.last == 1 && values.count > 30, "\(values.count) frames")
    for (i, value) in values.dropLast().enumerated() {
      let exact = spring.value(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: Double(i + 1) / 60)
      #expect(isClose(value, exact, within: 1e-9), "frame \(i + 1)")
    }
    let beforeRest = values.dropLast().last ?? 0
    #expect(abs(beforeRest - 1) <= 1e-3, "the landing jumped \(abs(beforeRest - 1))")
  }

  @Test("interpolatingSpring(stiffness: 170, damping: 15), ζ 0.58: overshoots past 1.05 before it rests at 1")
  func overshoot() {
    let values = run(
      SpringAnimation.interpolatingSpring(stiffness: 170, damping: 15, value: 0.0, target: 1.0))
    #expect((values.max() ?? 0) > 1.05, "peak \(values.max() ?? 0)")
    #expect(values.last == 1)
  }

  @Test("a scale from 1.0 to 1.2 moves on the first frame")
  func smallMove() {
    let animation = SpringAnimation.spring(value: 1.0, target: 1.2)
    #expect(animation.advance(by: 1.0 / 60) == .running)
    #expect(animation.value > 1.0 + 1e-4 && animation.value < 1.2)
  }

  @Test(
    "the tolerance is a thousandth of the move, of a throw's excursion from the target, or the one given",
    arguments: [(0.0, 0.0, 1.0, 1e-3), (0.0, 0.0, 600.0, 0.6), (5.0, 0.0, 4.0, 1e-3)])
  func measured(value: Double, velocity: Double, target: Double, tolerance: Double) {
    let animation = SpringAnimation(spring: .smooth, value: value, velocity: velocity, target: target)
    #expect(isClose(animation.tolerance, tolerance, within: tolerance * 1e-9))
    let given = SpringAnimation(spring: .smooth, value: value, target: target, tolerance: 0.5)
    #expect(given.tolerance == 0.5)
    given.target = target + 1000
    #expect(given.tolerance == 0.5)
  }

  @Test(
    "thrown from its target, the tolerance is a thousandth of the throw's excursion; a retarget measures anew"
  )
  func throwAndRetarget() {
    let spring = Spring(response: 0.5, dampingRatio: 1)
    let thrown = SpringAnimation(spring: spring, value: 0.0, velocity: 10.0, target: 0.0)
    let excursion = spring.excursionBound(displacement: 0.0, velocity: 10.0)
    #expect(excursion > 0 && isClose(thrown.tolerance, excursion * 1e-3, within: 1e-12))
    let values = run(thrown)
    // A critically damped throw peaks at v / ω / e: 10 / (2π / 0.5) / e ≈ 0.293.
    #expect(isClose(values.max() ?? 0, 0.293, within: 0.01) && values.last == 0)
    let moving = SpringAnimation(spring: spring, value: 0.0, target: 1.0)
    moving.target = 1000
    #expect(isClose(moving.tolerance, 1, within: 1e-9))
  }

  @Test("at rest on its target, it lands on the first step")
  func atRest() {
    let animation = SpringAnimation(spring: .smooth, value: 3.0, target: 3.0)
    #expect(animation.advance(by: 1.0 / 60) == .finished)
  }
}
