import FluidMotion

/// One frame of a scene, in order — input, scene update, animator tick, draw list — and the decision
/// of when the next frame is due; the window and the headless runner only supply the clock, the
/// events and the present.
///
/// Because both drive the same core, a headless run makes exactly the idle and wake-up decisions a
/// window makes: it draws only the frames a window would draw, at the times the window would.
///
/// A driver's loop:
///
/// ```swift
/// let core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1.0 / 60))
/// while running {
///   // wait until `core.nextFrameTime(now:)` (nil: until input), handing input to `core.handle(_:now:)`
///   core.runFrame(at: time, into: &commands)    // then draw `commands` and present
///   core.didPresent(frameAt: time, now: clock.now)
/// }
/// ```
///
/// Frames are wanted after input (at once from idle, within half a frame otherwise), on every tick
/// of the scheduler's grid while an animation runs or a gesture is live, at the scene's
/// ``Scene/nextWakeTime``, and after the window shows again. While hidden, nothing is drawn; the
/// animations keep their time (the first frame after showing finds them where they would have been).
/// Main-thread (single-isolation) only, like the scene and animator it drives.
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

  /// Creates the core; the first frame is due at once.
  /// - Parameters:
  ///   - scene: The scene to run.
  ///   - animator: The animator to tick: by default the scene's own (``Scene/animator``), or a fresh
  ///     one for a scene without.
  ///   - scheduler: The frame cadence.
  /// - Precondition: `animator`, if given, is the scene's own when the scene has one.
  public init(scene: any Scene, animator: Animator? = nil, scheduler: FrameScheduler) {
    precondition(
      animator == nil || scene.animator == nil || animator === scene.animator,
      "FrameCore: the scene runs its animations on its own animator; tick that one")
    self.scene = scene
    self.animator = animator ?? scene.animator ?? Animator()
    self.scheduler = scheduler
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

  /// Hands `event` to the scene at `now` (s); returns whether the scene used it.
  ///
  /// Any event wants a frame soon, except a pointer move the scene did not use (hovering over a
  /// scene that does not track it draws nothing). While the animator is idle its clock moves to
  /// `now` first, so an animation the event starts runs from now, not from the last frame.
  @discardableResult
  public func handle(_ event: InputEvent, now: Double) -> Bool {
    if animator.isIdle { animator.advance(to: now) }
    let used = scene.handle(event, animator: animator)
    if !used, case .pointerMoved = event { return false }
    framePending = true
    return used
  }

  /// Asks for a frame soon, as input does (an expose, a screenshot).
  public func requestFrame() { framePending = true }

  /// When the next frame should be drawn (s), or `nil` to sleep until input.
  ///
  /// It may be earlier than `now` (a frame that is late); draw it at once, for the time returned.
  public func nextFrameTime(now: Double) -> Double? {
    guard isVisible else { return nil }
    if framePending { return scheduler.inputFrameTime(now: now) }
    if let tick = scheduler.dueTick(now: now) { return tick }
    return scene.nextWakeTime.map { max($0, scheduler.lastFrame + scheduler.interval / 2) }
  }

  /// Runs the frame for `time` (s): the scene's update, the animator's tick, and the draw list.
  public func runFrame(at time: Double, into commands: inout [DrawCommand]) {
    framePending = false
    frameCount += 1
    if animator.isIdle { animator.advance(to: time) }  // what the update starts runs from this frame
    scene.update(at: time, animator: animator)
    animator.advance(to: time)
    commands.removeAll(keepingCapacity: true)
    scene.root.render(into: &commands)
  }

  /// Records that the frame for `time` was presented at `now` (s), and plans the next.
  public func didPresent(frameAt time: Double, now: Double) {
    scheduler.didPresent(frameAt: time, now: now, running: isRunning)
  }
}
