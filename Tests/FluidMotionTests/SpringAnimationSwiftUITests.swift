import FluidMotion
import Testing
import TestSupport

/// SwiftUI's spring animation forms, pinned to their published definitions.
@Suite("SwiftUI's spring animation forms")
struct SpringAnimationSwiftUITests {
  @Test(
    "spring() and interactiveSpring() with SwiftUI's defaults: response, dampingFraction, blendDuration",
    arguments: [("spring", 0.5, 0.825, 0.0), ("interactiveSpring", 0.15, 0.86, 0.25)])
  func defaults(form: String, response: Double, fraction: Double, blend: Double) {
    let a =
      form == "spring"
      ? SpringAnimation.spring(value: 0.0, target: 1.0)
      : SpringAnimation.interactiveSpring(value: 0.0, target: 1.0)
    #expect(isClose(a.spring.response, response, within: 1e-12))
    #expect(isClose(a.spring.dampingRatio, fraction, within: 1e-12) && a.blendDuration == blend)
  }

  @Test("interpolatingSpring: mass 1, the stiffness and damping given, velocity in moves per second")
  func interpolatingSpring() {
    let a = SpringAnimation.interpolatingSpring(
      stiffness: 170, damping: 15, initialVelocity: 2, value: 10.0, target: 30.0)
    #expect(a.spring.mass == 1 && isClose(a.spring.stiffness, 170, within: 1e-9))
    #expect(isClose(a.spring.damping, 15, within: 1e-9) && a.velocity == 40)
    let heavy = SpringAnimation.interpolatingSpring(
      mass: 2, stiffness: 100, damping: 10, value: 0.0, target: 1.0)
    #expect(heavy.spring.mass == 2 && isClose(heavy.spring.stiffness, 100, within: 1e-9))
    // The same path as the closed form from rest: SwiftUI's interpolation of a [0, 1] spring.
    var t = 0.0
    while t < 0.3 - 1e-12 {
      _ = a.advance(by: 0.01)
      t += 0.01
    }
    let expected = a.spring.value(fromValue: 10.0, toValue: 30.0, initialVelocity: 40.0, time: 0.3)
    #expect(isClose(a.value, expected, within: 1e-9))
  }

  @Test("response 0 is infinitely stiff: it lands on the first frame")
  func zeroResponse() {
    let a = SpringAnimation.spring(response: 0, value: 0.0, target: 100.0)
    #expect(a.advance(by: 1.0 / 60) == .finished && a.value == 100)
  }

  @Test("blendDuration: a new spring takes over gradually, with no jump in value or velocity")
  func blend() {
    let a = SpringAnimation.spring(
      response: 1.0, dampingFraction: 1, blendDuration: 0.25, value: 0.0, target: 100.0)
    let b = SpringAnimation.spring(response: 1.0, dampingFraction: 1, value: 0.0, target: 100.0)
    let c = SpringAnimation.spring(response: 1.0, dampingFraction: 1, value: 0.0, target: 100.0)
    for x in [a, b, c] { _ = x.advance(by: 0.1) }
    a.spring = Spring(response: 0.2, dampingRatio: 1)  // blended over 0.25 s
    b.spring = Spring(response: 0.2, dampingRatio: 1)  // at once
    let step = 0.001
    var last = a.velocity
    for _ in 0..<50 {
      _ = a.advance(by: step)
      _ = b.advance(by: step)
      _ = c.advance(by: step)
      #expect(abs(a.velocity - last) < 2)  // continuous: no kick from the new stiffness
      last = a.velocity
    }
    // Between the old spring and the new one, nearer the old one early on.
    #expect(a.value > c.value && a.value < b.value)
    #expect(abs(a.value - c.value) < abs(a.value - b.value))
    for _ in 0..<1000 { _ = a.advance(by: step) }
    #expect(isClose(a.spring.response, 0.2, within: 1e-12))
  }
}
