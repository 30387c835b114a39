import FluidMotion

/// A transition's progress from 0 (its start) to 1 (its end), carried by a spring or moved 1:1 by the
/// pointer, and catchable at every instant (UIKit's `UIPercentDrivenInteractiveTransition`, with a
/// spring and a velocity).
///
/// ``finish(velocity:)`` and ``cancel(velocity:)`` spring to an end carrying the velocity given (or the
/// one it has). A press catches it where it is (``pause(at:time:)``), the pointer's travel moves it
/// (``update(translation:over:at:time:)``: a travel of `distance` is the whole transition), and the
/// release (``release(at:moved:)``) follows ``CatchPress``'s rule: a drag goes to the end nearest the
/// projected landing of its velocity, a hold to the nearer end from rest, a click lets a moving
/// transition go on (or reverses it, with ``clickReverses``). A completion (``addCompletion(_:)``) says
/// which end it reached.
/// Fluid's own push and pop run on one.
///
/// ```swift
/// let sheet = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
/// let zoom = InteractiveTransition(animator: animator)
/// zoom.onChange = { [unowned zoom] in sheet.alpha = zoom.progress }
/// zoom.finish()                                    // opens on the spring
/// zoom.addCompletion { end in print(end == .end ? "open" : "closed") }
/// zoom.pause(at: Vector2(x: 200, y: 300), time: 1.0)  // caught mid-flight
/// zoom.update(translation: 120, over: 600, time: 1.1)
/// zoom.release(at: 1.15)                          // the projected landing decides
/// ```
public final class InteractiveTransition {
  /// UIKit's navigation spring: critically damped, response 0.42 s.
  public static let navigationSpring = Spring(response: 0.42, dampingRatio: 1)

  /// The spring that carries the progress.
  public var spring: Spring {
    get { value.spring }
    set { value.spring = newValue }
  }
  /// How a release velocity is projected to a landing (UIScrollView's normal rate by default).
  public var projection: Decay {
    get { value.decay }
    set { value.decay = newValue }
  }
  /// The largest final snap, in progress (0...1 units, > 0).
  ///
  /// The spring lands when no future excursion exceeds it. Default 0.0005 (half a point of a 1,000-pt
  /// transition).
  public var tolerance: Double {
    get { value.tolerance ?? 0.0005 }
    set { value.tolerance = max(newValue, 1e-9) }
  }
  /// Whether a click on a moving transition reverses it (``CatchPress``'s rule for objects); false (the
  /// default) lets it go on to where it was heading, as a navigation does.
  public var clickReverses = false
  /// The speed past which a drag's release goes to the end it points to, whatever its projection,
  /// in progress per second (> 0), or nil (the default) for the projection alone.
  ///
  /// libadwaita's swipe completes any release faster than about 300 px/s toward the end; give that
  /// speed over the transition's travel (`300 / width`) so that it holds at every width.
  public var completionSpeed: Double?
  /// The thresholds a caught press is judged by (``CatchPress``): the click's slop, the hold's time.
  public var gestureSettings = GestureSettings.standard

  /// The progress now: 0 is the start, 1 the end; the spring may overshoot when underdamped.
  public var progress: Double { value.value }
  /// The end the transition is heading for, 0 or 1.
  public private(set) var target: Double
  /// The progress per second now.
  public var velocity: Double { value.velocity }
  /// Called whenever the progress changes.
  public var onChange: (() -> Void)?
  /// Called each time the spring lands on an end: `.start` (0) or `.end` (1).
  @available(*, deprecated, message: "use addCompletion(_:), called once at the landing it was added before")
  public var onComplete: ((AnimatingPosition) -> Void)? {
    get { landed }
    set { landed = newValue }
  }
  private var landed: ((AnimatingPosition) -> Void)?
  /// Called each time the spring lands on an end, before the completions: what a part of FluidUI
  /// built on the transition follows (``ZoomTransition``).
  package var onLand: ((AnimatingPosition) -> Void)?
  private var completions = CompletionList()

