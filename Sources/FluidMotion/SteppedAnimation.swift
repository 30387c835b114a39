/// A point animated by a fixed-step integrator, run ahead of the frame and interpolated back to it
/// (see ``FixedStepper``), so the motion does not depend on the frame rate and no simulated time is
/// lost.
///
/// The pane's historical drivers are instances: ``EulerSpringAnimation``, ``RK4SpringAnimation`` and
/// ``DynamicsAnimation``. When the integrator reports rest the point lands exactly on the target.
///
/// Not thread-safe: use it on the thread (normally the main thread) of the ``Animator`` that runs it.
///
/// ```swift
/// let pop = RK4SpringAnimation(spring: Spring(bounciness: 6, speed: 15),
///                              value: start, velocity: release, target: open)
/// animator.add(pop)
/// ```
public final class SteppedAnimation<Integrator: StepIntegrator>: InterruptibleAnimation {
  /// The integrator; changing it mid-flight keeps value and velocity.
  public var integrator: Integrator { didSet { stepper.reset(to: stepper.displayed) } }
  /// The target; setting it keeps value and velocity.
  public var target: Vector2 { didSet { stepper.reset(to: stepper.displayed) } }
  /// Called after each frame with value and velocity.
  public var onUpdate: ((Vector2, Vector2) -> Void)?
  private var stepper: FixedStepper

  /// Creates the animation at `value` moving at `velocity` toward `target`.
  /// - Parameters:
  ///   - integrator: The fixed-step integrator that moves the point.
  ///   - value: The start position, in points.
  ///   - velocity: The start velocity, in points per second. Default zero.
  ///   - target: Where the point is pulled to, in points.
  ///   - step: The fixed integration step in seconds, > 0. Default 1 ms.
  /// - Precondition: finite value, velocity and target.
  public init(
    integrator: Integrator, value: Vector2, velocity: Vector2 = .zero, target: Vector2, step: Double = 0.001
  ) {
    precondition(
      value.isFiniteValue && velocity.isFiniteValue && target.isFiniteValue,
      "SteppedAnimation: finite values only")
    self.integrator = integrator
    self.target = target
    stepper = FixedStepper(step: step, state: PhysicsState(position: value, velocity: velocity))
  }

  /// The displayed value.
  public var value: Vector2 { stepper.displayed.position }
  /// The displayed velocity, pt/s.
  public var velocity: Vector2 { stepper.displayed.velocity }

  /// Replaces value and velocity.
  public func reset(value: Vector2, velocity: Vector2) {
    stepper.reset(to: PhysicsState(position: value, velocity: velocity))
  }

  /// Advances by `dt` seconds.
  public func advance(by dt: Double) -> AnimationStatus {
    precondition(dt.isFinite && dt >= 0, "SteppedAnimation: dt must be finite and >= 0 (got \(dt))")
    let (integrator, goal) = (self.integrator, target)
    let done = stepper.advance(by: dt) { integrator.step(&$0, toward: goal, h: $1) }
    if done { stepper.reset(to: PhysicsState(position: goal, velocity: .zero)) }
    onUpdate?(value, velocity)
    return done ? .finished : .running
  }
}
