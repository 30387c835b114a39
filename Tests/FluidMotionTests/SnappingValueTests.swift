#if canImport(Glibc)
  import Glibc
#endif
import FluidMotion
import Testing
import TestSupport

/// A value dragged between snap points: caught, banded past the ends, released to the point nearest
/// its projected landing on a spring that carries the velocity.
@Suite("SnappingValue")
struct SnappingValueTests {
  /// Runs `animator` at 120 Hz for `seconds` from `time`; the time after.
  @discardableResult
  func run(_ animator: Animator, from time: Double, for seconds: Double) -> Double {
    var t = time
    while t < time + seconds - 1e-9 {
      t += 1.0 / 120
      animator.advance(to: t)
    }
    return t
  }

  @Test(
    "released from 100 pt, it goes to the point nearest the projected landing (0, 300 or 600)",
    arguments: [(0.0, 0), (400.0, 1), (1500.0, 2), (-300.0, 0)])
  func nearestLanding(velocity: Double, expected: Int) {
    let animator = Animator()
    animator.advance(to: 0)
    let sheet = SnappingValue(points: [0.0, 300.0, 600.0], animator: animator)
    var rested: Int?
    sheet.onRest = { rested = $0 }
    sheet.grab()
    sheet.drag(translation: 100)
    #expect(sheet.value == 100)
    let landing = 100 + Decay.normal.projectedDistance(initialVelocity: velocity)
    #expect(sheet.release(velocity: velocity) == expected, "landing \(landing)")
    #expect(isClose(sheet.velocity, velocity, within: 1e-9))  // the spring starts with the release's velocity
    run(animator, from: 0, for: 3)
    #expect(rested == expected && sheet.value == [0.0, 300.0, 600.0][expected])
    #expect(sheet.index == expected && !sheet.isHeld)
  }

  @Test(
    "past an end it rubber-bands (power 0.7), and a release there carries the velocity times the band's slope"
  )
  func rubberBand() {
    let animator = Animator()
    animator.advance(to: 0)
    let drawer = SnappingValue(points: [0.0, 600.0], animator: animator)
    drawer.grab()
    drawer.drag(translation: -100)
    #expect(isClose(drawer.value, -pow(100, 0.7), within: 1e-9))  // -25.1
    drawer.release(velocity: -1000)
    let slope = RubberBand.power().derivative(atOvershoot: -100)
    #expect(isClose(drawer.velocity, -1000 * slope, within: 1e-9))
    #expect(drawer.index == 0)
  }

  @Test("a press mid-flight catches it where it is, even banded; a drag of 0 leaves it there")
  func catchMidFlight() {
    let animator = Animator()
    animator.advance(to: 0)
    let pane = SnappingValue(points: [0.0, 600.0], animator: animator)
    pane.snap(to: 1, velocity: 3000)  // overshoots past 600 on the way
    var t = 0.0
    while pane.value <= 600 || pane.velocity > 0 {
      t = run(animator, from: t, for: 1.0 / 120)
      if t > 2 { break }
    }
    let caught = pane.value
    #expect(caught > 600, "caught past the end at \(caught)")
    pane.grab()
    #expect(animator.isIdle && pane.isHeld && pane.index == nil)
    pane.drag(translation: 0)
    #expect(isClose(pane.value, caught, within: 1e-9))
    run(animator, from: t, for: 0.5)
    #expect(isClose(pane.value, caught, within: 1e-9))  // held: nothing moves it
  }

  @Test("2-D: the picture-in-picture corners; a throw up and left ends in the top-left corner")
  func corners() {
    let animator = Animator()
    animator.advance(to: 0)
    let corners = [
      Vector2(x: 20, y: 20), Vector2(x: 900, y: 20), Vector2(x: 20, y: 600), Vector2(x: 900, y: 600),
    ]
    let pip = SnappingValue(points: corners, at: 3, animator: animator)
    pip.grab()
    pip.drag(translation: Vector2(x: -300, y: -200))
    #expect(pip.value == Vector2(x: 600, y: 400))
    #expect(pip.release(velocity: Vector2(x: -800, y: -700)) == 0)
    run(animator, from: 0, for: 3)
    #expect(pip.value == corners[0])
    // Past the right edge, only x is banded.
    pip.grab()
    pip.drag(translation: Vector2(x: 980, y: 100))
    #expect(isClose(pip.value.x, 900 + pow(100, 0.7), within: 1e-9) && pip.value.y == 120)
  }
}
