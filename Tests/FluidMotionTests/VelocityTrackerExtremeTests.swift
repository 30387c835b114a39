import FluidMotion
import Testing

/// Finite samples at the edges of `Double`: the tracker never traps and reports a finite velocity.
@Suite("Velocity tracker with huge finite samples")
struct VelocityTrackerExtremeTests {
  static let huge: [Double] = [1e17, 1.4e154, 1e155, 1e300, .greatestFiniteMagnitude]

  @Test(
    "samples up to ±greatestFiniteMagnitude: no trap, a finite velocity its square included", arguments: huge)
  func scalars(value: Double) {
    for pattern in [[0, 1, 1, 1], [1, -1, 1, -1], [0, 0.5, 1, -1, 0.25], [-1, 1]] {
      var tracker = VelocityTracker<Double>()
      for (i, k) in pattern.enumerated() { tracker.add(k * value, at: Double(i) * 0.008) }
      let v = tracker.velocity()
      #expect(v.isFinite && v.magnitudeSquared.isFinite, "\(pattern) × \(value): \(v)")
    }
  }

  @Test("a steady huge motion keeps its direction", arguments: huge)
  func direction(value: Double) {
    var tracker = VelocityTracker<Vector2>()
    for i in 0..<6 {
      let k = Double(i) / 5 * 2 - 1
      tracker.add(Vector2(x: k * value, y: -k * value), at: Double(i) * 0.008)
    }
    let v = tracker.velocity()
    #expect(v.isFiniteValue && v.x > 0 && v.y < 0 && abs(v.x + v.y) <= 1e-9 * abs(v.x))
  }

  @Test("isFiniteValue is true for every finite value, false for NaN and infinity")
  func finiteness() {
    #expect(Double.greatestFiniteMagnitude.isFiniteValue)
    #expect(Vector2(x: -1e300, y: 1e300).isFiniteValue)
    #expect(!Double.nan.isFiniteValue && !Double.infinity.isFiniteValue)
    #expect(!Vector2(x: 1e300, y: .infinity).isFiniteValue && !Vector2(x: .nan, y: 0).isFiniteValue)
  }
}
