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

  @Test("redirect turns a moving value keeping its state; at rest it springs from rest on the spring given")
  func redirect() {
    let animator = Animator()
    animator.advance(to: 0)
    let drawer = SnappingValue(points: [0.0, 500.0], at: 1, animator: animator)
    var rested: [Int] = []
    drawer.onRest = { rested.append($0) }
    drawer.redirect(to: 0, spring: Spring(response: 0.4, dampingRatio: 1))
    #expect(drawer.isAnimating && drawer.index == 0)
    var t = run(animator, from: 0, for: 0.1)
    let (value, velocity) = (drawer.value, drawer.velocity)
    drawer.redirect(to: 1)
    #expect(drawer.value == value && drawer.velocity == velocity)  // the same spring, turned
    t = run(animator, from: t, for: 1.0 / 120)
    #expect(drawer.value < value)  // still moving toward 0 for a moment: velocity kept
    run(animator, from: t, for: 3)
    #expect(drawer.value == 500 && !drawer.isAnimating && rested == [1])  // it says where it landed
  }

  @Test("drag(to:) follows 1:1 inside and resists past the ends as drag(translation:) does")
  func dragTo() {
    let animator = Animator()
    let a = SnappingValue(points: [0.0, 400.0], animator: animator)
    let b = SnappingValue(points: [0.0, 400.0], animator: animator)
    a.grab()
    b.grab()
    for x in [120.0, 399.0, 520.0, -80.0] {
      a.drag(to: x)
      b.drag(translation: x)
      #expect(isClose(a.value, b.value, within: 1e-9))
    }
    a.drag(to: 250)
    #expect(a.value == 250)
  }

  @Test("move(points:) carries a resting value with its point and retargets a moving one")
  func movePoints() {
    let animator = Animator()
    animator.advance(to: 0)
    let pip = SnappingValue(points: [Vector2(x: 50, y: 50), Vector2(x: 500, y: 50)], animator: animator)
    pip.move(points: [Vector2(x: 60, y: 60), Vector2(x: 700, y: 60)])
    #expect(pip.value == Vector2(x: 60, y: 60))
    pip.snap(to: 1)
    let t = run(animator, from: 0, for: 0.1)
    pip.move(points: [Vector2(x: 60, y: 60), Vector2(x: 900, y: 80)])
    run(animator, from: t, for: 3)
    #expect(pip.value == Vector2(x: 900, y: 80) && pip.index == 1)
  }

  @Test(
    "release(velocity:spring:) chooses the spring from the velocity it carries; tolerance lands within it")
  func releaseSpring() {
    let animator = Animator()
    animator.advance(to: 0)
    let drawer = SnappingValue(points: [0.0, 500.0], at: 1, animator: animator)
    drawer.tolerance = 0.5
    var carried: Double?
    drawer.grab()
    drawer.drag(translation: -40)
    drawer.release(velocity: -900) { v in
      carried = v
      return Spring(response: 0.3, dampingRatio: 0.8)
    }
    #expect(carried == -900 && drawer.index == 0)
    var t = 0.0
    var lastMoving = drawer.value
    while drawer.isAnimating && t < 3 {
      lastMoving = drawer.value
      t = run(animator, from: t, for: 1.0 / 120)
    }
    #expect(drawer.value == 0 && abs(lastMoving) < 5)  // landed with a last step of points, not a jump
  }
}
