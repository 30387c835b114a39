import FluidMotion
import Testing
import TestSupport

@Suite("Spring stepping")
struct SpringSteppingTests {
  static let schedules: [(String, [Double])] = [
    ("30 Hz", FrameSchedule.uniform(hz: 30, seconds: 2)),
    ("60 Hz", FrameSchedule.uniform(hz: 60, seconds: 2)),
    ("120 Hz", FrameSchedule.uniform(hz: 120, seconds: 2)),
    ("144 Hz", FrameSchedule.uniform(hz: 144, seconds: 2)),
    ("240 Hz", FrameSchedule.uniform(hz: 240, seconds: 2)),
    ("jittered", FrameSchedule.jittered(hz: 90, seconds: 2, jitter: 0.6, seed: 7)),
    ("2 s stall", [0.004, 1.996]),
  ]

  @Test("any frame schedule lands within 1e-9 of the analytic value", arguments: dampingRatios, responses)
  func frameRateIndependent(ratio: Double, response: Double) {
    let spring = Spring(response: response, dampingRatio: ratio)
    let scale = max(100, 3000 / spring.angularFrequency)
    let exact = spring.value(fromValue: 0.0, toValue: 100.0, initialVelocity: -3000.0, time: 2)
    for (name, steps) in Self.schedules {
      var value = 0.0
      var velocity = -3000.0
      for dt in steps { spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: dt) }
      #expect(abs(value - exact) <= 1e-9 * scale, "\(name): ζ \(ratio) R \(response)")
    }
  }

  @Test("a zero-length step changes nothing")
  func zeroStep() {
    var value = 12.5
    var velocity = -40.0
    Spring.bouncy.update(value: &value, velocity: &velocity, target: 0, deltaTime: 0)
    #expect(value == 12.5 && velocity == -40)
  }

  @Test("damped energy never rises", arguments: dampingRatios)
  func energyNeverRises(ratio: Double) {
    let spring = Spring(response: 0.3, dampingRatio: ratio)
    var value = 0.0
    var velocity = 2500.0
    func energy() -> Double {
      0.5 * spring.stiffness * (value - 40) * (value - 40) + 0.5 * velocity * velocity
    }
    var last = energy()
    for dt in FrameSchedule.jittered(hz: 120, seconds: 3, jitter: 0.5, seed: 3) {
      spring.update(value: &value, velocity: &velocity, target: 40, deltaTime: dt)
      let e = energy()
      #expect(e <= last * (1 + 1e-12) + 1e-12)
      last = e
    }
  }

  @Test("Float values follow the Double trajectory to Float precision")
  func floatValues() {
    let spring = Spring(response: 0.5, dampingRatio: 0.5)
    var value: Float = 0
    var velocity: Float = 0
    for dt in FrameSchedule.uniform(hz: 60, seconds: 1) {
      spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: dt)
    }
    let exact = spring.value(target: 1.0, initialVelocity: 0.0, time: 1)
    #expect(abs(Double(value) - exact) < 1e-5)
  }
}
