import FluidMotion
import Testing
import TestSupport

/// Every constant FluidMotion publishes as Apple's, pinned to the documented number, so a changed digit
/// fails here rather than passing unnoticed.
@Suite("Published constants")
struct PublishedConstantsTests {
  /// A SwiftUI preset and its documented bounce; the duration is 0.5 s for all three.
  struct Preset: CustomTestStringConvertible, Sendable {
    let name: String
    let spring: Spring
    let tuned: @Sendable (Double, Double) -> Spring
    let bounce: Double
    var testDescription: String { name }
  }

  static let presets = [
    Preset(name: "smooth", spring: .smooth, tuned: { .smooth(duration: $0, extraBounce: $1) }, bounce: 0),
    Preset(name: "snappy", spring: .snappy, tuned: { .snappy(duration: $0, extraBounce: $1) }, bounce: 0.15),
    Preset(name: "bouncy", spring: .bouncy, tuned: { .bouncy(duration: $0, extraBounce: $1) }, bounce: 0.3),
  ]

  @Test(
    "SwiftUI's presets: duration 0.5 s; bounce 0 (smooth), 0.15 (snappy), 0.3 (bouncy)", arguments: presets)
  func preset(_ preset: Preset) {
    let s = preset.spring
    #expect(isClose(s.duration, 0.5, within: 1e-12))
    #expect(isClose(s.bounce, preset.bounce, within: 1e-12))
    #expect(isClose(s.mass, 1, within: 0))
    // SwiftUI's conversion with mass 1: k = (2π/d)², c = 4π(1 − bounce)/d.
    #expect(isClose(s.stiffness, (4 * Double.pi) * Double.pi / 0.25, within: 1e-9))
    #expect(isClose(s.damping, 4 * Double.pi * (1 - preset.bounce) / 0.5, within: 1e-9))
  }

  @Test("the preset functions default to the presets and add extraBounce to the base", arguments: presets)
  func presetFunction(_ preset: Preset) {
    #expect(preset.tuned(0.5, 0) == preset.spring)
    let tuned = preset.tuned(0.8, 0.1)
    #expect(isClose(tuned.duration, 0.8, within: 1e-12))
    #expect(isClose(tuned.bounce, preset.bounce + 0.1, within: 1e-12))
  }

  @Test("the preset functions' defaults are SwiftUI's: duration 0.5, extraBounce 0")
  func presetDefaults() {
    #expect(Spring.smooth() == .smooth && Spring.snappy() == .snappy && Spring.bouncy() == .bouncy)
    #expect(Spring.snappy(duration: 0.5) == .snappy && Spring.bouncy(extraBounce: 0) == .bouncy)
  }

  /// A named timing curve and its documented control points.
  struct Curve: CustomTestStringConvertible, Sendable {
    let name: String
    let curve: TimingCurve
    let c1: (Double, Double)
    let c2: (Double, Double)
    var testDescription: String { name }
  }

  static let curves = [
    Curve(name: "linear", curve: .linear, c1: (0, 0), c2: (1, 1)),
    Curve(name: "easeIn", curve: .easeIn, c1: (0.42, 0), c2: (1, 1)),
    Curve(name: "easeOut", curve: .easeOut, c1: (0, 0), c2: (0.58, 1)),
    Curve(name: "easeInOut", curve: .easeInOut, c1: (0.42, 0), c2: (0.58, 1)),
  ]

  @Test("UIKit's (and CSS's) named curves have their documented control points", arguments: curves)
  func curve(_ named: Curve) {
    #expect(isClose(named.curve.c1, Vector2(x: named.c1.0, y: named.c1.1), within: 1e-15))
    #expect(isClose(named.curve.c2, Vector2(x: named.c2.0, y: named.c2.1), within: 1e-15))
  }

  @Test("ease-in-out at 0.25, ease-in and ease-out at 0.5, to 1e-6")
  func curveValues() {
    // The cubic Bézier solved by plain bisection to 1e-15, outside this code base.
    #expect(isClose(TimingCurve.easeInOut.progress(at: 0.25), 0.129_162, within: 1e-6))
    #expect(isClose(TimingCurve.easeIn.progress(at: 0.5), 0.315_357, within: 1e-6))
    #expect(isClose(TimingCurve.easeOut.progress(at: 0.5), 0.684_643, within: 1e-6))
  }

  @Test("UIScrollView's deceleration rates: normal 0.998, fast 0.99 per millisecond")
  func decelerationRates() {
    #expect(Decay.normal.rate == 0.998)
    #expect(Decay.fast.rate == 0.99)
  }

  @Test("UIDynamicItemBehavior's defaults: density 1, resistance 0")
  func dynamicItemDefaults() {
    let item = DynamicItemBehavior()
    #expect(item.density == 1 && item.resistance == 0)
  }
}
