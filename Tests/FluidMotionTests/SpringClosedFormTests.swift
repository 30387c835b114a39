import FluidMotion
import Testing
import TestSupport

let dampingRatios: [Double] = [0.05, 0.3, 0.7, 0.999, 1.0, 1.001, 1.5, 3.0]
let responses: [Double] = [0.08, 0.35, 1.2]
let initialVelocities: [Double] = [-10_000, 0, 10_000]
let sampleTimes: [Double] = [0.001, 0.017, 0.1, 0.4, 1.3, 2.5]

@Suite("Spring closed form")
struct SpringClosedFormTests {
  @Test(
    "value and velocity match an independent Taylor-series solution to 1e-9 of the move's scale",
    arguments: dampingRatios, responses)
  func matchesReference(ratio: Double, response: Double) {
    let spring = Spring(response: response, dampingRatio: ratio)
    let reference = ReferenceSpring(stiffnessOverMass: spring.stiffness, dampingOverMass: spring.damping)
    let omega = spring.angularFrequency
    for v0 in initialVelocities {
      let (from, to) = (0.0, 100.0)
      let scale = max(abs(from - to), abs(v0) / omega)
      for t in sampleTimes {
        let exact = reference.solve(y0: from - to, v0: v0, time: t)
        let value = spring.value(fromValue: from, toValue: to, initialVelocity: v0, time: t)
        let velocity = spring.velocity(fromValue: from, toValue: to, initialVelocity: v0, time: t)
        #expect(abs(value - (to + exact.y)) <= 1e-9 * scale, "ζ \(ratio) R \(response) v0 \(v0) t \(t)")
        #expect(abs(velocity - exact.v) <= 1e-9 * scale * omega, "ζ \(ratio) R \(response) v0 \(v0) t \(t)")
      }
    }
  }

  @Test(
    "no seam at critical damping: ζ = 1 − δ, 1, 1 + δ differ smoothly", arguments: [1e-3, 1e-6, 1e-9, 1e-12])
  func noSeamNearCritical(delta: Double) {
    let at = { (ratio: Double) in
      Spring(response: 0.4, dampingRatio: ratio).value(target: 100.0, initialVelocity: 500.0, time: 0.3)
    }
    let below = at(1 - delta)
    let critical = at(1)
    let above = at(1 + delta)
    // The value is smooth in ζ: the three lie on a line up to O(δ²), with a slope of order 100.
    #expect(abs((above - critical) - (critical - below)) <= 1e-7 + 100 * delta * delta)
    #expect(abs(above - below) <= 200 * delta + 1e-9)
  }

  @Test("SwiftUI semantics: value starts at 0 with the given velocity and ends at the target")
  func swiftUISemantics() {
    let spring = Spring.snappy
    #expect(spring.value(target: 10.0, initialVelocity: 3.0, time: 0) == 0)
    #expect(spring.velocity(target: 10.0, initialVelocity: 3.0, time: 0) == 3)
    #expect(abs(spring.value(target: 10.0, initialVelocity: 0.0, time: 5) - 10) < 1e-9)
    let f = spring.force(target: 10.0, position: 4.0, velocity: 2.0)
    #expect(abs(f - (spring.stiffness * 6 - spring.damping * 2)) < 1e-12)
  }

  @Test("generic over vectors and pairs: each component moves as its scalar")
  func genericValues() {
    let spring = Spring(response: 0.3, dampingRatio: 0.6)
    let v = spring.value(
      fromValue: Vector2(x: 0, y: 10), toValue: Vector2(x: 50, y: -20),
      initialVelocity: Vector2(x: 100, y: 0), time: 0.2)
    #expect(
      isClose(
        v.x, spring.value(fromValue: 0.0, toValue: 50.0, initialVelocity: 100.0, time: 0.2), within: 1e-12))
    #expect(
      isClose(
        v.y, spring.value(fromValue: 10.0, toValue: -20.0, initialVelocity: 0.0, time: 0.2), within: 1e-12))
    let pair = spring.value(
      target: AnimatablePair(1.0, Float(2)), initialVelocity: AnimatablePair(0.0, Float(0)), time: 0.1)
    #expect(isClose(pair.first, spring.value(target: 1.0, initialVelocity: 0.0, time: 0.1), within: 1e-12))
    #expect(isClose(Double(pair.second), 2 * pair.first, within: 1e-6))
  }
}
