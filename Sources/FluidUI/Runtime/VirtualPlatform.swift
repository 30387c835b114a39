/// A platform with no window: a display refreshing `fps` times a second on a virtual clock that jumps
/// straight to whatever is due next — the next frame, scripted event, observer's time or pause — and
/// frames that take no time.
///
/// Run on it, a ``FrameLoop`` draws exactly the frames a window would, at the times it would, so the
/// same script gives the same frames and states byte for byte on every run. Events come from a script
/// (a replay's, in time order) and from ``send(_:)``; ``pause(at:)`` lets a test step the loop.
/// Frames are drawn into ``canvas`` when one is set: every frame when ``presentsPartially``, else only
/// when an observer captures one; with none set, a capture draws into a ``SoftwareCanvas``.
///
/// ```swift
/// let platform = VirtualPlatform(size: Size(width: 800, height: 600), fps: 60, events: replay.events)
/// let loop = FrameLoop(scene: scene, platform: platform)
/// loop.endTime = 10
/// try loop.run()
/// ```
@MainActor
public final class VirtualPlatform: Platform {
  /// The virtual clock, seconds from 0.
  public private(set) var now = 0.0
  /// The surface's size, points (a scripted resize changes it).
  public private(set) var size: Size
  /// 1 / the display's refresh rate.
  public let refreshInterval: Double
  /// Never: frames take no time.
  public var presentPaces: Bool { false }
  /// Whether frames are drawn in part (only what changed); the frames carry their damage then.
  public var presentsPartially = false
  /// Where frames are drawn, or nil (nothing is drawn but a capture, which a ``SoftwareCanvas`` of
  /// the display's size draws).
  public var canvas: (any Canvas)?
  /// Rewrites each scripted event as it is delivered (to move a recorded gesture), or nil.
  public var transform: ((InputEvent) -> InputEvent)?
  /// Asked on every turn: `true` ends the run (a signal came), as closing a window does.
  public var interruption: (() -> Bool)?
  /// Whether this platform's loop owns the main thread and runs the main queue each turn
  /// (``MainQueue``): a headless app's run does; a test's display does not (default false), since
  /// the test runner already runs the main queue around its tests.
  public var drivesMainQueue = false
  /// The title the loop last set.
  public private(set) var title = ""
  private var script: AnyIterator<InputEvent>
  private var scripted: InputEvent?
  private var sent: [InputEvent] = []
  private var environments: [WindowEnvironment] = []
  private var lastEnvironment = WindowEnvironment()
  private var horizon: Double?
  /// The last frame drawn, kept for a capture.
  private var drawn: (commands: [DrawCommand], background: Color)?
  /// Whether ``canvas`` holds the frames drawn in part (it was there for them, or a capture drew it whole).
  private var hasPartialFrame = false
  /// The canvas of captures with no ``canvas`` set.
  private var softwareCanvas: SoftwareCanvas?

  /// Creates the platform.
  /// - Parameters:
  ///   - size: The surface's size, points.
  ///   - fps: The display's refresh rate, 1...1000 Hz.
  ///   - events: The script, in time order (a later event never comes before an earlier one).
  public init(size: Size, fps: Double = 60, events: some Sequence<InputEvent> = [InputEvent]()) {
    precondition(
      fps.isFinite && (1...1000).contains(fps), "VirtualPlatform: fps must be in 1...1000 (got \(fps))")
    self.size = size
    refreshInterval = 1 / fps
    script = AnyIterator(events.makeIterator())
    scripted = script.next()
  }

  /// Whether ``interruption`` asks the run to end.
  public var isClosed: Bool { interruption?() ?? false }

  /// Queues `event` to be handed on at its time (at once when that is not after ``now``).
  public func send(_ event: InputEvent) { sent.append(event) }

  /// Hands `environment` on at the next look, as a window hands on a change of its state.
  public func send(environment: WindowEnvironment) {
    environments.append(environment)
    lastEnvironment = environment
  }

  /// Answers a zoom with the environment as it is (a virtual surface does not zoom), as a window
  /// answers each zoom key; other actions do nothing.
  public func perform(_ action: WindowAction) {
    guard action == .zoomIn || action == .zoomOut || action == .zoomReset else { return }
    environments.append(lastEnvironment)
  }

