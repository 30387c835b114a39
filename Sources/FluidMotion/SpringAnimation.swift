/// A value moving toward a target on a ``Spring``, exact at any frame rate and interruptible.
///
/// Each step applies the spring's closed-form transition, so the trajectory does not depend on the
/// frame schedule. It settles when ``Spring/excursionBound(displacement:velocity:)`` shows that no
/// future excursion can exceed ``tolerance``; it then lands exactly on the target, a jump smaller than
/// the tolerance. The tolerance follows the move unless one is given: a thousandth
/// (``relativeTolerance``) of the distance to the target, or of the excursion a throw from the target
/// makes, so an opacity, a scale or a progress from 0 to 1 moves as exactly as a position does.
/// Retargeting and changing the spring mid-flight keep value and velocity; with a ``blendDuration``, a
/// new spring's response and damping take over from the old one's gradually.
///
/// Not thread-safe: use it on the thread (normally the main thread) of the ``Animator`` that runs it.
///
/// ```swift
/// let drop = SpringAnimation(spring: Spring(response: 0.3, dampingRatio: 0.8),
///                            value: Vector2(x: 0, y: 600), velocity: Vector2(x: 0, y: -2000),
///                            target: Vector2(x: 0, y: 50))
/// var paneOrigin = Vector2(x: 0, y: 600)
/// drop.onUpdate = { value, _ in paneOrigin = value }
/// let animator = Animator()
/// animator.add(drop)
/// ```
public final class SpringAnimation<Value: VectorArithmetic>: InterruptibleAnimation {
  /// The spring; changing it mid-flight keeps value and velocity (and, with a ``blendDuration``,
  /// blends from the spring in effect).
  public var spring: Spring {
    didSet {
      guard oldValue != spring else { return }
      guard blendDuration > 0 else { return blend = nil }
      let inEffect = blend.map { Self.mix($0.from, oldValue, $0.elapsed / blendDuration) } ?? oldValue
      blend = (inEffect, 0)
    }
  }
  /// Seconds over which a new ``spring`` takes over from the one in effect, ≥ 0 (SwiftUI's
  /// `blendDuration`; default 0: at once).
  ///
  /// The response and damping ratio are interpolated linearly, sampled at the middle of each step.
  public var blendDuration = 0.0 {
    didSet {
      precondition(blendDuration.isFinite && blendDuration >= 0, "SpringAnimation: blendDuration must be ≥ 0")
      if blendDuration == 0 { blend = nil }
    }
  }
  /// The spring a change of ``spring`` blends from, and the seconds the blend has run.
  private var blend: (from: Spring, elapsed: Double)?
  /// The value now.
  public private(set) var value: Value
  /// The velocity now, in value units per second.
  public private(set) var velocity: Value
  /// The target; changing it keeps value and velocity (and re-measures a tolerance that follows the move).
  public var target: Value {
    didSet { followMove() }
  }
  /// The largest final snap allowed, in value units, > 0.
  ///
  /// Unless one is given (here or at ``init(spring:value:velocity:target:tolerance:)``), it follows the
  /// move: ``relativeTolerance`` of the larger of the distance to the target and the excursion the
  /// velocity alone would make, measured at the start and at each retarget or ``reset(value:velocity:)``
  /// (1e-3 for a move from 0 to 1; 0.6 pt for a 600-pt drop), and never below 1e-12 of the target's
  /// magnitude, where a `Double` can no longer tell the two apart.
  public var tolerance: Double {
    get { givenTolerance ?? moveTolerance }
    set {
      precondition(
        newValue > 0 && newValue.isFinite, "SpringAnimation: tolerance must be > 0 (got \(newValue))")
      givenTolerance = newValue
    }
  }
  /// The part of the move a tolerance that follows it is: 1e-3.
  public static var relativeTolerance: Double { 1e-3 }
  /// The tolerance given, or nil when it follows the move.
  private var givenTolerance: Double?
  /// The tolerance that follows the move, as last measured.
  private var moveTolerance = 0.0
  /// Called after each step with the value and velocity.
  public var onUpdate: ((Value, Value) -> Void)?
  /// Called each time the animation lands on its target.
  @available(*, deprecated, message: "use addCompletion(_:), called once per landing it was added before")
  public var onComplete: (() -> Void)? {
    get { landed }
    set { landed = newValue }
  }
  private var landed: (() -> Void)?
  private var completions = CompletionList()

