import FluidMotion

/// A scene on a virtual display, driven by a test: the ``FrameLoop`` a window runs, on a
/// ``VirtualPlatform`` that the test steps and sends input to.
///
/// Every frame the loop draws is the frame a window would draw at that time (an idle scene draws
/// none; input from idle is shown at once; animations run on the display's refresh grid), so what a
/// test sees is what a person would. As in a window, an unused `Ctrl+Q` or `Esc` ends the run
/// (``hasEnded``; clear ``FrameLoop/quitKeys`` to keep going).
///
/// Input while something runs is shown on the next frame the loop draws (within half a refresh
/// interval, as in a window), so a test reads the scene's own state rather than ``lastFrame`` right
/// after an event.
///
/// ```swift
/// @Test @MainActor func flickDismisses() {
///   let card = CardScene()
///   let display = VirtualDisplay(scene: card, size: Size(width: 800, height: 600))
///   display.press(Vector2(x: 400, y: 300))
///   display.drag(from: Vector2(x: 400, y: 300), to: Vector2(x: 520, y: 300), over: 0.064)
///   display.release(Vector2(x: 520, y: 300))
///   display.run(for: 2)
///   #expect(card.dismissed == 1)
/// }
/// ```
@MainActor
public final class VirtualDisplay {
  /// The loop.
  public let loop: FrameLoop
  /// The platform it runs on.
  public let platform: VirtualPlatform
  private let recorder = FrameRecorder()

  /// Puts `scene` on a display of `size` points refreshing `fps` times a second, and draws its
  /// first frame (at time 0).
  public init(scene: any Scene, size: Size = Size(width: 800, height: 600), fps: Double = 60) {
    platform = VirtualPlatform(size: size, fps: fps)
    loop = FrameLoop(scene: scene, platform: platform)
    loop.observers.append(recorder)
    run(until: 0)
  }

  /// The scene.
  public var scene: any Scene { loop.scene }
  /// The virtual clock, seconds.
  public var now: Double { platform.now }
  /// Frames drawn so far.
  public var frameCount: Int { loop.core.frameCount }
  /// The last frame drawn.
  public var lastFrame: Frame? { recorder.last }
  /// Every request the scene has made, in order.
  public var requests: [AppRequest] { recorder.requests }
  /// Whether the run has ended.
  ///
  /// It ends when the scene sends ``AppRequest/quit`` or an unused quit key comes (``FrameLoop/end``
  /// says which). After the end, input and time do nothing: the clock stays.
  public var hasEnded: Bool { loop.end != nil }

  /// Runs every frame due up to `time` (seconds), then leaves the clock there.
  ///
  /// An idle animator's clock is brought there too, so an animation a test starts, continues or
  /// retargets after an idle stretch runs from now, as one started by an event does: it does not
  /// jump by the idle time.
  public func run(until time: Double) {
    platform.pause(at: max(time, now))
    while (try? loop.turn()) == true {}
    loop.core.settleClock(now: now)
  }

  /// Runs `seconds` of frames.
  public func run(for seconds: Double) { run(until: now + seconds) }

  /// Runs one refresh interval; while something animates or a gesture is live, on until a frame was
  /// drawn (a frame planned for just past the interval comes in this step, never in none).
  ///
  /// With nothing running it only moves the clock on by the interval: the loop draws no frame then.
  public func step() {
    let before = frameCount
    run(for: platform.refreshInterval)
    let limit = now + platform.refreshInterval
    while frameCount == before && loop.core.isRunning && !hasEnded && now < limit {
      run(for: platform.refreshInterval / 8)
    }
  }

  /// Saves the frame on the virtual screen as a PNG.
  ///
  /// FluidUI's own ``SoftwareCanvas`` draws it at one pixel per point, unless
  /// ``VirtualPlatform/canvas`` is set (FluidSDL's `OffscreenCanvas` draws with SDL's renderer, at
  /// any scale):
  ///
  /// ```swift
  /// display.step()
  /// try display.capture(to: "frame.png")
  /// ```
  /// - Throws: ``VirtualPlatform/NoFrame`` before the first frame, or what the canvas throws (a path
  ///   that cannot be written); nothing is written then.
  public func capture(to path: String) throws { try platform.capture(to: path) }

  /// Runs until nothing animates and no gesture is live, at most `limit` seconds; returns whether
  /// it got there.
  @discardableResult
  public func settle(limit: Double = 10) -> Bool {
    let end = now + limit
    while loop.core.isRunning && now < end { step() }
    return !loop.core.isRunning
  }

  /// Hands `event` on now (it should carry ``now`` as its time) and draws the frames due by now
  /// (from idle, one at once; while something runs, the next one may come half an interval later).
  public func send(_ event: InputEvent) {
    platform.send(event)
    run(until: now)
  }

  /// Hands `environment` on now, as a window hands on a change of its state, and draws the frames
  /// due by now.
  public func send(environment: WindowEnvironment) {
    platform.send(environment: environment)
    run(until: now)
  }

  /// Presses the primary button at `p` (points).
  public func press(_ p: Vector2) {
    send(.pointerDown(position: p, time: now, button: .primary, pressure: nil))
  }

  /// Moves the pointer to `p`.
  public func move(to p: Vector2) { send(.pointerMoved(position: p, time: now, pressure: nil)) }

  /// Releases the primary button at `p`.
  public func release(_ p: Vector2) { send(.pointerUp(position: p, time: now, button: .primary)) }

  /// Moves the pointer from `a` to `b` in a straight line over `seconds`, one move per refresh (press
  /// first and release after for a drag).
  public func drag(from a: Vector2, to b: Vector2, over seconds: Double) {
    let frames = max(1, Int((seconds / platform.refreshInterval).rounded()))
    for i in 1...frames {
      step()
      move(to: a + (b - a).scaled(by: Double(i) / Double(frames)))
    }
  }

  /// A press and a release at `p`, `hold` seconds apart.
  public func click(_ p: Vector2, hold: Double = 0.08) {
    press(p)
    run(for: hold)
    release(p)
  }

  /// Presses and releases `key`.
  public func key(_ key: Key, modifiers: KeyModifiers = []) {
    send(.keyDown(key, modifiers: modifiers, isRepeat: false, time: now))
    send(.keyUp(key, modifiers: modifiers, time: now))
  }

  /// Turns the wheel by `delta` points (positive y scrolls up) at `p`.
  public func wheel(_ delta: Vector2, at p: Vector2 = .zero) {
    send(.wheel(delta: delta, position: p, time: now))
  }
}

/// Keeps the last frame and every request, for ``VirtualDisplay``.
@MainActor
private final class FrameRecorder: FrameObserver {
  var last: Frame?
  var requests: [AppRequest] = []

  func didPresent(_ frame: Frame) throws {
    last = frame
    requests += frame.requests
  }
}
