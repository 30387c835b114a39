/// The one frame loop under every Fluid program: it waits on a ``Platform`` for input or for the next
/// frame the ``FrameCore`` wants, runs and presents that frame, and hands the result — one ``Frame``
/// value — to its ``FrameObserver``s.
///
/// The window (FluidSDL) and ``VirtualPlatform`` are its two platforms: a headless run, the fuzzer,
/// the benchmarks and a scene's tests run this same loop, so they see the frames a window would draw,
/// at the same times. The loop acts on the scene's ``AppRequest``s the moment they are made, from
/// live or replayed input alike (a title or cursor once the frame in hand is presented, so neither
/// delays its pixels), and ends the run on ``AppRequest/quit``, on an unused `Ctrl+Q` or `Esc`
/// (``quitKeys``), when the platform closes, or at ``endTime``.
///
/// ```swift
/// let platform = VirtualPlatform(size: Size(width: 800, height: 600), events: recorded)
/// let loop = FrameLoop(scene: CardScene(), platform: platform)
/// loop.observers.append(myStateDump)
/// try loop.run()
/// ```
@MainActor
public final class FrameLoop {
  /// Why a run ended.
  public enum End: Sendable, Equatable {
    /// The scene asked (``AppRequest/quit``), or an unused quit key was pressed.
    case quit
    /// The platform closed: the window's close button, a lost display, a signal, a script's end.
    case closed
    /// ``endTime`` came.
    case endTime
    /// ``stop()`` was called.
    case stopped
  }

  /// The core: the scene, its animator and the cadence.
  public let core: FrameCore
  /// What the loop runs on.
  public let platform: any Platform
  /// What follows the frames, in order.
  public var observers: [any FrameObserver] = []
  /// The colour behind the scene; `nil`: the root layer's solid fill, or black.
  public var background: Color?
  /// Turns a scene's title into the window's (`{ "Fluid — \($0)" }`); the title itself by default.
  public var titleFormat: (String) -> String = { $0 }
  /// Keys that end the run when the scene does not use them: `Ctrl+Q` and `Esc` by default.
  public var quitKeys: [(key: Key, modifiers: KeyModifiers)] = [
    (.character("q"), .control), (.escape, []),
  ]
  /// When the run ends (platform seconds): after the last frame due at or before it; `nil`: never.
  public var endTime: Double?
  /// Why the last run ended; `nil` while running or before.
  public internal(set) var end: End?

  var shown: [DrawCommand] = []
  var commands: [DrawCommand] = []
  var fullRedraw = true
  var requests: [AppRequest] = []
  var arrivals: [Double] = []
  var started = false
  var observerAskedFrame = false
  /// The title and cursor asked for and not yet set: set after the next present (or before a wait),
  /// so that neither delays pixels (a window title can cost libX11 a locale load, a cursor a theme read).
  var pendingTitle: String?
  /// What sees each input event before the observers and the scene, in order, and may hold it back
  /// or drop it (``InputFilter``): an accessibility bridge offering keys to a screen reader first.
  public var inputFilters: [any InputFilter] = []
  var pendingCursor: Cursor?

  /// Creates the loop for `scene` on `platform`; nothing runs until ``run()``.
  public init(scene: any Scene, platform: any Platform) {
    self.platform = platform
    let scheduler = FrameScheduler(interval: platform.refreshInterval, presentPaces: platform.presentPaces)
    core = FrameCore(scene: scene, scheduler: scheduler)
  }

  /// The scene.
  public var scene: any Scene { core.scene }

  /// Runs until the run ends (see ``End``), then lets every observer finish.
  /// - Throws: What an observer or the platform's capture throws; the observers still finish.
  @discardableResult
  public func run() throws -> End {
    do {
      while try turn() {}
    } catch {
      for observer in observers { try? observer.finish() }
      throw error
    }
    for observer in observers { try observer.finish() }
    return end ?? .closed
  }

  /// Ends the run after the current turn.
  public func stop() { end = end ?? .stopped }

  /// One turn: the events already due, what the observers need, then a frame if one is due, else a wait.
  ///
  /// Returns whether the run goes on; `false` also when a ``VirtualPlatform`` paused.
  @discardableResult
  public func turn() throws -> Bool {
    if !started { start() }
    guard end == nil else { return false }
    if platform.isClosed { return finish(.closed) }
    platform.poll(handle: dispatch)  // what is already due comes before any frame
    guard end == nil else { return false }
    if platform.isClosed { return finish(.closed) }  // closed by what the poll read: never wait on it
    releaseFiltered()
    let now = platform.now
    // An animation the observers start runs from now, or from a late frame's time if one is due.
    var target = core.nextFrameTime(now: now)
    core.settleClock(now: min(now, target ?? now))
    var deadline = try observerDeadline(now: now)
    for filter in inputFilters { deadline = earliest(deadline, filter.releaseTime) }
    // Again when an observer asked for a frame, or something may have started with nothing due.
    if observerAskedFrame || target == nil { target = core.nextFrameTime(now: now) }
    // A frame due by the end is drawn first; one due after it (a vsync-paced loop is always due) is not.
    if let target, target <= now + 0.0002, target <= (endTime ?? .infinity) + 1e-9 || core.frameCount == 0 {
      try frame(at: target)
      return end == nil
    }
    if let endTime {
      if now >= endTime - 1e-9, core.frameCount > 0 {
        // An observer's frame due by the end (a screenshot at the last instant) is drawn now.
        if observerAskedFrame { try frame(at: max(now, core.scheduler.lastFrame)) }
        return finish(.endTime)
      }
      deadline = earliest(deadline, endTime)
    }
    setChrome()
    switch platform.wait(until: earliest(target, deadline), handle: dispatch) {
    case .closed: return finish(.closed)
    case .paused: return false
    case .events, .deadline: return end == nil
    }
  }

  private func start() {
    started = true
    core.viewport = platform.size
    core.scene.layout(size: platform.size)
    pendingTitle = titleFormat(core.scene.title)
    arrivals.reserveCapacity(64)
  }

  private func finish(_ why: End) -> Bool {
    end = end ?? why
    return false
  }

  /// Asks every observer what it needs; returns the earliest time one needs a turn or a frame.
  private func observerDeadline(now: Double) throws -> Double? {
    var deadline: Double?
    for observer in observers {
      switch try observer.need(now: now) {
      case .none: break
      case .turn(let t): deadline = earliest(deadline, t)
      case .frame(let t):
        if t <= now {
          core.requestFrame()
          observerAskedFrame = true
        } else {
          deadline = earliest(deadline, t)
        }
      }
    }
    return deadline
  }

  /// The earlier of two optional times (no allocation: it runs on every turn).
  func earliest(_ a: Double?, _ b: Double?) -> Double? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a, b)
  }
}
