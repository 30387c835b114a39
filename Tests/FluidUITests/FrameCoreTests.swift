import FluidMotion
import FluidUI
import TestSupport
import Testing

/// A scene that records its updates, starts a spring on Space, and can ask for a wake-up.
private final class ProbeScene: Scene {
  let context = SceneContext()
  let title = "probe"
  let root = Layer()
  var isInteracting = false
  var wake: Double?
  var fired: [Double] = []
  var spring: SpringAnimation<Double>?

  func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }

  func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerMoved: return isInteracting
    case .keyUp: return false  // as most scenes: a release changes nothing
    case .keyDown(.space, _, _, _):
      let s = SpringAnimation(spring: Spring(response: 0.4, dampingRatio: 0.7), value: 0.0, target: 100.0)
      spring = s
      animator.add(s)
      return true
    default: return true
    }
  }

  var state: [String: Double] { [:] }

  func update(at time: Double) {
    if let w = wake, time >= w {
      wake = nil
      fired.append(time)
    }
  }

  var nextWakeTime: Double? { wake }
}

@Suite("Frame core: one frame order and one idle/wake decision for window and headless")
@MainActor
struct FrameCoreTests {
  private static let interval = 1.0 / 60

  private func makeCore() -> (FrameCore, ProbeScene) {
    let scene = ProbeScene()
    scene.layout(size: Size(width: 100, height: 100))
    return (FrameCore(scene: scene, scheduler: FrameScheduler(interval: Self.interval)), scene)
  }

  /// Runs and presents the frame due at or before `now` (its work takes `work` seconds).
  private func frame(_ core: FrameCore, now: Double, work: Double = 0.002) throws -> Double {
    let time = try #require(core.nextFrameTime(now: now))
    var commands: [DrawCommand] = []
    core.runFrame(at: time, into: &commands)
    core.didPresent(frameAt: time, now: max(now, time) + work)
    return time
  }

  @Test("the first frame is due at once; then nothing until input")
  func idleAfterFirstFrame() throws {
    let (core, _) = makeCore()
    #expect(try frame(core, now: 0.5) == 0.5)
    #expect(core.nextFrameTime(now: 0.6) == nil)
    #expect(core.handle(.pointerMoved(position: .zero, time: 1, pressure: nil), now: 1) == false)
    #expect(core.nextFrameTime(now: 1) == nil)  // a hover the scene did not use draws nothing
    core.handle(.keyDown(.character("x"), modifiers: [], isRepeat: false, time: 2), now: 2)
    #expect(core.nextFrameTime(now: 2) == 2)
  }

