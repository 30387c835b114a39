import FluidMotion

/// Interruptible, scrubbable, reversible layer animations with `UIViewPropertyAnimator`'s semantics.
///
/// The animations closure sets layer properties; the animator captures each change as a from→to pair
/// and drives it every frame from the `Animator` it is given. It can be paused, scrubbed through
/// ``fractionComplete``, reversed, stopped and continued with new timing; reversing a spring and
/// continuing with a spring keep the position continuous and carry the velocity.
///
/// The `Animator` must be one the frame loop ticks — a scene's `context.animator` (``Scene/animator``)
/// — and must outlive the animation: it is held weakly, and starting an animator whose `Animator` is
/// gone (an inline `Animator()`) stops the program with a message. A spring-timed animator completes at
/// its duration, as UIKit's does.
///
/// Not thread-safe: like UIKit's animators it belongs to the main thread (one isolation domain), with
/// the `Animator` that drives it and the layers it changes. It is not `Sendable`.
///
/// ```swift
/// let fade = PropertyAnimator(duration: 0.5, curve: .easeOut, animator: animator) {
///   button.fill = .solid(normal)
/// }
/// fade.addCompletion { position in print(position) }
/// fade.startAnimation()
/// ```
public final class PropertyAnimator: Animation {
  /// The duration in seconds (a spring created with duration 0 reports its settling duration).
  public let duration: Double
  /// The timing the animator was created with.
  public let timingParameters: TimingParameters
  /// The state.
  public internal(set) var state = AnimatingState.inactive
  /// Whether the animations are moving (not paused, stopped or finished).
  public internal(set) var isRunning = false
  /// Whether the animator stays active and paused at the end instead of completing.
  ///
  /// Default false.
  public var pausesOnCompletion = false
  /// Whether scrubbing ``fractionComplete`` while paused is linear (true, the default) or follows the
  /// timing curve.
  public var scrubsLinearly = true
  /// Whether the animations can be paused and redirected.
  ///
  /// Set it only while inactive. Default true.
  public var isInterruptible = true {
    willSet {
      precondition(state == .inactive, "PropertyAnimator: isInterruptible can only change while inactive")
    }
  }
  /// The delay before the animations move, set by ``startAnimation(afterDelay:)``.
  public private(set) var delay = 0.0
  /// The clock that runs it; weak, since a running animator is held by it (no cycle).
  private(set) weak var animator: Animator?
  var tracks: [PropertyTrack] = []
  var completions: [(AnimatingPosition) -> Void] = []
  var progress = 0.0
  /// The progress of positions along x and y when a 2-D spring velocity split them from `progress`.
  var axisProgress: Vector2?
  var segment: Segment?
  var delayLeft = 0.0
  /// The fraction of the duration the animations are at (``fractionComplete``).
  var timeFraction = 0.0

  /// Creates an animator with a cubic curve (UIKit's `init(duration:curve:animations:)`).
  /// - Precondition: `duration >= 0` and finite.
  public convenience init(
    duration: Double, curve: TimingCurve = .easeInOut, animator: Animator, animations: () -> Void = {}
  ) {
    self.init(duration: duration, timingParameters: .cubic(curve), animator: animator)
    addAnimations(animations)
  }

  /// Creates an animator with a spring of the given damping ratio that finishes in `duration`.
  public convenience init(
    duration: Double, dampingRatio: Double, animator: Animator, animations: () -> Void = {}
  ) {
    self.init(
      duration: duration, timingParameters: .springDamping(ratio: dampingRatio, initialVelocity: 0),
      animator: animator)
    addAnimations(animations)
  }

  /// Creates an animator with any timing (UIKit's `init(duration:timingParameters:)`).
  /// - Precondition: `duration >= 0` and finite.
  public init(duration: Double, timingParameters: TimingParameters, animator: Animator) {
    precondition(
      duration.isFinite && duration >= 0,
      "PropertyAnimator: duration must be finite and >= 0 (got \(duration))")
    self.duration = timingParameters.effectiveDuration(duration)
    self.timingParameters = timingParameters
    self.animator = animator
  }

