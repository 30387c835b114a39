import CSDL2
import FluidMotion
internal import FluidDBus
import FluidUI

/// A window as a `Platform`: SDL's events, the performance counter, and a real present.
///
/// Like CVDisplayLink, the `FrameLoop` on it ticks on the display's refresh grid while
/// anything animates or a gesture is live, shows input within about half a frame, blocks in
/// `SDL_WaitEvent` when nothing is due (0 % CPU), and draws nothing while the window is hidden or
/// minimised. It closes when the window's close button is pressed, when the display is lost, and —
/// in a program that installed ``SignalTrap`` — on SIGHUP, SIGINT, SIGQUIT or SIGTERM.
///
/// ```swift
/// let window = try SDLWindow(title: "Cards", size: Size(width: 800, height: 600), renderer: .auto)
/// let loop = FrameLoop(scene: CardScene(), platform: WindowPlatform(window: window))
/// try AppLoop.run(loop)
/// ```
@MainActor
public final class WindowPlatform: Platform {
  /// The window.
  public let window: SDLWindow
  /// Events to play back, each when the clock reaches its time (a replay in real time).
  public var replay: ArraySlice<InputEvent> = []
  /// Changes each replayed event as it is handed on (a session moved to another window size), or nil.
  public var transform: ((InputEvent) -> InputEvent)?
  /// Told of each SDL event the window takes, before it is read (a latency probe's own events); nil
  /// by default.
  public var onEvent: ((SDL_Event) -> Void)?
  /// Told after each present; nil by default.
  public var onPresent: (() -> Void)?
  private let clock = AppClock()
  private var translator: EventTranslator
  private var closeRequested = false
  private let xWindow: UInt?
  /// Keys held before the window got the keyboard, kept from acting in it.
  private var heldKeys = HeldKeyFilter()
  /// Events the platform made itself (a zoom's new size), handed on at the next look.
  private var synthesized: [PlatformEvent] = []
  /// The environment last handed on (nil before the first look).
  private var environment: WindowEnvironment?
  /// Wakes the wait when work is queued on the main queue (nil where it has no handle).
  let mainQueueWake = ReadableWake(fileDescriptor: MainQueue.handle, wake: SDLWindow.wake)
  /// Where the app's own title bar is, for a window with ``SDLWindow/Decorations/client``: presses
  /// there move the window (and a double click maximises it) without reaching the scene.
  public var titleBarRegions: (@MainActor (Vector2) -> WindowRegion)? {
    didSet {
      guard window.decorations == .client, let titleBarRegions else { return }
      window.installHitTest(titleBarRegions)
    }
  }
  /// Told when the desktop's settings change while running (XSettings' reduce motion); a change of
  /// scale is followed by the window itself.
  public var onDesktopChange: ((SDLWindow.DesktopChange) -> Void)?