  @Test("an animation runs on the grid until it lands, then the core sleeps")
  func animationOnGrid() throws {
    let (core, scene) = makeCore()
    _ = try frame(core, now: 0)
    core.handle(.keyDown(.space, modifiers: [], isRepeat: false, time: 1.005), now: 1.005)
    #expect(try frame(core, now: 1.005) == 1.005)
    var times: [Double] = []
    while let next = core.nextFrameTime(now: times.last ?? 1.005), times.count < 1000 {
      times.append(try frame(core, now: next))
    }
    #expect(core.animator.isIdle && scene.spring?.value == 100)
    #expect(times.first.map { isClose($0, 61 * Self.interval, within: 1e-9) } == true)
    for (a, b) in zip(times, times.dropFirst()) { #expect(isClose(b - a, Self.interval, within: 1e-9)) }
    #expect(core.scheduler.droppedFrames == 0)
  }

  @Test(
    "while animating, input the scene used comes before the tick; a key release it did not use waits for it")
  func unusedInputWhileRunning() throws {
    let (core, _) = makeCore()
    _ = try frame(core, now: 0)
    core.handle(.keyDown(.space, modifiers: [], isRepeat: false, time: 1.005), now: 1.005)
    _ = try frame(core, now: 1.005)
    _ = try frame(core, now: 61 * Self.interval)
    let tick = try #require(core.scheduler.nextTick)  // 62/60 s: the animation's next frame
    #expect(core.handle(.keyUp(.space, modifiers: [], time: 1.02), now: 1.02) == false)
    #expect(core.nextFrameTime(now: 1.02) == tick)
    #expect(core.handle(.keyDown(.character("x"), modifiers: [], isRepeat: false, time: 1.02), now: 1.02))
    let early = try #require(core.nextFrameTime(now: 1.02))
    #expect(isClose(early, 61 * Self.interval + Self.interval / 2, within: 1e-9) && early < tick)
    // From idle, any event but an unused hover is shown at once, used or not.
    let (idle, _) = makeCore()
    _ = try frame(idle, now: 0)
    #expect(idle.handle(.keyUp(.space, modifiers: [], time: 2), now: 2) == false)
    #expect(idle.nextFrameTime(now: 2) == 2)
  }

  @Test("a scene's wake-up is honoured while idle, and drawn at its time", arguments: [0.25, 2.5, 40.0])
  func wakeUp(at wake: Double) throws {
    let (core, scene) = makeCore()
    _ = try frame(core, now: 0)
    scene.wake = wake
    #expect(core.nextFrameTime(now: 0.1) == wake)
    #expect(try frame(core, now: wake) == wake)
    #expect(scene.fired == [wake])
    #expect(core.nextFrameTime(now: wake + 1) == nil)
  }

  @Test("a live gesture keeps frames coming on the grid with no input")
  func gestureKeepsRunning() throws {
    let (core, scene) = makeCore()
    _ = try frame(core, now: 0)
    scene.isInteracting = true
    core.handle(.pointerDown(position: .zero, time: 0.5, button: .primary, pressure: nil), now: 0.5)
    _ = try frame(core, now: 0.5)
    let next = try #require(core.nextFrameTime(now: 0.51))
    #expect(isClose(next, 31 * Self.interval, within: 1e-9))
  }

  @Test("hidden: nothing is drawn; shown: a frame at once, the animation where it would have been")
  func hiddenDrawsNothing() throws {
    let (core, scene) = makeCore()
    _ = try frame(core, now: 0)
    core.handle(.keyDown(.space, modifiers: [], isRepeat: false, time: 1), now: 1)
    _ = try frame(core, now: 1)
    core.isVisible = false
    #expect(core.nextFrameTime(now: 1.02) == nil)
    core.handle(.keyDown(.character("x"), modifiers: [], isRepeat: false, time: 1.1), now: 1.1)
    #expect(core.nextFrameTime(now: 1.1) == nil)  // input while hidden draws nothing either
    let drawn = core.frameCount
    core.isVisible = true
    #expect(try frame(core, now: 1.3) == 1.3)
    #expect(core.frameCount == drawn + 1)
    let reference = SpringAnimation(
      spring: Spring(response: 0.4, dampingRatio: 0.7), value: 0.0, target: 100.0)
    _ = reference.advance(by: 0.3)
    #expect(isClose(try #require(scene.spring?.value), reference.value, within: 1e-9))
  }
}

extension FrameCoreTests {
  @Test("an animation a wake-up starts runs from the wake-up's frame, not from the last frame before it")
  func wakeStartsFromItsFrame() throws {
    let scene = WakeSpringScene()
    let core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1.0 / 60))
    _ = try frame(core, now: 0)
    scene.wake = 1.5
    _ = try frame(core, now: 1.5)
    #expect(try #require(scene.spring?.value) == 0)  // it starts where it is: no 1.5 s jump
    let next = try #require(core.nextFrameTime(now: 1.5))
    _ = try frame(core, now: next)
    let reference = SpringAnimation(
      spring: Spring(response: 0.4, dampingRatio: 0.7), value: 0.0, target: 100.0)
    _ = reference.advance(by: next - 1.5)
    #expect(isClose(try #require(scene.spring?.value), reference.value, within: 1e-9))
  }
}

/// A scene whose wake-up starts a spring.
private final class WakeSpringScene: Scene {
  let context = SceneContext()
  let title = "wake"
  let root = Layer()
  let isInteracting = false
  var wake: Double?
  var spring: SpringAnimation<Double>?
  func layout(size: Size) {}
  func handle(_ event: InputEvent) -> Bool { false }
  var state: [String: Double] { [:] }
  var nextWakeTime: Double? { wake }
  func update(at time: Double) {
    guard let w = wake, time >= w else { return }
    wake = nil
    let s = SpringAnimation(spring: Spring(response: 0.4, dampingRatio: 0.7), value: 0.0, target: 100.0)
    spring = s
    animator.add(s)
  }
}
