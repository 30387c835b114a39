import FluidMotion
import Testing
import TestSupport

@Suite("Spring settling")
struct SpringSettlingTests {
  /// The last time on a fine grid at which |value − target| exceeds `epsilon`.
  func trueSettlingTime(_ s: Spring, target: Double, velocity: Double, epsilon: Double, horizon: Double)
    -> Double
  {
    let dt = 1e-4
    var last = 0.0
    var t = 0.0
    while t <= horizon {
      if abs(s.value(target: target, initialVelocity: velocity, time: t) - target) > epsilon { last = t }
      t += dt
    }
    return last
  }

  @Test(
    "settlingDuration is never earlier than the true settling time, and not far later",
    arguments: [0.1, 0.5, 0.9, 1.0, 1.3, 3.0], [0.0, 800, -2500])
  func neverEarly(ratio: Double, velocity: Double) {
    let s = Spring(response: 0.3, dampingRatio: ratio)
    let epsilon = 0.01
    let claimed = s.settlingDuration(target: 100.0, initialVelocity: velocity, epsilon: epsilon)
    let truth = trueSettlingTime(s, target: 100, velocity: velocity, epsilon: epsilon, horizon: claimed + 1)
    #expect(claimed >= truth - 1e-4)
    #expect(claimed <= truth + max(0.6 * s.response, 0.35 * truth))
  }

  @Test("the excursion bound holds for every later time", arguments: dampingRatios)
  func boundHolds(ratio: Double) {
    let s = Spring(response: 0.5, dampingRatio: ratio)
    for (y0, v0) in [(10.0, 0.0), (-3.0, 400.0), (0.0, -900.0), (50.0, 50.0)] {
      let bound = s.excursionBound(displacement: y0, velocity: v0)
      var t = 0.0
      while t < 4 {
        let y = s.value(fromValue: y0, toValue: 0.0, initialVelocity: v0, time: t)
        #expect(abs(y) <= bound * (1 + 1e-12))
        t += 0.0007
      }
    }
  }

  @Test("an undamped spring never settles")
  func undamped() {
    #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
  }
}
