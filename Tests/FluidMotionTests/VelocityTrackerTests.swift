import FluidMotion
import Testing
import TestSupport

/// A pointer trace: true position over time, sampled at `hz` with 1 ms-quantised timestamps and
/// uniform noise of 1 pt (±0.5 pt) on the position.
func pointerTrace(hz: Double, until end: Double, seed: UInt64, position: (Double) -> Double) -> [(
  Double, Double
)] {
  var rng = SeededGenerator(seed: seed)
  var samples: [(Double, Double)] = []
  var t = 0.0
  while t <= end + 1e-12 {
    let stamp = (t * 1000).rounded(.down) / 1000
    samples.append((stamp, position(t) + Double.random(in: -0.5...0.5, using: &rng)))
    t += 1 / hz
  }
  return samples
}

@Suite("Velocity tracker")
struct VelocityTrackerTests {
  static let rates: [Double] = [60, 125, 500, 1000]

  func estimate(_ trace: [(Double, Double)]) -> Double {
    var tracker = VelocityTracker<Double>()
    for (t, x) in trace { tracker.add(x, at: t) }
    return tracker.velocity()
  }

  @Test("recovers a constant velocity within 2 %", arguments: rates, [1500.0, -2500])
  func constant(hz: Double, speed: Double) {
    for seed in 1...5 as ClosedRange<UInt64> {
      let v = estimate(pointerTrace(hz: hz, until: 0.3, seed: seed) { speed * $0 })
      #expect(abs(v - speed) <= 0.02 * abs(speed), "seed \(seed): \(v)")
    }
  }

  @Test("recovers a decelerating velocity within 2 %", arguments: rates)
  func decelerating(hz: Double) {
    // v(t) = 4000 − 5000·t: about 2500 pt/s at release (0.3 s), slowing at 5000 pt/s².
    for seed in 1...5 as ClosedRange<UInt64> {
      let trace = pointerTrace(hz: hz, until: 0.3, seed: seed) { 4000 * $0 - 2500 * $0 * $0 }
      let release = (0.3 * hz).rounded(.down) / hz
      let truth = 4000 - 5000 * release
      let v = estimate(trace)
      #expect(abs(v - truth) <= 0.02 * truth, "seed \(seed): \(v) vs \(truth)")
    }
  }

  @Test("reports ~0 for a hold then release, with or without samples during the hold", arguments: rates)
  func holdThenRelease(hz: Double) {
    var tracker = VelocityTracker<Double>()
    for (t, x) in pointerTrace(hz: hz, until: 0.2, seed: 9, position: { 1800 * $0 }) { tracker.add(x, at: t) }
    #expect(tracker.velocity(at: 0.26) == 0)
    var still = VelocityTracker<Vector2>()
    for (t, x) in pointerTrace(hz: hz, until: 0.2, seed: 9, position: { 1800 * $0 }) {
      still.add(Vector2(x: x.rounded(), y: 0), at: t)
    }
    let held = Vector2(x: (1800 * 0.2).rounded(), y: 0)
    var t = 0.2
    while t < 0.26 {
      t += 1 / hz
      still.add(held, at: (t * 1000).rounded(.down) / 1000)
    }
    #expect(still.velocity(at: 0.27) == .zero)
  }

  @Test("a gap longer than 40 ms starts a new history; 2-D values fit per axis")
  func gapAndVectors() {
    var tracker = VelocityTracker<Vector2>()
    for i in 0..<10 { tracker.add(Vector2(x: Double(i) * 10, y: 0), at: Double(i) * 0.008) }
    tracker.add(Vector2(x: 500, y: 500), at: 0.2)
    #expect(tracker.sampleCount == 1)
    for i in 1..<20 {
      tracker.add(Vector2(x: 500 - Double(i) * 8, y: 500 + Double(i) * 4), at: 0.2 + Double(i) * 0.004)
    }
    #expect(isClose(tracker.velocity(), Vector2(x: -2000, y: 1000), within: 1e-6))
  }
}
