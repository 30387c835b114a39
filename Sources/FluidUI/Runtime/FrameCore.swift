import FluidMotion

/// One frame of a scene, in order — input (the gesture arena, then the scene), gesture tick, scene
/// update, animator tick, draw list — and the decision
/// of when the next frame is due: the pure part of the ``FrameLoop``, with no clock of its own.
///
/// The loop drives it on every platform, so a headless run makes exactly the idle and wake-up
/// decisions a window makes: it draws only the frames a window would draw, at the times the window
/// would.
///
/// ```swift
/// let core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1.0 / 60))
/// core.handle(.pointerDown(position: p, time: 0.1, button: .primary, pressure: nil), now: 0.1)
/// if let t = core.nextFrameTime(now: 0.1) { core.runFrame(at: t, into: &commands) }
/// ```
///
/// Frames are wanted after input (at once from idle, within half a frame otherwise when the scene
/// used it), on every tick of the scheduler's grid while an animation runs or a gesture is live, at
/// the scene's ``Scene/nextWakeTime``, after the window shows again, and at once when an animation was
/// started outside an event or a frame (a completion, a timer of the program's). While hidden,
/// nothing is drawn; the animations keep their time (the first frame after showing finds them where
/// they would have been).
/// Main-thread (single-isolation) only, like the scene and animator it drives.
@MainActor
public final class FrameCore {
  /// The scene.
  public let scene: any Scene
  /// The animator the frames tick.
  public let animator: Animator
  /// The cadence.
  public private(set) var scheduler: FrameScheduler
  /// Frames run so far.
  public private(set) var frameCount = 0
  private var framePending = true
  /// The window's size, points, once known: what lies outside it is not drawn.
  public var viewport: Size?
  /// The window's gesture arena: the scene's context's, hit-testing from the scene's root.
  public let arena: GestureArena

  /// Creates the core; the first frame is due at once.
  /// - Parameters:
  ///   - scene: The scene to run; its context's animator is the one the frames tick.
  ///   - scheduler: The frame cadence.
  public init(scene: any Scene, scheduler: FrameScheduler) {
    self.scene = scene
    self.animator = scene.animator
    self.scheduler = scheduler
    arena = scene.context.gestures.arena
    arena.root = scene.root
    if scene.context.focus.root == nil { scene.context.focus.root = scene.root }
    let requests = scene.context.requests
    arena.onCursorChange = { requests.send(.cursor($0)) }
  }

  /// Whether the window can be seen.
  ///
  /// While it cannot, no frame is due; showing it wants a frame.
  public var isVisible = true {
    didSet {
      if isVisible && !oldValue { framePending = true }
      if !isVisible { scheduler.pause() }
    }
  }

  /// Whether frames are wanted on every tick: an animation runs or a gesture is live.
  public var isRunning: Bool { !animator.isIdle || scene.isInteracting }

  /// Hands `event` to the gesture arena, then to the scene, at `now` (s); returns whether either used
  /// it (a hover that moved counts: it is drawn).
  ///
  /// A key down goes along one chain of ``KeyCommand``s, each met once
  /// (``FocusSystem/commandChain(after:)``: the scene's that want priority, the window's focus, the
  /// scene's chain when it is a ``KeyResponder``); the scene's ``Scene/handle(_:)`` sees it only when
  /// no command took it, and the focus's arrows in a container last; a key that
  /// selected a new element and left the focus where it was moves the focus there (a list's ↓:
  /// the selection is the focus). Space's release goes to the focus first: it ends the press Space
  /// began on the focused element (``FocusSystem/keyReleased(_:)``), and then the scene does not see
  /// it. The mouse's Back and Forward buttons are the ``Key/back`` and ``Key/forward`` keys (Windows sends the button
  /// and the key as one app command; Android sends the mouse's Back as its Back key). A press, a
  /// move, a release or a wheel step the arena delivered to a member on its path (one is at work)
  /// is not given to the scene, as UIKit's recognisers keep the touches they see from the view;
  /// focus loss and a cancel always reach it.
  ///
  /// Its numbers are brought inside the input bounds first (NaN becomes 0, positions stay within
  /// ±10⁷ pt, window sizes within 1…16384 pt).
  ///
  /// An event the scene used wants a frame soon. One it did not use wants none while frames run on
  /// the grid (the next tick shows what there is: a key's release brings no frame forward), and from
  /// idle a frame at once, unless it was a pointer move (hovering over a scene that does not track it
  /// draws nothing). While the animator is idle its clock moves to `now` first, so an animation the
  /// event starts runs from now, not from the last frame. A resize lays the scene out for the new
  /// size instead (scenes never see it). A request of assistive technology
  /// (``InputEvent/accessibility(_:time:)``) is performed on its element under the scene's root.
  @discardableResult
  public func handle(_ event: InputEvent, now: Double) -> Bool {
    let event = Self.sideButtonAsKey(InputBounds.bounded(event), modifiers: arena.modifierFlags)
    settleClock(now: now)
    if case .resized(let size, _) = event {
      viewport = size
      scene.layout(size: size)
      framePending = true
      return true
    }
    if case .accessibility(let request, _) = event {  // on the element, as the layers' blocks say
      framePending = true  // the scene shows what it did
      return request.perform(under: scene.root, focus: scene.context.focus)
    }
    scene.context.focus.note(event)
    let response = arena.respond(to: event)
    if case .pointerDown(_, _, .primary, _) = event { scene.context.focus.pressed(on: arena.pressedLayer) }
    let taken = response.used && Self.isPointer(event)  // the arena's: not the scene's
    let mark: FocusSystem.SelectionMark? =
      if case .keyDown = event { scene.context.focus.markSelection() } else { nil }
    let used =
      performKeyCommand(event) || keyRelease(event) || (!taken && scene.handle(event))
      || performArrowCommand(event) || response.needsFrame
    if let mark { scene.context.focus.followSelection(from: mark) }
    guard used || scheduler.nextTick == nil else { return false }
    if !used, case .pointerMoved = event { return false }
    framePending = true
    return used
  }

