import FluidUI
import Testing

/// A scene that counts what reaches it: layouts, events, updates; Space starts a spring, `t` asks for
/// a title, `x` asks to quit.
final class CountingScene: Scene {
  let context = SceneContext()
  let title = "counting"
  let root = Layer()
  var layouts: [Size] = []
  var events: [InputEvent] = []
  var spring: SpringAnimation<Double>?

  func layout(size: Size) { layouts.append(size) }

  func handle(_ event: InputEvent) -> Bool {
    events.append(event)
    switch event {
    case .keyDown(.space, _, _, _): start()
    case .keyDown(.character("t"), _, _, _): request(.title("renamed"))
    case .keyDown(.character("x"), _, _, _): request(.quit)
    case .keyDown: return false
    default: break
    }
    return true
  }

  func start() {
    let s = SpringAnimation(spring: Spring(response: 0.4, dampingRatio: 0.7), value: 0.0, target: 100.0)
    spring = s
    animator.add(s)
  }
}

/// Keeps every frame and the order of the hooks.
@MainActor
final class FrameLog: FrameObserver {
  var frames: [Frame] = []
  var hooks: [String] = []
  var finished = 0
  var onPresent: ((Frame) -> Void)?
  var failAt: Int?
  struct Failure: Error {}
  func decorate(_ frame: inout Frame) { hooks.append("decorate") }
  func willPresent(_ frame: Frame, on platform: any Platform) throws { hooks.append("willPresent") }
  func didPresent(_ frame: Frame) throws {
    hooks.append("didPresent")
    frames.append(frame)
    onPresent?(frame)
    if frame.index == failAt { throw Failure() }
  }
  func finish() throws { finished += 1 }
}

private func key(_ k: Key, _ m: KeyModifiers = [], at t: Double) -> InputEvent {
  .keyDown(k, modifiers: m, isRepeat: false, time: t)
}

@Suite("Frame loop: one loop, requests acted on at once, the same on every platform")
@MainActor
struct FrameLoopTests {
  let scene = CountingScene()
  let log = FrameLog()

  func loop(_ events: [InputEvent], end: Double = 5) -> FrameLoop {
    let loop = FrameLoop(
      scene: scene, platform: VirtualPlatform(size: Size(width: 400, height: 300), events: events))
    loop.endTime = end
    loop.observers.append(log)
    return loop
  }

  @Test("a replayed Ctrl+Q ends the run at its time, mid-animation; Esc too; a used key does not")
  func replayedQuit() throws {
    for quit in [key(.character("q"), .control, at: 0.5), key(.escape, at: 0.5)] {
      let scene = CountingScene()
      let platform = VirtualPlatform(
        size: Size(width: 400, height: 300), events: [key(.space, at: 0.2), quit])
      let loop = FrameLoop(scene: scene, platform: platform)
      loop.endTime = 5
      #expect(try loop.run() == .quit)
      #expect(platform.now == 0.5 && !scene.animator.isIdle)  // ended there, the spring still running
    }
    #expect(try loop([key(.space, at: 0.2), key(.character("x"), at: 0.3)]).run() == .quit)
    #expect(log.frames.last.map { $0.time <= 0.3 } == true)
    let quitKeysOff = loop([key(.escape, at: 0.1)])
    quitKeysOff.quitKeys = []
    #expect(try quitKeysOff.run() == .endTime)
    #expect(log.finished == 2)
  }

  @Test(
    "the title: the scene's through titleFormat, set once the first frame is presented; a request renames it after its frame"
  )
  func title() throws {
    let platform = VirtualPlatform(size: Size(width: 400, height: 300), events: [key(.character("t"), at: 1)])
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.titleFormat = { "App — \($0)" }
    loop.observers.append(log)
    loop.endTime = 2
    var titles: [String] = []
    log.onPresent = { _ in titles.append(platform.title) }
    try loop.run()
    // Neither the title nor a cursor delays pixels: each is set after the frame that asked for it.
    #expect(titles.first == "" && titles.dropFirst().first == "App — counting")
    #expect(titles.last == "App — counting" && platform.title == "App — renamed")
    #expect(log.frames.last?.requests == [.title("renamed")] && log.frames.last?.time == 1)
  }

