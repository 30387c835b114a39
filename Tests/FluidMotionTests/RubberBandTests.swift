import FluidMotion
import Testing
import TestSupport

@Suite("Rubber band")
struct RubberBandTests {
  static let forms: [RubberBand] = [
    .power(), .power(0.5), .bounded(dimension: 800), .bounded(coefficient: 0.3, dimension: 200),
  ]

  /// The seed notes give 40.9 for 200; 200^0.7 is 40.806, so the test uses the true value.
  @Test("Gitter's power form: 10→5.0, 50→15.5, 100→25.1, 200→40.8, 400→66.3")
  func powerValues() {
    let band = RubberBand.power()
    for (x, y) in [(10.0, 5.0), (50, 15.5), (100, 25.1), (200, 40.8), (400, 66.3)] {
      #expect(isClose(band.offset(forOvershoot: x), y, within: 0.05))
      #expect(isClose(band.offset(forOvershoot: -x), -y, within: 0.05))
    }
  }

  @Test("the bounded form has slope 0.55 at the edge and never reaches the dimension")
  func boundedShape() {
    let band = RubberBand.bounded(dimension: 800)
    #expect(isClose(band.derivative(atOvershoot: 0), 0.55, within: 1e-12))
    #expect(band.offset(forOvershoot: 1e9) < 800)
  }

  @Test("continuous, monotonic, inverse and derivative agree", arguments: forms)
  func invariants(band: RubberBand) {
    var last = band.offset(forOvershoot: -1000)
    var x = -1000.0
    while x <= 1000 {
      x += 0.7
      let y = band.offset(forOvershoot: x)
      #expect(y > last)
      #expect(abs(y - last) < 5)  // continuous: no step larger than the slope allows
      last = y
      #expect(abs(band.overshoot(forOffset: y) - x) <= 1e-9 * max(1, abs(x)))
      if abs(x) > 1 {
        let h = 1e-5
        let numeric = (band.offset(forOvershoot: x + h) - band.offset(forOvershoot: x - h)) / (2 * h)
        #expect(abs(numeric - band.derivative(atOvershoot: x)) < 1e-6)
      }
    }
  }

  @Test("clamp is the identity inside the range and inverts outside it", arguments: forms)
  func clamp(band: RubberBand) {
    let range = 0.0...600
    #expect(band.clamp(300, to: range) == 300)
    for raw in [-400.0, -5, 620, 1500] {
      let shown = band.clamp(raw, to: range)
      #expect(raw < 0 ? (shown < 0 && shown > raw) : (shown > 600 && shown < raw))
      #expect(abs(band.unclamp(shown, from: range) - raw) < 1e-9 * abs(raw))
    }
  }
}

@Suite("Rubber band edge cases")
struct RubberBandEdgeTests {
  @Test("the bounded form stays finite at and past its bound, and at an infinite overshoot")
  func finite() {
    let band = RubberBand.bounded(dimension: 100)
    #expect(band.overshoot(forOffset: 100).isFinite && band.overshoot(forOffset: -250).isFinite)
    #expect(band.overshoot(forOffset: -250) < 0)
    #expect(band.offset(forOvershoot: .infinity) == 100)
    #expect(band.offset(forOvershoot: band.overshoot(forOffset: 150)) < 100)
  }
}