  /// Adds a completion, Fluid's one completion shape (UIKit's `addCompletion(_:)`).
  ///
  /// It is called once, with the end reached (`.start`, 0, or `.end`, 1), the next time the spring
  /// lands on an end, then forgotten; one added by a completion waits for the landing after.
  /// ``jump(to:)`` lands without completing.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.add(completion)
  }

  /// Tells everyone who waits that the spring landed at `end` (0 or 1).
  private func land(at end: Double) {
    let position: AnimatingPosition = end == 1 ? .end : .start
    onLand?(position)
    landed?(position)
    for done in completions.take() { done(position) }
  }

  /// The progress: a value snapping to 0 and 1, with no resistance (the pointer's moves are kept
  /// within 0...1 here).
  private let value: SnappingValue<Double>
  /// The travel of the whole transition the last update gave, pt.
  private var distance = 1.0
  private var held:
    (press: CatchPress, progress: Double, caughtVelocity: Double, tracker: VelocityTracker<Double>)?

  /// Creates a transition at rest at `progress`.
  /// - Parameters:
  ///   - progress: Where it rests, 0 or 1 (or anything between, to start there).
  ///   - spring: The spring that carries it (default ``navigationSpring``).
  ///   - animator: The clock that runs it (a scene's `context.animator`).
  public init(progress: Double = 0, spring: Spring = navigationSpring, animator: Animator) {
    let start = progress.isFinite ? progress : 0
    self.target = start >= 0.5 ? 1 : 0
    value = SnappingValue(points: [0, 1], spring: spring, band: .power(1), animator: animator)
    value.tolerance = 0.0005
    if start != 0 { value.place(at: start) }
    value.onChange = { [weak self] _ in self?.onChange?() }
    value.onRest = { [weak self] end in self?.land(at: end == 1 ? 1 : 0) }
  }

  /// Whether the spring is moving the transition.
  public var isAnimating: Bool { value.isAnimating }
  /// Whether a press holds it.
  public var isInteractive: Bool { held != nil }
  /// Whether anything moves it.
  public var isMoving: Bool { isAnimating || isInteractive }

  /// Springs to the end (1), carrying `velocity` (progress/s) or the velocity it has.
  public func finish(velocity: Double? = nil) { animate(to: 1, velocity: velocity) }

  /// Springs back to the start (0), carrying `velocity` (progress/s) or the velocity it has.
  public func cancel(velocity: Double? = nil) { animate(to: 0, velocity: velocity) }

  /// Ends at `end` (0 or 1) at once, with no animation and no completion.
  public func jump(to end: Double) {
    held = nil
    target = end >= 0.5 ? 1 : 0
    value.place(at: end)
  }

  /// Springs to `end` (0 or 1) from where it is: a spring on its way is retargeted, keeping its
  /// state, unless a velocity is given; already resting there, it completes at once.
  private func animate(to end: Double, velocity newVelocity: Double?) {
    target = end
    held = nil
    let index = end == 1 ? 1 : 0
    if let v = newVelocity, v.isFinite {
      value.snap(to: index, velocity: v)
    } else if value.isAnimating {
      value.redirect(to: index)
    } else if progress == end {
      value.place(at: end)
      land(at: end)
    } else {
      value.snap(to: index)
    }
  }
}

extension InteractiveTransition {
  /// Catches the transition under a press at `point` (window pt) at `time` (s): the spring stops on
  /// this frame, the velocity it had is kept for a click that reverses it.
  public func pause(at point: Vector2, time: Double) {
    let caughtVelocity = isAnimating ? velocity : 0
    let press = CatchPress(at: point, time: time, moving: isAnimating, settings: gestureSettings)
    value.grab()
    var tracker = VelocityTracker<Double>()
    tracker.add(0, at: time)
    held = (press, progress, caughtVelocity, tracker)
  }

  /// Moves a caught transition with the pointer: progress = caught + `translation` / `distance`,
  /// kept within 0...1.
  /// - Parameters:
  ///   - translation: The pointer's travel since the press along the transition's axis, pt; positive
  ///     toward the end (1).
  ///   - distance: The travel of the whole transition, pt; below 1 counts as 1.
  ///   - point: The pointer, window pt (for the click's slop); nil when only the translation is known.
  ///   - time: When, s.
  public func update(translation: Double, over distance: Double, at point: Vector2? = nil, time: Double) {
    guard var held, translation.isFinite else { return }
    held.tracker.add(translation, at: time)
    held.press.move(to: point ?? held.press.start + Vector2(x: translation, y: 0))
    self.held = held
    self.distance = max(distance, 1)
    value.drag(to: min(1, max(0, held.progress + translation / max(distance, 1))))
  }

  /// Puts a caught transition at `progress`, with a travel of `distance` (pt) for the whole.
  ///
  /// The pointer's travel so far is kept: its next moves go on from there. For a window resized
  /// under the hand, so that what the pointer holds stays under it.
  public func rebase(at progress: Double, over distance: Double) {
    guard var held, progress.isFinite, distance.isFinite else { return }
    let travel = held.tracker.latestValue ?? 0  // the pointer's, pt (past an end too)
    let distance = max(distance, 1)
    let progress = min(1, max(0, progress))
    held.progress = progress - travel / distance
    self.held = held
    self.distance = distance
    value.drag(to: progress)
  }

  /// Lets go of a caught transition at `time` (s), as ``CatchPress`` judges the press: a drag springs
  /// to the end nearest the projected landing of its release velocity (or, faster than
  /// ``completionSpeed``, to the end it points to), carrying it; a hold goes to the
  /// nearer end from rest; a click lets a moving transition go on to where it was heading, at the
  /// velocity it had (reverses it, with ``clickReverses``), and leaves a resting one where it is.
  /// - Parameters:
  ///   - time: When, s.
  ///   - moved: Whether the press moved past the caller's own slop (nil: the settings' click slop on the
  ///     points given to ``update(translation:over:at:time:)``).
  public func release(at time: Double, moved: Bool? = nil) {
    guard let held else { return }
    var outcome = held.press.outcome(releasedAt: time)
    if let moved {
      let quick = time - held.press.time < gestureSettings.longPressDuration
      outcome = moved ? .drag : quick ? .click : .hold
    }
    switch outcome {
    case .click:
      guard held.press.caughtMoving else {
        self.held = nil
        return progress == target ? value.place(at: progress) : animate(to: target, velocity: 0)
      }
      let end = clickReverses ? 1 - target : target
      animate(to: end, velocity: held.caughtVelocity)
    case .hold:
      animate(to: progress < 0.5 ? 0 : 1, velocity: 0)
    case .drag:
      self.held = nil
      let speed = held.tracker.velocity(at: time) / distance
      if let fast = completionSpeed, fast > 0, abs(speed) >= fast {
        return animate(to: speed > 0 ? 1 : 0, velocity: speed)
      }
      target = Double(value.release(velocity: speed))
    }
  }
}
