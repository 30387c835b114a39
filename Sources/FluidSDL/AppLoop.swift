import CSDL2
import FluidIO
import FluidMotion
import FluidUI

/// Runs a scene in a window: the window driver of a ``FrameCore``.
///
/// It supplies the clock, the events and the present; the core decides the frames. Like
/// CVDisplayLink it ticks on a fixed grid of the display's refresh while anything animates or a
/// gesture is live, brings a frame forward for input, blocks in `SDL_WaitEvent` when nothing is due
/// (0 % CPU), wakes for the scene's timers, and draws nothing while the window is hidden or minimised.
///
/// ```swift
/// let window = try SDLWindow(title: "Fluid", size: Size(width: 1280, height: 800), renderer: .auto)
/// try AppLoop(window: window).run(scene: PaneScene())
/// ```
@MainActor
public final class AppLoop {
  /// What to do besides running interactively.
  public struct Options {
    /// Quit this many seconds after start (app clock), or never.
    public var exitAfter: Double?
    /// Screenshots to take: at a time in seconds, to a PNG path.
    public var screenshots: [(time: Double, path: String)]
    /// The clear colour behind the scene; `nil` uses the root layer's solid fill (or black).
    public var background: Color?
    /// Events to play back, each when the app clock reaches its time (a replay in real time).
    public var replay: [InputEvent] = []
    /// Called with every input event from the platform (for recording).
    public var onInput: ((InputEvent) -> Void)?
    /// Where to write the scene's state after every presented frame, or nil.
    public var dumpStatePath: String?
    /// The scene's name in state dumps.
    public var stateName: (any Scene) -> String = { $0.title }
    /// Show the stats overlay from the start (the scene's ``AppRequest/toggleStats`` toggles it).
    public var showStats = false
    /// Where to write one JSON line per presented frame (`CLOCK_MONOTONIC` present time, work and
    /// the latencies of the inputs it handled), or nil.
    public var statsLogPath: String?
    /// A latency probe driving the app from another thread, or nil.
    public var probe: LatencyProbe?
    /// Called with the app clock on every turn of the loop; returns when it next needs a turn (e.g. a
    /// recorder's pending flush), or nil. What it throws ends the run.
    public var tick: ((Double) throws -> Double?)?

    /// Creates options.
    public init(
      exitAfter: Double? = nil, screenshots: [(time: Double, path: String)] = [], background: Color? = nil
    ) {
      self.exitAfter = exitAfter
      self.screenshots = screenshots.sorted { $0.time < $1.time }
      self.background = background
    }
  }

  private let window: SDLWindow
  /// The animator the frames tick: the scene's own once running (``Scene/animator``).
  public private(set) var animator = Animator()
  private let clock = AppClock()
  private var translator: EventTranslator
  private var quit = false
  private var commands: [DrawCommand] = []
  private var replay: ArraySlice<InputEvent> = []
  private var shots: ArraySlice<(time: Double, path: String)> = []
  private var onInput: ((InputEvent) -> Void)?
  private var shownTitle = ""
  /// Frame and latency statistics of this run.
  public private(set) var stats = FrameStats()
  private var overlay = StatsOverlay()
  private var arrivals: [Double] = []
  private var probe: LatencyProbe?
  private var core: FrameCore?
  /// The draw list on screen, to find what the next frame changes.
  private var shown: [DrawCommand] = []
  private var fullRedraw = true
  private var damagedArea = 0.0

  /// Creates the loop for `window`.
  public init(window: SDLWindow) {
    self.window = window
    translator = EventTranslator(clockOffset: clock.eventOffset)
  }

  /// Runs until the window closes, the scene asks to quit (``AppRequest/quit``), `options.exitAfter`,
  /// a signal (``SignalTrap``) or a display error; the state and stats files are flushed after every
  /// frame and closed at the end.
  /// - Throws: ``SDLError`` if a screenshot cannot be made, ``FluidIO/OutputError`` if a file cannot
  ///   be written (the run stops at once).
  public func run(scene: any Scene, options: Options = Options()) throws {
    SignalTrap.install()
    let scheduler = FrameScheduler(interval: window.refreshInterval, presentPaces: window.presentsWithVSync)
    animator = scene.animator ?? animator
    let core = FrameCore(scene: scene, animator: animator, scheduler: scheduler)
    self.core = core
    let dump = try options.dumpStatePath.map { path throws(OutputError) in
      try StateWriter(path: path, what: "state dump")
    }
    let log = try options.statsLogPath.map { path throws(OutputError) in
      try StateWriter(path: path, what: "stats log")
    }
    (replay, shots) = (options.replay[...], options.screenshots[...])
    (onInput, probe) = (options.onInput, options.probe)
    overlay.isVisible = options.showStats
    arrivals.reserveCapacity(64)
    scene.layout(size: window.size)
    translator.windowSize = window.size
    do {
      try turns(core: core, options: options, dump: dump, log: log)
    } catch {
      try? dump?.close()
      try? log?.close()
      throw error
    }
    try dump?.close()
    try log?.close()
    if let why = DisplayErrorTrap.lostReason {
      throw SDLError("Drawing the window", reason: why, remedy: "start fluid again")
    }
  }