  @Test("a resize lays the scene out; the scene never sees it")
  func resize() throws {
    try loop([.resized(Size(width: 640, height: 480), time: 1)]).run()
    #expect(scene.layouts == [Size(width: 400, height: 300), Size(width: 640, height: 480)])
    #expect(scene.events.isEmpty)
    #expect(log.frames.last?.size == Size(width: 640, height: 480) && log.frames.last?.time == 1)
  }

  @Test("an animation started outside an event or a frame (a completion, a timer) wakes the loop")
  func animationFromOutside() throws {
    let loop = loop([], end: 3)
    var started = false
    log.onPresent = { frame in  // after the first frame the loop would sleep for ever
      if !started {
        started = true
        self.scene.start()
      }
    }
    try loop.run()
    #expect(log.frames.count > 30)  // the spring's frames, on the grid
    #expect(scene.animator.isIdle && scene.spring?.value == 100)
  }

  @Test("observers: decorate, willPresent, didPresent in order each frame; finish once, also after a throw")
  func observerOrder() throws {
    try loop([key(.space, at: 0.1)], end: 0.2).run()
    #expect(
      log.hooks.prefix(6) == [
        "decorate", "willPresent", "didPresent", "decorate", "willPresent", "didPresent",
      ])
    #expect(log.finished == 1)
    log.failAt = 2
    #expect(throws: FrameLog.Failure.self) { try self.loop([key(.space, at: 0.1)]).run() }
    #expect(log.finished == 2)
  }

  @Test("a frame an observer asks for at the end time is drawn, between two ticks of an animation")
  func frameAtTheEnd() throws {
    let shot = ShotAt(0.505)
    let loop = loop([key(.space, at: 0.1)], end: 0.505)
    loop.observers.append(shot)
    #expect(try loop.run() == .endTime)
    #expect(shot.taken == 1 && !scene.animator.isIdle)  // the spring still runs at the end
    #expect(log.frames.last.map { abs($0.time - 0.505) < 1e-9 } == true)
  }

  @Test("an idle scene draws one frame; the virtual clock jumps to the end")
  func idle() throws {
    let platform = VirtualPlatform(size: Size(width: 400, height: 300))
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.endTime = 1000
    loop.observers.append(log)
    #expect(try loop.run() == .endTime)
    #expect(log.frames.count == 1 && platform.now == 1000)
  }

  @Test("a press a recogniser is at work on stays the arena's; focus loss mid-press reaches the scene")
  func focusLossReachesTheScene() throws {
    let p = Vector2(x: 100, y: 100)
    scene.root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
    scene.context.gestures.add(PanGestureRecognizer(beginsOnPress: true) { _ in }, to: scene.root)
    let events: [InputEvent] = [
      .pointerDown(position: p, time: 0.5, button: .primary, pressure: nil),
      .pointerMoved(position: p + Vector2(x: 30, y: 0), time: 0.55, pressure: nil),
      .focusLost(time: 0.6),
    ]
    try loop(events, end: 1).run()
    #expect(scene.events == [events[2]], "the press and the move were the pan's; the focus loss the scene's")
  }
}

/// Asks for a frame at one time, as a screenshot does, and counts the frames drawn at or after it.
@MainActor
final class ShotAt: FrameObserver {
  let time: Double
  var taken = 0
  init(_ time: Double) { self.time = time }
  func need(now: Double) throws -> ObserverNeed { taken == 0 ? .frame(at: time) : .none }
  func willPresent(_ frame: Frame, on platform: any Platform) throws {
    if frame.time >= time - 1e-9 { taken += 1 }
  }
}