  /// A key down that a command along the window's chain takes (``FocusSystem/commandChain(after:)``:
  /// the scene's commands that want priority over the focus, the focus's, the rest of the scene's
  /// chain when it is a ``KeyResponder``).
  private func performKeyCommand(_ event: InputEvent) -> Bool {
    guard case .keyDown(let key, let modifiers, let isRepeat, let time) = event else { return false }
    let focus = scene.context.focus
    focus.dropFocusIfGone()
    return focus.commandChain(after: scene as? any KeyResponder)
      .perform(key, modifiers: modifiers, isRepeat: isRepeat, time: time)
  }

  /// A key's release that ends the press the key began on the focused element (Space).
  private func keyRelease(_ event: InputEvent) -> Bool {
    guard case .keyUp(let key, _, _) = event else { return false }
    return scene.context.focus.keyReleased(key)
  }

  /// Whether `event` is a press, a move, a release or a wheel step.
  private static func isPointer(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown, .pointerMoved, .pointerUp, .wheel: true
    default: false
    }
  }

  /// The mouse's Back or Forward button as the key of that name, with the modifiers held; any other
  /// event as it is.
  private static func sideButtonAsKey(_ event: InputEvent, modifiers: KeyModifiers) -> InputEvent {
    switch event {
    case .pointerDown(_, let time, .back, _):
      .keyDown(.back, modifiers: modifiers, isRepeat: false, time: time)
    case .pointerDown(_, let time, .forward, _):
      .keyDown(.forward, modifiers: modifiers, isRepeat: false, time: time)
    case .pointerUp(_, let time, .back): .keyUp(.back, modifiers: modifiers, time: time)
    case .pointerUp(_, let time, .forward): .keyUp(.forward, modifiers: modifiers, time: time)
    default: event
    }
  }

  /// A key down no one took: the focus's arrows in a container, the last resort.
  private func performArrowCommand(_ event: InputEvent) -> Bool {
    guard case .keyDown(let key, let modifiers, let isRepeat, let time) = event else { return false }
    return scene.context.focus.arrowCommands.perform(
      key, modifiers: modifiers, isRepeat: isRepeat, time: time)
  }

  /// Moves an idle animator's clock to `now` (s), so an animation started from now on runs from
  /// `now`, not from the last frame; the loop calls it whenever it wakes.
  public func settleClock(now: Double) {
    if animator.isIdle { animator.advance(to: now) }
  }

  /// Asks for a frame soon, as input does (an expose, a screenshot).
  public func requestFrame() { framePending = true }

  /// When the next frame should be drawn (s), or `nil` to sleep until input.
  ///
  /// It may be earlier than `now` (a frame that is late); draw it at once, for the time returned.
  public func nextFrameTime(now: Double) -> Double? {
    guard isVisible else { return nil }
    // An animation started where no frame was coming (a completion, a program's timer) is shown as
    // input is.
    if framePending || (scheduler.nextTick == nil && !animator.isIdle) {
      return scheduler.inputFrameTime(now: now)
    }
    if let tick = scheduler.dueTick(now: now) { return tick }
    return scene.nextWakeTime.map { max($0, scheduler.lastFrame + scheduler.interval / 2) }
  }

  /// Runs the frame for `time` (s): the scene's update, the animator's tick, and the draw list.
  public func runFrame(at time: Double, into commands: inout [DrawCommand]) {
    framePending = false
    frameCount += 1
    if animator.isIdle { animator.advance(to: time) }  // what the update starts runs from this frame
    arena.tick(at: time)
    scene.update(at: time)
    animator.advance(to: time)
    if !isRunning { arena.settleHover() }  // the last frame: what came to rest under the pointer
    scene.context.focus.placeRing()
    commands.removeAll(keepingCapacity: true)
    scene.root.render(into: &commands, visible: viewport.map { Rect(origin: .zero, size: $0) })
  }

  /// Records that the frame for `time` was presented at `now` (s), and plans the next.
  public func didPresent(frameAt time: Double, now: Double) {
    scheduler.didPresent(frameAt: time, now: now, running: isRunning)
  }
}