  /// The loop: wait for the next frame, input or deadline; play, shoot and draw what is due.
  private func turns(core: FrameCore, options: Options, dump: StateWriter?, log: StateWriter?) throws {
    while !quit && SignalTrap.received == 0 && !DisplayErrorTrap.isLost {
      let asked = try options.tick?(clock.now)
      let target = core.nextFrameTime(now: clock.now)
      let due = earliest(earliest(target, options.exitAfter), earliest(shots.first?.time, replay.first?.time))
      let wake = earliest(due, asked)  // a signal wakes the wait itself (SignalTrap pushes an event)
      if EventWait.wait(until: wake, clock: clock, handle: { handle(&$0, core: core) }) { continue }
      if let end = options.exitAfter, clock.now >= end, core.frameCount > 0 { break }
      playReplay(core: core)
      if let shot = shots.first, shot.time <= clock.now { core.requestFrame() }
      if let time = core.nextFrameTime(now: clock.now), time <= clock.now + 0.0002 {
        try frame(at: time, core: core, options: options, dump: dump, log: log)
      }
    }
  }

  /// Runs, draws and presents the frame for `time`.
  private func frame(
    at time: Double, core: FrameCore, options: Options, dump: StateWriter?, log: StateWriter?
  ) throws {
    let start = clock.now
    EventWait.poll { handle(&$0, core: core) }
    guard !quit else { return }
    core.runFrame(at: time, into: &commands)
    if core.scene.title != shownTitle {
      shownTitle = core.scene.title
      window.setTitle("Fluid — \(shownTitle)")
      fullRedraw = true  // another scene
    }
    overlay.refresh(from: stats, now: clock.now)
    overlay.render(into: &commands, size: window.size)
    // Only what changed since the last present is drawn and presented; the whole window after an
    // expose or a resize, or when the renderer cannot keep the rest.
    let size = window.size
    let damage = fullRedraw ? nil : DrawDamage.between(shown, commands, window: size)
    window.draw(
      commands, background: options.background ?? core.scene.root.solidColor ?? .black, damage: damage)
    while let shot = shots.first, shot.time <= clock.now {
      try window.saveScreenshot(to: shot.path)
      shots.removeFirst()
    }
    window.present(damage: damage)
    swap(&shown, &commands)
    fullRedraw = !window.presentsPartially
    damagedArea =
      damage.map { $0.reduce(0) { $0 + $1.size.width * $1.size.height } } ?? size.width * size.height
    let presented = clock.now
    core.didPresent(frameAt: time, now: presented)
    probe?.presented()
    try record(
      start: start, time: time, presented: presented, dropped: core.scheduler.droppedFrames, log: log)
    try dump?.write(time: time, scene: options.stateName(core.scene), state: core.scene.state)
    try dump?.flush()
  }

  /// The earlier of two optional times (no allocation: it runs for every wait).
  private func earliest(_ a: Double?, _ b: Double?) -> Double? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a, b)
  }

  /// Records the frame's work and the latency of every input it handled.
  private func record(
    start: Double, time: Double, presented: Double, dropped: Int, log: StateWriter?
  ) throws(OutputError) {
    stats.recordFrame(presentedAt: presented, work: presented - start, dropped: dropped)
    for arrival in arrivals { stats.recordLatency(presented - arrival) }
    if let log {
      let latencies = arrivals.map { "\((presented - $0) * 1000)" }.joined(separator: ",")
      try log.write(
        line: "{\"present\":\(LatencyProbe.now),\"target\":\(time),\"work_ms\":\((presented - start) * 1000),"
          + "\"dropped\":\(dropped),\"damage_pt2\":\(damagedArea),\"latency_ms\":[\(latencies)]}")
      try log.flush()
    }
    arrivals.removeAll(keepingCapacity: true)
  }

  /// Hands the scene every replayed event whose time has come.
  private func playReplay(core: FrameCore) {
    while let next = replay.first, next.time <= clock.now {
      replay.removeFirst()
      core.handle(next, now: clock.now)
    }
  }

  /// Hands one SDL event to the core, and acts on what the scene asks (quit, the stats overlay) and on
  /// window events (close, visibility).
  private func handle(_ event: inout SDL_Event, core: FrameCore) {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      quit = true
      return
    case SDL_WINDOWEVENT:
      visibility(SDL_WindowEventID(UInt32(event.window.event)), core: core)
    default: break
    }
    probe?.handled(event)
    guard let input = translator.translate(event) else { return }
    onInput?(input)
    let used = core.handle(input, now: clock.now)
    for request in core.scene.takeRequests() {
      switch request {
      case .quit: quit = true
      case .toggleStats:
        overlay.toggle()
        core.requestFrame()
      }
    }
    switch input {
    case .pointerMoved where !used: break  // a hover that draws nothing
    case .pointerDown, .pointerMoved, .pointerUp, .wheel, .keyDown, .keyUp: noteArrival()
    default: break
    }
  }

  /// Notes an input's arrival, for its latency to the present that shows it.
  private func noteArrival() {
    // Input that arrives before the first frame waits for start-up, not for a frame.
    if core?.scheduler.lastPresent.isFinite == true { arrivals.append(clock.now) }
  }

  /// Hidden or minimised: no frames; shown, restored or exposed: a frame.
  private func visibility(_ id: SDL_WindowEventID, core: FrameCore) {
    switch id {
    case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED: core.isVisible = false
    case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED: core.isVisible = true
    case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SIZE_CHANGED:
      core.isVisible = true
      core.requestFrame()
      fullRedraw = true
    default: break
    }
  }
}