  /// Whether the animations run from end to start.
  ///
  /// Setting it while running turns them around from where they are: a cubic curve runs back over the
  /// time it had run; a spring keeps its velocity and settles on its own timing.
  public var isReversed = false {
    didSet {
      guard oldValue != isReversed, state == .active, isRunning, let current = segment else { return }
      let factor: Double
      if case .cubic = current.timing { factor = remainingTime } else { factor = 1 }
      segment = makeSegment(timing: current.timing, velocity: current.velocity, factor: factor)
    }
  }

  /// Adds animations.
  ///
  /// The closure's layer changes become from→to tracks. Added while active, they run for the remaining part
  /// of the animation, as in UIKit.
  public func addAnimations(_ animations: () -> Void) {
    let transaction = LayerTransaction().record(animations)
    for change in transaction.changes {
      let to = change.layer.value(of: change.from.key)
      if let i = tracks.firstIndex(where: { $0.layer === change.layer && $0.from.key == change.from.key }) {
        tracks[i].to = to
      } else {
        tracks.append(PropertyTrack(layer: change.layer, from: change.from, to: to, startProgress: progress))
      }
    }
    applyTracks()
  }

  /// Adds a completion, called with the position the animations ended at.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts (or resumes) the animations after `delay` seconds.
  /// - Precondition: not stopped.
  public func startAnimation(afterDelay delay: Double = 0) {
    precondition(state != .stopped, "PropertyAnimator: cannot start a stopped animator; finish it first")
    precondition(delay.isFinite && delay >= 0, "PropertyAnimator: delay must be finite and >= 0")
    self.delay = delay
    delayLeft = delay
    if segment == nil {
      segment = makeSegment(timing: timingParameters, velocity: nil, factor: remainingTime)
    } else if let paused = segment, paused.target != (isReversed ? 0 : 1) {  // reversed while paused
      segment = makeSegment(timing: paused.timing, velocity: paused.velocity, factor: remainingTime)
    }
    state = .active
    isRunning = true
    running().add(self)
  }

  /// The animator that runs this one.
  /// - Precondition: it still exists. It is held weakly: an inline `Animator()` is released as soon as
  ///   the initialiser returns, and nothing would ever run.
  func running() -> Animator {
    guard let animator else {
      preconditionFailure(
        "PropertyAnimator: its Animator was released before the animation started; pass one that lives "
          + "and is ticked every frame (a scene's context.animator), not an inline Animator()")
    }
    return animator
  }

  /// Pauses the animations where they are; the animator stays active.
  public func pauseAnimation() {
    precondition(state != .stopped, "PropertyAnimator: cannot pause a stopped animator")
    precondition(isInterruptible || !isRunning, "PropertyAnimator: a non-interruptible animator cannot pause")
    state = .active
    isRunning = false
    animator?.remove(self)
  }

  /// Stops the animations where they are.
  ///
  /// With `withoutFinishing` the animator becomes inactive and no completion runs; otherwise it is stopped
  /// until ``finishAnimation(at:)``.
  public func stopAnimation(_ withoutFinishing: Bool) {
    precondition(state == .active, "PropertyAnimator: only an active animator can stop")
    isRunning = false
    animator?.remove(self)
    segment = nil
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing {
      tracks.removeAll()
      resetTime()
    }
  }

  /// Back at the start of time, as an inactive animator is: animations added next run the whole way.
  private func resetTime() {
    (progress, timeFraction) = (0, 0)
  }

  /// Finishes a stopped animator: moves the properties to `position` and runs the completions.
  /// - Precondition: the animator is stopped.
  public func finishAnimation(at position: AnimatingPosition) {
    precondition(state == .stopped, "PropertyAnimator: finishAnimation(at:) needs a stopped animator")
    switch position {
    case .end: (progress, axisProgress, timeFraction) = (1, nil, 1)
    case .start: (progress, axisProgress, timeFraction) = (0, nil, 0)
    case .current: break
    }
    applyTracks()
    complete(at: position)
  }

  func applyTracks() {
    let axes = axisProgress ?? Vector2(x: progress, y: progress)
    for track in tracks { track.apply(progress: progress, axes: axes) }
  }

  func complete(at position: AnimatingPosition) {
    state = .inactive
    isRunning = false
    segment = nil
    axisProgress = nil
    tracks.removeAll()
    resetTime()
    let handlers = completions
    completions.removeAll()
    for handler in handlers { handler(position) }
  }
}
