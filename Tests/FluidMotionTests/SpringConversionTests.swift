import FluidMotion
import Testing
import TestSupport

@Suite("Spring parameterisations")
struct SpringConversionTests {
  @Test("Apple's documented examples: (0.5 s, bounce 0.3) and (m 1, k 100, c 10)")
  func appleExamples() {
    let a = Spring(duration: 0.5, bounce: 0.3)
    #expect(isClose(a.mass, 1, within: 1e-12))
    #expect(isClose(a.stiffness, 157.9, within: 0.05))
    #expect(isClose(a.damping, 17.6, within: 0.05))
    let b = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(b.duration, 0.628, within: 0.001))
    #expect(isClose(b.bounce, 0.5, within: 1e-12))
  }

  @Test(
    "duration and bounce round-trip, over-damped included",
    arguments: [-0.9, -0.5, -0.001, 0, 0.15, 0.3, 0.95])
  func durationBounceRoundTrip(bounce: Double) {
    for duration in [0.08, 0.5, 1.2] {
      let s = Spring(duration: duration, bounce: bounce)
      #expect(abs(s.duration - duration) <= 1e-12 * duration)
      #expect(abs(s.bounce - bounce) <= 1e-12)
      #expect(abs(s.response - duration) <= 1e-12 * duration)
    }
  }

  @Test("response and damping ratio round-trip", arguments: dampingRatios, responses)
  func responseRoundTrip(ratio: Double, response: Double) {
    let s = Spring(response: response, dampingRatio: ratio)
    #expect(abs(s.response - response) <= 1e-12 * response)
    #expect(abs(s.dampingRatio - ratio) <= 1e-12 * ratio)
    let viaMass = Spring(
      mass: 2.5, stiffness: s.stiffness * 2.5, damping: s.damping * 2.5, allowOverDamping: true)
    #expect(abs(viaMass.dampingRatio - ratio) <= 1e-12 * ratio)
    #expect(abs(viaMass.response - response) <= 1e-12 * response)
  }

  @Test("mass, stiffness, damping: over-damping is clamped to critical unless allowed")
  func overDampingClamp() {
    #expect(isClose(Spring(mass: 1, stiffness: 100, damping: 50).dampingRatio, 1, within: 1e-12))
    #expect(
      isClose(
        Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio, 2.5, within: 1e-12)
    )
  }

  @Test("frequency (Hz) and damping ratio, as attachment behaviours")
  func frequency() {
    let s = Spring(frequency: 3.5, dampingRatio: 0.4)
    #expect(isClose(s.frequency, 3.5, within: 1e-12))
    #expect(isClose(s.angularFrequency, 2 * Double.pi * 3.5, within: 1e-12))
    #expect(isClose(s.dampingRatio, 0.4, within: 1e-12))
  }

  @Test("POP bounciness 6, speed 15 gives tension 405.8 and friction 29.98, as POP")
  func popPane() {
    let s = Spring(bounciness: 6, speed: 15)
    #expect(isClose(s.stiffness, 405.82, within: 0.01))
    #expect(isClose(s.damping, 29.98, within: 0.01))
    let defaults = Spring(bounciness: 4, speed: 12)
    #expect(isClose(defaults.stiffness, 342.1, within: 0.05))
    #expect(isClose(defaults.damping, 30.49, within: 0.05))
  }

  @Test(
    "POP parameters round-trip across every piece of the no-bounce cubic",
    arguments: [0.0, 1, 4, 6, 12, 19.9], [0.5, 2, 5, 8, 12, 15, 20])
  func popRoundTrip(bounciness: Double, speed: Double) throws {
    let back = try #require(Spring(bounciness: bounciness, speed: speed).popParameters)
    #expect(abs(back.bounciness - bounciness) <= 1e-10 * max(1, bounciness))
    #expect(abs(back.speed - speed) <= 1e-12 * max(1, speed))
  }

  @Test("a spring POP cannot express has no POP parameters")
  func popUnreachable() {
    #expect(Spring(response: 0.3, dampingRatio: 0.01).popParameters == nil)
  }

  @Test(
    "Origami tension and friction: rebound's (40, 7) and the round trip",
    arguments: [(40.0, 7.0), (30, 8), (100, 12)])
  func origami(tension: Double, friction: Double) throws {
    let s = Spring(origamiTension: tension, origamiFriction: friction)
    if tension == 40 {
      #expect(isClose(s.stiffness, 230.2, within: 1e-9))
      #expect(isClose(s.damping, 22, within: 1e-9))
    }
    let back = try #require(s.origamiParameters)
    #expect(abs(back.tension - tension) <= 1e-12 * tension)
    #expect(abs(back.friction - friction) <= 1e-12 * friction)
  }

  @Test(
    "settling duration round-trips through init(settlingDuration:dampingRatio:)",
    arguments: [0.3, 0.8, 1.0, 2.0])
  func settlingRoundTrip(ratio: Double) {
    for duration in [0.2, 0.75, 3] {
      let s = Spring(settlingDuration: duration, dampingRatio: ratio)
      #expect(abs(s.settlingDuration - duration) <= 1e-9 * duration)
      #expect(abs(s.dampingRatio - ratio) <= 1e-12)
    }
  }

  @Test("UIKit's damping/response and its relative initial velocity")
  func uikit() {
    #expect(Spring(damping: 0.8, response: 0.3) == Spring(response: 0.3, dampingRatio: 0.8))
    #expect(Spring.relativeVelocity(50, from: 0, to: 100) == 0.5)
    #expect(Spring.absoluteVelocity(relative: 0.5, from: 0, to: 100) == 50)
    #expect(Spring.relativeVelocity(1200, from: 40, to: 40) == 0)
    let rel = Spring.relativeVelocity(
      Vector2(x: 10, y: -300), from: Vector2(x: 5, y: 600), to: Vector2(x: 5, y: 0))
    #expect(rel == Vector2(x: 0, y: 0.5))
  }
}