  /// Makes `window` a platform.
  public init(window: SDLWindow) {
    self.window = window
    translator = EventTranslator(clockOffset: clock.eventOffset)
    translator.windowSize = window.size
    translator.pointScale = window.pointScale
    xWindow = DisplayErrorTrap.x11Handle(of: window.window)?.window
    // X's DestroyNotify, which SDL drops, and X's key events (HeldKeyFilter) reach the loop as
    // window-manager events.
    if xWindow != nil { SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE) }
  }

  /// Seconds since the platform was made.
  public var now: Double { clock.now }
  /// The window's size, points.
  public var size: Size { window.size }
  /// The display's refresh interval (1/60 when SDL reports 0 Hz).
  public var refreshInterval: Double { window.refreshInterval }
  /// Whether the present waits for vsync (the opengl renderer).
  public var presentPaces: Bool { window.presentsWithVSync }
  /// Whether the window keeps what is not redrawn (the software renderer).
  public var presentsPartially: Bool { window.presentsPartially }
  /// Whether the window was closed, the display lost, or a trapped signal came.
  public var isClosed: Bool { closeRequested || SignalTrap.received != 0 || DisplayErrorTrap.isLost }

  /// Waits for input, the deadline or the next replayed event.
  public func wait(until deadline: Double?, handle: (PlatformEvent) -> Void) -> WaitOutcome {
    defer { window.pushAccessibilityWindow() }  // a move SDL reports no event for (a drag of its own)
    let portalChanged = window.portal?.update() ?? false
    if environment == nil || portalChanged, handEnvironment(handle) { return .events }
    if handSynthesized(handle) || handMainQueue(handle) { return .events }
    let timers = FoundationRunLoop.service()  // Foundation's timers, where the program has them
    if timers?.fired == true {
      handle(.mainQueue)  // a timer ran main-thread work: the loop draws after it
      return .events
    }
    window.presenter?.flush()  // the last frame's damage goes to the X server now, between frames
    var wake = deadline
    if let next = timers?.next { wake = min(wake ?? clock.now + next, clock.now + next) }
    if let next = replay.first?.time { wake = min(wake ?? next, next) }
    if window.handedMove != nil {  // looked at again soon while the window manager may be moving
      let soon = clock.now + SDLWindow.moveWatchInterval
      wake = min(wake ?? soon, soon)
    }
    defer { window.checkHandedMove() }
    if EventWait.wait(until: wake, clock: clock, handle: { translate(&$0, handle) }) { return .events }
    return playReplay(handle) ? .events : .deadline
  }

  /// Hands on every event already queued, and every replayed event whose time has come.
  public func poll(handle: (PlatformEvent) -> Void) {
    defer { window.pushAccessibilityWindow() }
    let portalChanged = window.portal?.update() ?? false
    if environment == nil || portalChanged { handEnvironment(handle) }
    _ = handSynthesized(handle)
    EventWait.poll { translate(&$0, handle) }
    window.checkHandedMove()
    _ = playReplay(handle)
    _ = handMainQueue(handle)
  }

  /// Draws into the window (only `damage` when it keeps pixels).
  public func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]?) {
    window.draw(commands, background: background, damage: damage)
  }

  /// Saves the drawn frame as a PNG.
  public func capture(to path: String) throws { try window.saveScreenshot(to: path) }

  /// Presents, and tells ``onPresent``.
  public func present(damage: [Rect]?) {
    window.present(damage: damage)
    onPresent?()
  }

  /// Sets the window's title.
  public func setTitle(_ title: String) { window.setTitle(title) }

  /// Fills the screen, maximises, minimises: what the window's controls and keys ask.
  public func perform(_ action: WindowAction) {
    if action == .beginMove {
      window.moveAnchor = translator.lastPress
      window.moveAnchorOnScreen = translator.lastPressOnScreen
      translator.releaseButtons()
    }
    let before = window.pointScale
    window.perform(action)
    let now = window.environment
    if [.zoomIn, .zoomOut, .zoomReset].contains(action) || now != environment {
      // A zoom's is handed on even when unchanged: the app shows the zoom level at each zoom key.
      environment = now
      synthesized.append(.environment(now))
    }
    window.pushAccessibilityWindow()
    guard window.pointScale != before else { return }
    // A zoom: the same pixels, another size in points; laid out and drawn anew at the next look.
    translator.pointScale = window.pointScale
    translator.windowSize = window.size
    synthesized += [.input(.resized(window.size, time: clock.now)), .exposed]
    // The pointer has not moved, but its place in points has: the hover follows what is under it.
    if let moved = translator.pointerRescaled(from: before, time: clock.now) {
      synthesized.append(.input(moved))
    }
    onDesktopChange?(SDLWindow.DesktopChange(scale: true))
  }

  /// Shows `cursor` (SDL's system cursors).
  public func setCursor(_ cursor: Cursor) { window.setCursor(cursor) }

  /// Follows a change of the desktop's scale or settings: a new scale redraws everything.
  private func followDesktop(_ handle: (PlatformEvent) -> Void) {
    let change = window.refreshDesktop()
    translator.pointScale = window.pointScale
    window.pushAccessibilityWindow()
    if change.scale || change.font { handle(.exposed) }
    if change.reducesMotion || change.scale { onDesktopChange?(change) }
    handEnvironment(handle)
  }

  /// With no window manager, the window's own move and resize.
  ///
  /// A press on a resize edge begins one (the app never sees it), the motion while the button is
  /// held follows it, and its release ends it. Returns whether `event` was the window's.
  private func managesItself(_ event: SDL_Event) -> Bool {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEMOTION where window.manualDrag != nil:
      window.followManualDrag()
      return true
    case SDL_MOUSEBUTTONUP where window.manualDrag != nil && event.button.button == UInt8(SDL_BUTTON_LEFT):
      // A move's release ends the bar's press too; a resize's press never reached the app.
      let moved = window.manualDrag?.edge == nil
      window.followManualDrag()  // SDL drops a motion that leaves the pointer where it was in the window
      window.manualDrag = nil
      return !moved
    case SDL_MOUSEBUTTONDOWN where !window.hasWindowManager && event.button.button == UInt8(SDL_BUTTON_LEFT):
      let p = Vector2(
        x: Double(event.button.x) / window.pointScale, y: Double(event.button.y) / window.pointScale)
      guard let edge = window.resizeEdge(at: p) else { return false }
      window.beginManualDrag(edge: edge, at: (event.button.x, event.button.y))
      return true
    default:
      return false
    }
  }

  /// Hands on the window's environment when it differs from the one last handed on; whether it did.
  @discardableResult
  private func handEnvironment(_ handle: (PlatformEvent) -> Void) -> Bool {
    let now = window.environment
    guard now != environment else { return false }
    environment = now
    handle(.environment(now))
    return true
  }

  private func handSynthesized(_ handle: (PlatformEvent) -> Void) -> Bool {
    guard !synthesized.isEmpty else { return false }
    let events = synthesized
    synthesized = []
    events.forEach(handle)
    return true
  }

  private func playReplay(_ handle: (PlatformEvent) -> Void) -> Bool {
    var played = false
    while let next = replay.first, next.time <= clock.now {
      replay.removeFirst()
      handle(.input(transform?(next) ?? next))
      played = true
    }
    return played
  }

  /// One SDL event as what the loop needs: the close button, visibility, an expose, input.
  private func translate(_ event: inout SDL_Event, _ handle: (PlatformEvent) -> Void) {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      closeRequested = true
      handle(.closeRequested)
      return
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(event.window.event)) {
      case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
        handle(.visibility(false))
      case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
        handle(.visibility(true))
      case SDL_WINDOWEVENT_EXPOSED: handle(.exposed)
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        window.framebufferRemade()
        window.settleSize()
        handle(.exposed)
      case SDL_WINDOWEVENT_DISPLAY_CHANGED: followDesktop(handle)
      default: break
      }
      handEnvironment(handle)  // focus, maximised, full screen
    case SDL_SYSWMEVENT:
      heldKeys.follow(event)
      translator.note(event)
      if let xWindow { DisplayErrorTrap.noteDestruction(in: event, of: xWindow) }
      if window.isDesktopChange(event) { followDesktop(handle) }
      return
    default:
      if heldKeys.drops(SDL_EventType(event.type)) { return }
    }
    onEvent?(event)
    window.forgetEdge(after: event)
    if managesItself(event) { return }
    guard let input = translator.translate(event) else { return }
    if case .pointerMoved(let p, _, _) = input { window.followEdge(at: p) }
    handle(.input(input))
  }
}
