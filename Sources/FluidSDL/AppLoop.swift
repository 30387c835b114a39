import CSDL2
import FluidMotion
import FluidUI

/// Runs a scene in a window: events to the scene, the ``Animator`` ticked once per presented frame by
/// the ``DisplayLink``, the layer tree drawn and presented.
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
    /// Show the stats overlay from the start (`F` toggles it).
    public var showStats = false
    /// Where to write one JSON line per presented frame (`CLOCK_MONOTONIC` present time, work and
    /// the latencies of the inputs it handled), or nil.
    public var statsLogPath: String?
    /// A latency probe driving the app from another thread, or nil.
    public var probe: LatencyProbe?

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
  /// The animator the display link ticks.
  public let animator = Animator()
  private var link: DisplayLink
  private let clock = AppClock()
  private var translator: EventTranslator
  private var quit = false
  private var commands: [DrawCommand] = []
  private var replay: ArraySlice<InputEvent> = []
  private var onInput: ((InputEvent) -> Void)?
  private var shownTitle = ""
  /// Frame and latency statistics of this run.
  public private(set) var stats = FrameStats()
  private var overlay = StatsOverlay()
  private var arrivals: [Double] = []
  private var probe: LatencyProbe?

  /// Creates the loop for `window`.
  public init(window: SDLWindow) {
    self.window = window
    link = DisplayLink(interval: window.refreshInterval, presentPaces: window.presentsWithVSync)
    translator = EventTranslator(clockOffset: clock.eventOffset)
  }

  /// Runs until the window closes, Esc or Ctrl+Q, or `options.exitAfter`.
  /// - Throws: ``SDLError`` if a screenshot cannot be written.
  public func run(scene: any Scene, options: Options = Options()) throws {
    var pending = options.screenshots
    let dump = try options.dumpStatePath.map { try StateWriter(path: $0) }
    let log = try options.statsLogPath.map { try StateWriter(path: $0) }
    defer {
      dump?.close()
      log?.close()
    }
    replay = options.replay[...]
    onInput = options.onInput
    probe = options.probe
    overlay.isVisible = options.showStats
    arrivals.reserveCapacity(64)
    scene.layout(size: window.size)
    translator.windowSize = window.size
    var active = true  // draw the first frame at once
    while !quit {
      if !active { waitIdle(scene: scene, until: nextWake(options, pending)) }
      var frameTime = link.nextFrameTime(now: clock.now)
      if active && !link.presentPaces {
        frameTime = link.wait(until: frameTime, clock: clock) { handle(&$0, scene: scene) }
      }
      let start = clock.now
      drainEvents(scene: scene)
      playReplay(scene: scene)
      scene.update(at: frameTime, animator: animator)
      animator.advance(to: frameTime)
      draw(scene, background: options.background)
      while let shot = pending.first, shot.time <= clock.now {
        try window.saveScreenshot(to: shot.path)
        pending.removeFirst()
      }
      window.present()
      let presented = clock.now
      link.didPresent(at: presented)
      probe?.presented()
      record(start: start, presented: presented, log: log)
      dump?.write(time: frameTime, scene: options.stateName(scene), state: scene.state)
      if let end = options.exitAfter, clock.now >= end { quit = true }
      active =
        !animator.isIdle || scene.isInteracting || replay.first.map { $0.time - clock.now < 0.05 } == true
    }
  }

  /// Lays out the frame: the scene, then the stats overlay.
  private func draw(_ scene: any Scene, background: Color?) {
    if scene.title != shownTitle {
      shownTitle = scene.title
      window.setTitle("Fluid — \(shownTitle)")
    }
    commands.removeAll(keepingCapacity: true)
    scene.root.render(into: &commands)
    overlay.refresh(from: stats, now: clock.now)
    overlay.render(into: &commands, size: window.size)
    window.draw(commands, background: background ?? scene.root.solidColor ?? .black)
  }

  /// Records the frame's work and the latency of every input it handled.
  private func record(start: Double, presented: Double, log: StateWriter?) {
    stats.recordFrame(presentedAt: presented, work: presented - start)
    for arrival in arrivals { stats.recordLatency(presented - arrival) }
    if let log {
      let latencies = arrivals.map { "\((presented - $0) * 1000)" }.joined(separator: ",")
      log.write(
        line:
          "{\"present\":\(LatencyProbe.now),\"work_ms\":\((presented - start) * 1000),\"latency_ms\":[\(latencies)]}"
      )
    }
    arrivals.removeAll(keepingCapacity: true)
  }

  /// The next time the loop must wake by itself while idle (a screenshot or the exit), if any.
  private func nextWake(_ options: Options, _ pending: [(time: Double, path: String)]) -> Double? {
    [options.exitAfter, pending.first?.time, replay.first?.time].compactMap { $0 }.min()
  }

  /// Hands the scene every replayed event whose time has come.
  private func playReplay(scene: any Scene) {
    let now = clock.now
    while let next = replay.first, next.time <= now {
      replay.removeFirst()
      scene.handle(next, animator: animator)
    }
  }

  /// Blocks until an event (or `wake`), then lets the animator know the idle time has passed.
  private func waitIdle(scene: any Scene, until wake: Double?) {
    var event = SDL_Event()
    let got: Bool
    if let wake {
      let ms = Int32(max(0, min(1_000_000, (wake - clock.now) * 1000)).rounded(.up))
      got = SDL_WaitEventTimeout(&event, ms) == 1
    } else {
      got = SDL_WaitEvent(&event) == 1
    }
    animator.advance(to: clock.now)  // idle: only moves the animator's clock
    if got { handle(&event, scene: scene) }
  }

  private func drainEvents(scene: any Scene) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) == 1 { handle(&event, scene: scene) }
  }

  /// Hands `event` to the scene; returns whether it was user input (which wants a frame soon).
  @discardableResult
  private func handle(_ event: inout SDL_Event, scene: any Scene) -> Bool {
    if SDL_EventType(event.type) == SDL_QUIT {
      quit = true
      return false
    }
    probe?.handled(event)
    guard let input = translator.translate(event) else { return false }
    onInput?(input)
    switch input {
    case .pointerDown, .pointerMoved, .pointerUp, .wheel, .keyDown, .keyUp:
      // Input that arrives before the first frame waits for start-up, not for a frame.
      if link.lastPresent.isFinite { arrivals.append(clock.now) }
    default: break
    }
    if case .keyDown(let key, let modifiers, _, _) = input {
      if key == .character("q") && modifiers.contains(.control) {
        quit = true
        return false
      }
      if key == .character("f") && modifiers.isEmpty {
        overlay.toggle()
        return true
      }
      if key == .escape {
        quit = !scene.handle(input, animator: animator)  // the scene may use Esc (closing help)
        return true
      }
    }
    scene.handle(input, animator: animator)
    return true
  }
}
