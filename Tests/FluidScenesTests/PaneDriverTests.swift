import FluidMotion
import FluidScenes
import Testing
import TestSupport

extension PaneDriver: CustomTestStringConvertible {
  /// The driver's case name.
  public var testDescription: String { "\(self)" }

  func make(value: Vector2, velocity: Vector2, target: Vector2) -> any InterruptibleAnimation<Vector2> {
    makeAnimation(value: value, velocity: velocity, target: target, itemArea: 1280 * 800)
  }
}

@Suite("Pane drivers")
@MainActor
struct PaneDriverTests {
  let start = Vector2(x: 0, y: 600)
  let goal = Vector2(x: 0, y: 50)

  @Test(
    "each driver settles exactly on the target from rest and from ±3000 pt/s",
    arguments: PaneDriver.allCases, [0.0, 3000, -3000])
  func settlesExactly(driver: PaneDriver, speed: Double) {
    let animation = driver.make(value: start, velocity: Vector2(x: 0, y: speed), target: goal)
    let animator = Animator()
    animator.add(animation)
    FrameSchedule.run(animator, steps: FrameSchedule.uniform(hz: 60, seconds: 10))
    #expect(animator.isIdle)
    #expect(animation.value == goal)
    #expect(animation.velocity == .zero)
  }

  @Test("a retarget mid-flight keeps position and velocity continuous", arguments: PaneDriver.allCases)
  func retarget(driver: PaneDriver) {
    let animation = driver.make(value: start, velocity: Vector2(x: 0, y: -1500), target: goal)
    for _ in 0..<7 { _ = animation.advance(by: 1.0 / 60 + 0.0003) }
    let (value, velocity) = (animation.value, animation.velocity)
    animation.target = start
    #expect(animation.value == value)
    #expect(animation.velocity == velocity)
    _ = animation.advance(by: 0)
    #expect(isClose(animation.value, value, within: 1e-9))
    #expect(isClose(animation.velocity, velocity, within: 1e-9))
  }

  @Test("trajectories at 30, 60, 120 and 144 Hz agree within 0.5 pt", arguments: PaneDriver.allCases)
  func frameRates(driver: PaneDriver) {
    // Sample every 1/6 s, a time every one of these rates presents.
    func trajectory(hz: Int) -> [Vector2] {
      let animation = driver.make(value: start, velocity: Vector2(x: 0, y: 2000), target: goal)
      var samples: [Vector2] = []
      for frame in 1...(hz * 2) {
        _ = animation.advance(by: 1 / Double(hz))
        if frame % (hz / 6) == 0 { samples.append(animation.value) }
      }
      return samples
    }
    let reference = trajectory(hz: 120)
    for hz in [30, 60, 144] {
      for (a, b) in zip(trajectory(hz: hz), reference) { #expect(isClose(a, b, within: 0.5), "\(hz) Hz") }
    }
  }

  @Test("the exact spring is frame-rate independent to 1e-9, the fixed-step ones to their step")
  func exactVersusFixed() {
    let a = PaneDriver.exactSpring.make(value: start, velocity: .zero, target: goal)
    let b = PaneDriver.exactSpring.make(value: start, velocity: .zero, target: goal)
    for _ in 0..<30 { _ = a.advance(by: 1.0 / 30) }
    for _ in 0..<144 { _ = b.advance(by: 1.0 / 144) }
    #expect(isClose(a.value, b.value, within: 1e-9))
  }

  @Test("the dynamics world adds velocity, as UIKit Dynamics")
  func dynamicsAddsVelocity() {
    let world = DynamicsAnimation(
      position: start, item: DynamicItemBehavior(density: 100, resistance: 10),
      attachment: AttachmentBehavior(anchor: goal, frequency: 3.5, damping: 0.4), area: 1280 * 800)
    world.addLinearVelocity(Vector2(x: 0, y: -100))
    world.addLinearVelocity(Vector2(x: 0, y: -50))
    #expect(world.velocity == Vector2(x: 0, y: -150))
    world.reset(value: start, velocity: Vector2(x: 0, y: 20))
    #expect(world.velocity == Vector2(x: 0, y: 20))
    #expect(isClose(world.integrator.mass, 100 * 1280 * 800, within: 1e-6))
    #expect(isClose(world.integrator.equivalentSpring.dampingRatio, 0.627, within: 0.001))
  }
}
