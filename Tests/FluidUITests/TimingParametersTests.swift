import FluidMotion
import FluidUI
import Testing
import TestSupport

/// Spring timing with UIKit's 2-D initial velocity (`UISpringTimingParameters(dampingRatio:initialVelocity:)`).
@Suite("TimingParameters")
final class TimingParametersTests {
  let animator = Animator()
  let box = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  @Test("UIKit's default spring: damping ratio 4.56, at rest")
  func defaultSpring() throws {
    guard case .springDamping(let ratio, let velocity) = TimingParameters.defaultSpring else {
      Issue.record("defaultSpring is not a damping-ratio spring")
      return
    }
    #expect(ratio == 4.56)
    #expect(velocity == TimingParameters.Velocity(0) && velocity.position == .zero && velocity.other == 0)
  }

  @Test(
    "the scalar form gives every property and both axes one rate; the 2-D form the vector and its magnitude")
  func forms() throws {
    let scalar = TimingParameters.springDamping(ratio: 0.7, initialVelocity: -0.5)
    #expect(scalar == .springDamping(ratio: 0.7, initialVelocity: TimingParameters.Velocity(-0.5)))
    #expect(scalar.initialVelocity == -0.5)
    #expect(try #require(scalar.springVelocity).position == Vector2(x: -0.5, y: -0.5))
    let vector = TimingParameters.spring(.snappy, initialVelocity: Vector2(x: 0.6, y: -0.8))
    let v = try #require(vector.springVelocity)
    #expect(v.position == Vector2(x: 0.6, y: -0.8))
    #expect(isClose(v.other, 1, within: 1e-15))
    #expect(TimingParameters.spring(.snappy) == .spring(.snappy, initialVelocity: .zero))
    #expect(TimingParameters.cubic(.easeIn).springVelocity == nil)
  }

  /// Starts a 200 × 100 pt move and a fade with a spring of `velocity`; returns the animator.
  func startMove(_ timing: TimingParameters) -> PropertyAnimator {
    animator.advance(to: 0)
    let move = PropertyAnimator(duration: 0.5, timingParameters: timing, animator: animator)
    move.addAnimations {
      box.frame.origin = Vector2(x: 200, y: 100)
      box.alpha = 0
    }
    move.startAnimation()
    return move
  }

  /// The rates of x, y and alpha over the first 0.1 ms (the spring's acceleration adds < 1 %).
  func initialRates() -> (x: Double, y: Double, alpha: Double) {
    let (x0, y0, a0) = (box.frame.origin.x, box.frame.origin.y, box.alpha)
    animator.advance(to: 1e-4)
    return ((box.frame.origin.x - x0) / 1e-4, (box.frame.origin.y - y0) / 1e-4, (box.alpha - a0) / 1e-4)
  }

  @Test("a 2-D velocity moves x at dx and y at dy of their moves per second, other properties at |v|")
  func twoDimensional() {
    var ended: AnimatingPosition?
    let move = startMove(.springDamping(ratio: 1, initialVelocity: Vector2(x: 2, y: -1)))
    move.addCompletion { ended = $0 }
    let rates = initialRates()
    #expect(isClose(rates.x, 2 * 200, within: 8))
    #expect(isClose(rates.y, -1 * 100, within: 4))  // moves away from its target first
    #expect(isClose(rates.alpha, -(5.0).squareRoot(), within: 0.05))
    animator.advance(to: 2)
    #expect(box.frame.origin == Vector2(x: 200, y: 100) && box.alpha == 0 && ended == .end)
  }

  @Test("the scalar form moves every property at the same rate, as before")
  func scalar() {
    _ = startMove(.springDamping(ratio: 1, initialVelocity: 1.5))
    let rates = initialRates()
    #expect(isClose(rates.x, 1.5 * 200, within: 8))
    #expect(isClose(rates.y, 1.5 * 100, within: 4))
    #expect(isClose(rates.alpha, -1.5, within: 0.05))
  }

  @Test("reversing a 2-D spring keeps each axis's position and velocity and lands at the start")
  func reverse() {
    var ended: AnimatingPosition?
    let move = startMove(
      .spring(Spring(response: 0.4, dampingRatio: 0.9), initialVelocity: Vector2(x: 0, y: 3)))
    move.addCompletion { ended = $0 }
    animator.advance(to: 0.08 - 1e-4)
    let p0 = box.frame.origin
    animator.advance(to: 0.08)
    let p1 = box.frame.origin
    move.isReversed = true
    #expect(box.frame.origin == p1)
    animator.advance(to: 0.08 + 1e-4)
    let p2 = box.frame.origin
    #expect(isClose(p2 - p1, p1 - p0, within: 0.01))  // the same step on both sides of the turn
    animator.advance(to: 4)
    #expect(box.frame.origin == .zero && box.alpha == 1 && ended == .start)
  }

  @Test("scrubbing a paused 2-D spring puts both axes on the scrubbed fraction; a cubic finishes it")
  func scrubThenCubic() {
    let move = startMove(.springDamping(ratio: 0.8, initialVelocity: Vector2(x: -1, y: 4)))
    animator.advance(to: 0.05)
    move.pauseAnimation()
    move.fractionComplete = 0.5
    #expect(isClose(box.frame.origin, Vector2(x: 100, y: 50), within: 1e-9))
    move.continueAnimation(withTimingParameters: .cubic(.linear), durationFactor: 0)
    animator.advance(to: 2)
    #expect(box.frame.origin == Vector2(x: 200, y: 100) && move.state == .inactive)
  }

  @Test("a cubic continuation from a split 2-D spring brings both axes to the end together")
  func cubicFromSplit() {
    let move = startMove(.springDamping(ratio: 0.8, initialVelocity: Vector2(x: 0, y: 6)))
    animator.advance(to: 0.05)
    move.pauseAnimation()
    let paused = box.frame.origin
    move.continueAnimation(withTimingParameters: .cubic(.easeOut), durationFactor: 1)
    #expect(box.frame.origin == paused)
    animator.advance(to: 0.05 + 0.25)
    #expect(box.frame.origin.x > paused.x && box.frame.origin.x < 200)
    animator.advance(to: 2)
    #expect(box.frame.origin == Vector2(x: 200, y: 100))
  }
}