  /// Adds a completion: called once, with ``AnimatingPosition/end``, the next time the animation
  /// lands on its target (within the frame's advance, after ``onUpdate``), then forgotten.
  ///
  /// An animation removed before it lands never calls it. It is Fluid's one completion shape
  /// (UIKit's `addCompletion(_:)`); `Animator.add(_:completion:)` gives an animation that has none
  /// of its own a completion of the same shape.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.add(completion)
  }

  /// Creates a spring animation.
  /// - Parameters:
  ///   - spring: The spring.
  ///   - value: The start value.
  ///   - velocity: The start velocity, value units per second. Default zero.
  ///   - target: The target.
  ///   - tolerance: The settle distance in value units, > 0; nil (the default) follows the move (see
  ///     ``tolerance``). Give one in the value's own unit where it has one: 0.5 for points.
  /// - Precondition: finite value, velocity and target; a given `tolerance` > 0.
  public init(
    spring: Spring, value: Value, velocity: Value = .zero, target: Value, tolerance: Double? = nil
  ) {
    precondition(
      value.isFiniteValue && velocity.isFiniteValue, "SpringAnimation: value and velocity must be finite")
    precondition(target.isFiniteValue, "SpringAnimation: target must be finite")
    if let tolerance {
      precondition(
        tolerance > 0 && tolerance.isFinite, "SpringAnimation: tolerance must be > 0 (got \(tolerance))")
    }
    self.spring = spring
    self.value = value
    self.velocity = velocity
    self.target = target
    givenTolerance = tolerance
    followMove()
  }

  /// Measures the tolerance that follows the move from here: a part of the larger of the distance to
  /// the target and the velocity's own excursion.
  private func followMove() {
    guard givenTolerance == nil else { return }
    let distance = (target - value).magnitude
    let throwExcursion = spring.excursionBound(displacement: Value.zero, velocity: velocity)
    let scale = max(distance, throwExcursion.isFinite ? throwExcursion : distance)
    let least = 1e-12 * max(1, target.magnitude)
    moveTolerance = max(scale * Self.relativeTolerance, least)
  }

  /// Whether no future excursion from the target can exceed ``tolerance``.
  public var isSettled: Bool {
    spring.excursionBound(displacement: value - target, velocity: velocity) <= tolerance
  }

  /// Replaces value and velocity (a catch or a throw); the target stays.
  /// - Precondition: both finite.
  public func reset(value: Value, velocity: Value) {
    precondition(
      value.isFiniteValue && velocity.isFiniteValue, "SpringAnimation: value and velocity must be finite")
    self.value = value
    self.velocity = velocity
    followMove()
  }

  /// Steps the spring by `dt` seconds; lands on the target once settled.
  public func advance(by dt: Double) -> AnimationStatus {
    precondition(dt.isFinite && dt >= 0, "SpringAnimation: dt must be finite and >= 0 (got \(dt))")
    let active = effectiveSpring(at: dt / 2)
    active.update(value: &value, velocity: &velocity, target: target, deltaTime: dt)
    if let b = blend { blend = b.elapsed + dt >= blendDuration ? nil : (b.from, b.elapsed + dt) }
    if isSettled && blend == nil {
      value = target
      velocity = .zero
      onUpdate?(value, velocity)
      landed?()
      for done in completions.take() { done(.end) }
      return .finished
    }
    onUpdate?(value, velocity)
    return .running
  }

  /// The spring in effect `ahead` seconds into the current blend, if one runs.
  private func effectiveSpring(at ahead: Double) -> Spring {
    guard let b = blend else { return spring }
    return Self.mix(b.from, spring, (b.elapsed + ahead) / blendDuration)
  }

  /// The spring a fraction `f` (clamped to 0...1) of the way from `a` to `b` in response and damping.
  private static func mix(_ a: Spring, _ b: Spring, _ f: Double) -> Spring {
    let f = min(max(f, 0), 1)
    return Spring(
      response: a.response + (b.response - a.response) * f,
      dampingRatio: a.dampingRatio + (b.dampingRatio - a.dampingRatio) * f)
  }
}
