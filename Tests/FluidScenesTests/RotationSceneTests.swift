#if canImport(Glibc)
  import Glibc
#endif
import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Rotation scene")
@MainActor
struct RotationSceneTests {
  let scene = RotationScene()
  let s: ScriptedSession
  let centre = Vector2(x: 640, y: 416)

  init() { s = ScriptedSession(scene: scene) }

  /// Drags around the centre at radius 120 from `from` to `to` radians over `seconds`.
  func arc(from: Double, to: Double, over seconds: Double, release: Bool = true, restFirst: Bool = false) {
    func point(_ a: Double) -> Vector2 { centre + Vector2(x: 120 * cos(a), y: 120 * sin(a)) }
    s.press(point(from))
    let frames = Int(seconds * s.hz)
    for i in 1...frames {
      s.frame()
      s.send(
        .pointerMoved(
          position: point(from + (to - from) * Double(i) / Double(frames)), time: s.time, pressure: nil))
    }
    if restFirst { s.run(0.1) }
    if release { s.release(point(to)) }
  }

  @Test("flicks land on multiples of 90°", arguments: [0.4, -0.7, 1.1, 2.5])
  func flick(turn: Double) {
    arc(from: 0, to: turn, over: 0.1)
    #expect(s.settle())
    let quarters = scene.angle / (Double.pi / 2)
    #expect(abs(quarters - quarters.rounded()) < 1e-12)
    #expect(scene.angle == scene.targetAngle)
    #expect(abs(scene.targetAngle) >= abs(turn) - Double.pi / 4)  // the spin carried it on
  }

  @Test("no ±180° limit: one slow gesture of one and a half turns rests at 540°")
  func multiTurn() {
    arc(from: 0, to: 3 * Double.pi, over: 3, restFirst: true)
    #expect(s.settle())
    #expect(isClose(scene.angle, 3 * Double.pi, within: 1e-12))
  }

  @Test("a catch mid-spin leaves the angle where it was on screen")
  func catchMidSpin() {
    arc(from: 0, to: 1.2, over: 0.1)
    s.run(0.05)
    let a = scene.angle
    #expect(scene.angularVelocity != 0)
    s.press(centre + Vector2(x: 0, y: 100))
    #expect(scene.angle == a && scene.angularVelocity == 0)
    s.run(0.2)
    #expect(scene.angle == a)
    s.release(centre + Vector2(x: 0, y: 100))
    #expect(s.settle())
  }

  @Test("Q / E and the wheel turn by quarter turns")
  func keys() {
    s.key(.character("e"))
    s.key(.character("e"))
    #expect(s.settle())
    #expect(isClose(scene.angle, Double.pi, within: 1e-12))
    s.key(.character("q"))
    s.wheel(Vector2(x: 0, y: -40))
    #expect(s.settle())
    #expect(isClose(scene.angle, Double.pi, within: 1e-12))
  }

  @Test(
    "a burst of wheel notches coalesces: one pending turn, no frame turns more than 45°",
    arguments: [(notches: 50, perFrame: 1), (notches: 50, perFrame: 50), (notches: 8, perFrame: 2)])
  func wheelBurst(notches: Int, perFrame: Int) {
    var previous = scene.angle
    var largest = 0.0
    var sent = 0
    while sent < notches || !s.animator.isIdle {
      for _ in 0..<min(perFrame, notches - sent) {
        s.wheel(Vector2(x: 0, y: -40))
        sent += 1
      }
      s.frame()
      largest = max(largest, abs(scene.angle - previous))
      previous = scene.angle
    }
    #expect(largest <= Double.pi / 4, "\(largest * 180 / .pi)° in one frame")
    if perFrame >= notches {  // one burst: the turn being made and one pending, not fifty
      #expect(scene.targetAngle <= 2 * Double.pi / 2 + 1e-9, "\(scene.targetAngle * 180 / .pi)°")
    }
    let quarters = scene.angle / (Double.pi / 2)
    #expect(isClose(quarters, quarters.rounded(), within: 1e-9))
  }
}

@Suite("Rotation scene: two fingers")
@MainActor
struct RotationTwistTests {
  @Test("a two-finger twist catches the square, turns it by the fingers' rotation and snaps on release")
  func twist() {
    let scene = RotationScene()
    let s = ScriptedSession(scene: scene)
    let c = scene.square.frameInWindow.center
    s.press(c + Vector2(x: 100, y: 0))
    s.send(.pointerCancelled(time: s.time))  // the second finger lands
    s.send(.twist(phase: .began, rotation: 0, center: c, time: s.time))
    for i in 1...12 {  // 0.1 s turning at 6 rad/s
      s.frame()
      s.send(.twist(phase: .changed, rotation: Double(i) * 0.05, center: c, time: s.time))
      #expect(abs(scene.angle - Double(i) * 0.05) < 1e-9)
    }
    #expect(scene.isInteracting)
    s.send(.twist(phase: .ended, rotation: 0.6, center: c, time: s.time))
    s.release(c + Vector2(x: 100, y: 0))
    #expect(abs(scene.angularVelocity - 6) < 0.5)  // released spinning: the spin is carried
    #expect(s.settle())
    #expect(abs(scene.angle - Double.pi / 2) < 1e-3)  // 0.6 rad plus its spin's projection: a quarter turn
  }
}