  /// Makes the next wait that would pass `time` stop there (``WaitOutcome/paused``), for stepping.
  public func pause(at time: Double) { horizon = time }

  /// Jumps to the first of `deadline`, the next event and the pause time; hands on every event due.
  public func wait(until deadline: Double?, handle: (PlatformEvent) -> Void) -> WaitOutcome {
    if !environments.isEmpty {
      poll(handle: handle)
      return .events
    }
    let event = min(sent.first?.time, scripted?.time)
    let next = min(deadline, event)
    if let horizon, next.map({ horizon < $0 }) ?? true {
      now = max(now, horizon)
      return .paused
    }
    guard let next else { return .closed }
    now = max(now, next)
    guard let event, event <= now else { return .deadline }
    poll(handle: handle)
    return .events
  }

  private func deliver(_ event: InputEvent, _ handle: (PlatformEvent) -> Void) {
    if case .resized(let s, _) = event { size = s }
    handle(.input(event))
  }

  /// Hands on every event whose time has come (not after ``now``).
  public func poll(handle: (PlatformEvent) -> Void) {
    if drivesMainQueue, MainQueue.takeSignal() { handle(.mainQueue) }
    for environment in environments { handle(.environment(environment)) }
    environments = []
    while let e = sent.first, e.time <= now {
      sent.removeFirst()
      deliver(e, handle)
    }
    while let e = scripted, e.time <= now {
      scripted = script.next()
      deliver(transform?(e) ?? e, handle)
    }
  }

  /// Keeps the frame for a capture; draws it into ``canvas`` at once when ``presentsPartially``.
  public func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]?) {
    drawn = (commands, background)
    if presentsPartially {
      canvas?.draw(commands, background: background, damage: damage)
      hasPartialFrame = canvas != nil
    }
  }

  /// Saves the frame on the virtual screen — the last one drawn, during or after its frame — as a
  /// PNG, drawn into ``canvas`` (with none set, into a ``SoftwareCanvas`` at one pixel per point).
  /// - Throws: ``NoFrame`` before the first frame, or what the canvas throws; nothing is written then.
  public func capture(to path: String) throws {
    guard let drawn else { throw NoFrame(path: path) }
    let canvas = canvas ?? ownCanvas()
    // Drawn in part, the canvas holds the frame already (unless it came after the frame).
    if !(presentsPartially && hasPartialFrame) {
      canvas.draw(drawn.commands, background: drawn.background, damage: nil)
      hasPartialFrame = presentsPartially && self.canvas != nil  // only the set canvas gets the frames
    }
    try canvas.savePNG(to: path)
  }

  /// The canvas a capture draws into when ``canvas`` is not set: a ``SoftwareCanvas`` of the
  /// display's size at one pixel per point, made again when the size changes.
  private func ownCanvas() -> SoftwareCanvas {
    if let made = softwareCanvas, made.size == size { return made }
    let made = SoftwareCanvas(size: size)
    softwareCanvas = made
    return made
  }

  /// Nothing to do: the frame stays on the virtual screen (and for a capture) until the next one.
  public func present(damage: [Rect]?) {}

  /// Keeps the title.
  public func setTitle(_ title: String) { self.title = title }

  /// A capture was asked before the first frame was drawn.
  public struct NoFrame: Error, CustomStringConvertible {
    /// Where the capture was to go.
    public let path: String
    /// What went wrong and what to do.
    public var description: String {
      "cannot save \(path): no frame has been drawn yet; step the display (or run the loop) first"
    }
  }

  /// A capture was asked of a virtual platform with no canvas (no longer thrown: a ``SoftwareCanvas``
  /// draws such a capture).
  public struct NoCanvas: Error, CustomStringConvertible {
    /// Where the capture was to go.
    public let path: String
    /// What went wrong and what to do.
    public var description: String {
      "cannot save \(path): this virtual display has no canvas to draw on; set VirtualPlatform.canvas"
    }
  }
}

/// The earlier of two optional times.
private func min(_ a: Double?, _ b: Double?) -> Double? {
  guard let a else { return b }
  guard let b else { return a }
  return Swift.min(a, b)
}
