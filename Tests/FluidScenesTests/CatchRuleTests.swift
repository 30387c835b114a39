import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// One click/catch rule (``CatchPress``) in every scene whose object can be caught.
@Suite("One click/catch rule")
@MainActor
struct CatchRuleTests {
  @Test(
    "a press classifies by slop and the long-press time",
    arguments: [
      (move: 0.0, hold: 0.1, outcome: CatchPress.Outcome.click), (move: 3.9, hold: 0.49, outcome: .click),
      (move: 0, hold: 0.5, outcome: .hold), (move: 2, hold: 3, outcome: .hold),
      (move: 4.1, hold: 0.05, outcome: .drag),
      (move: 300, hold: 2, outcome: .drag),
    ])
  func classifies(move: Double, hold: Double, outcome: CatchPress.Outcome) {
    var press = CatchPress(at: Vector2(x: 10, y: 10), time: 1)
    press.move(to: Vector2(x: 10 + move, y: 10))
    press.move(to: Vector2(x: 10, y: 10))  // back where it began: the farthest counts
    #expect(press.outcome(releasedAt: 1 + hold) == outcome)
  }

  @Test("drawer: caught closing at 331 of 480, held 1 s and released still, it goes to the nearer end")
  func drawerHold() {
    let scene = DrawerScene()
    let s = ScriptedSession(scene: scene)
    s.key(.space)  // opens
    #expect(s.settle())
    s.key(.space)  // closes
    while scene.offset < 331 { s.frame() }
    let p = scene.drawer.frameInWindow.center + Vector2(x: 0, y: scene.offset)
    s.press(p)
    #expect(!scene.isOpen || scene.velocity == 0)
    s.run(1)
    s.release(p)
    #expect(s.settle())
    #expect(!scene.isOpen && scene.offset == scene.closedOffset)
  }

  @Test("drawer: a click on it mid-flight reverses it with the velocity it had when caught")
  func drawerClick() {
    let scene = DrawerScene()
    let s = ScriptedSession(scene: scene)
    s.key(.space)  // opens: offset falls toward 0
    s.run(0.1)
    let v = scene.velocity
    let p = scene.drawer.frameInWindow.center + Vector2(x: 0, y: scene.offset)
    s.click(p, hold: 0.06)
    #expect(v < -100 && !scene.isOpen)
    #expect(isClose(scene.velocity, v, within: 1e-9) || scene.velocity > v, "reversed from \(v)")
    #expect(s.settle())
    #expect(scene.offset == scene.closedOffset)
  }

  @Test("PiP: a click mid-flight sends it back to the corner it came from; a hold to the nearest slot")
  func pip() {
    let scene = PipScene()
    let s = ScriptedSession(scene: scene)
    s.key(.left)  // bottom right → bottom left
    s.run(0.12)
    #expect(scene.corner == .bottomLeft)
    s.click(scene.center, hold: 0.06)
    #expect(scene.corner == .bottomRight)
    #expect(s.settle())
    #expect(scene.center.distance(to: scene.slotCenter(.bottomRight)) < 0.5)
    s.key(.left)
    s.run(0.2)
    let p = scene.center
    s.press(p)
    s.run(0.7)
    s.release(p)
    let nearest = PipScene.Corner.allCases.min {
      scene.slotCenter($0).distance(to: p) < scene.slotCenter($1).distance(to: p)
    }
    #expect(scene.corner == nearest)
  }

  @Test("rotation: a click mid-spin sends it back to the quarter it left, keeping the spin")
  func rotation() {
    let scene = RotationScene()
    let s = ScriptedSession(scene: scene)
    s.key(.character("e"))
    s.run(0.08)
    let spin = scene.angularVelocity
    #expect(scene.targetAngle > 1 && spin > 0.5)
    let c = scene.square.frameInWindow.center
    s.click(c + Vector2(x: 100, y: 0), hold: 0.06)
    #expect(scene.targetAngle == 0 && isClose(scene.angularVelocity, spin, within: 1e-9))
    #expect(s.settle())
    #expect(abs(scene.angle) < 1e-3)
  }

  @Test("spring: a click on the running square reverses it, keeping its velocity; the loop goes on")
  func springSquare() throws {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    s.run(0.3)
    let v = scene.velocity
    #expect(v > 50)
    let p = scene.square.frameInWindow.center + Vector2(x: scene.x, y: 0)
    s.click(p, hold: 0.06)
    #expect(isClose(scene.velocity, v, within: 1e-6) || scene.velocity < v, "from \(v) toward the start")
    s.run(3)
    #expect(scene.velocity != 0)  // the loop runs again
  }
}
