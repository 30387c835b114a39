import FluidMotion
import Testing

@testable import FluidUI

/// `Color` as a value springs move: in its own sRGB components, as a cross-fade mixes them.
@Suite("Colour springs: Color is VectorArithmetic")
struct ColorAnimationTests {
  let from = Color(hex: 0xFF3B30)
  let to = Color(hex: 0x0A84FF, alpha: 0.5)

  @Test("a critically damped colour spring passes through exactly the colours the cross-fade mixes")
  func followsTheMix() {
    let spring = Spring(response: 0.4, dampingRatio: 1)
    let color = SpringAnimation(spring: spring, value: from, target: to)
    let progress = SpringAnimation(spring: spring, value: 0.0, target: 1.0)
    for _ in 0..<90 {
      _ = color.advance(by: 1.0 / 60)
      _ = progress.advance(by: 1.0 / 60)
      let mix = from.mixed(with: to, progress.value)
      #expect((color.value - mix).magnitude < 1e-12, "\(color.value) vs \(mix)")
    }
    #expect((color.value - to).magnitude < 1e-3)
  }

  @Test("an underdamped colour spring overshoots past the channel's range and settles on the target")
  func overshoots() {
    let color = SpringAnimation(
      spring: Spring(response: 0.4, dampingRatio: 0.3), value: Color(white: 0), target: Color(white: 1))
    var highest = 0.0
    var status = AnimationStatus.running
    for _ in 0..<600 where status == .running {
      status = color.advance(by: 1.0 / 60)
      highest = max(highest, color.value.red)
    }
    #expect(highest > 1.2 && status == .finished && color.value == Color(white: 1))
  }

  @Test("the arithmetic is componentwise: zero, sum, difference, scale, magnitude")
  func arithmetic() {
    let a = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(a + .zero == a && a - a == .zero)
    #expect(a.scaled(by: 2) == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    #expect(abs(a.magnitudeSquared - 0.3) < 1e-15)
  }
}
