import FluidMotion
import Testing
import TestSupport

@Suite("Decay")
struct DecayTests {
  @Test(
    "projection: WWDC18 formula and exact integral, within about 0.5 % of each other (0.502 % at 0.99)",
    arguments: [Decay.normal, Decay.fast])
  func projection(decay: Decay) {
    let v = 1000.0
    let wwdc = decay.wwdcProjectedDistance(initialVelocity: v)
    let exact = decay.projectedDistance(initialVelocity: v)
    #expect(isClose(wwdc, decay.rate == 0.998 ? 499 : 99, within: 0.01))
    #expect(isClose(exact, decay.rate == 0.998 ? 499.5 : 99.5, within: 0.01))
    #expect(abs(wwdc - exact) / exact < 0.0051)
    // The value at a long time tends to the projection.
    #expect(isClose(decay.value(from: 0.0, initialVelocity: v, time: 60), exact, within: 1e-9))
  }

  @Test(
    "landing-point inversion and time to a speed", arguments: [Decay.normal, Decay.fast, Decay(rate: 0.995)])
  func inversion(decay: Decay) {
    for distance in [-800.0, 3, 250] {
      let v = decay.initialVelocity(toTravel: distance)
      #expect(abs(decay.projectedDistance(initialVelocity: v) - distance) <= 1e-12 * abs(distance))
    }
    let t = decay.time(untilSpeed: 10, initialSpeed: 2000)
    #expect(isClose(abs(decay.velocity(initialVelocity: 2000.0, time: t)), 10, within: 1e-9))
    #expect(decay.time(untilSpeed: 10, initialSpeed: 5) == 0)
  }

  @Test("DecayAnimation is exact at any frame rate and rests on the projected point")
  func animation() {
    let a = DecayAnimation(decay: .normal, value: 100.0, velocity: -1500.0)
    let b = DecayAnimation(decay: .normal, value: 100.0, velocity: -1500.0)
    for _ in 0..<30 { _ = a.advance(by: 1.0 / 30) }
    for dt in FrameSchedule.jittered(hz: 144, seconds: 1, jitter: 0.5, seed: 1) { _ = b.advance(by: dt) }
    #expect(isClose(a.value, b.value, within: 1e-9))
    let landing = 100 + Decay.normal.projectedDistance(initialVelocity: -1500.0)
    var status = AnimationStatus.running
    while status == .running { status = a.advance(by: 1.0 / 60) }
    #expect(isClose(a.value, landing, within: 1e-9))
  }
}
