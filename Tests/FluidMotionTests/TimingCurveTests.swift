import FluidMotion
import Testing
import TestSupport

@Suite("Timing curves")
struct TimingCurveTests {
  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, TimingCurve(Vector2(x: 0.2, y: 1.4), Vector2(x: 0.3, y: 0.9)),
  ]

  /// Progress by plain bisection on the curve parameter, independent of the Newton solver.
  func bisected(_ c: TimingCurve, _ time: Double) -> Double {
    func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if b(mid, c.c1.x, c.c2.x) < time { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, c.c1.y, c.c2.y)
  }

  @Test("progress solved to 1e-6 and velocity is its derivative", arguments: curves)
  func progress(curve: TimingCurve) {
    for i in 0...100 {
      let t = Double(i) / 100
      #expect(abs(curve.progress(at: t) - bisected(curve, t)) < 1e-6)
      if i > 0 && i < 100 {
        let numeric = (curve.progress(at: t + 1e-6) - curve.progress(at: t - 1e-6)) / 2e-6
        #expect(abs(curve.velocity(at: t) - numeric) < 1e-3 * max(1, abs(numeric)))
      }
    }
    #expect(curve.progress(at: 0) == 0)
    #expect(abs(curve.progress(at: 1) - 1) < 1e-12)
  }

  @Test("UIKit's named curves: linear is the identity, ease-in-out is symmetric")
  func named() {
    #expect(abs(TimingCurve.linear.progress(at: 0.37) - 0.37) < 1e-9)
    #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
    #expect(abs(TimingCurve.easeIn.progress(at: 0.3) + TimingCurve.easeOut.progress(at: 0.7) - 1) < 1e-9)
  }
}
