/// Runs a fixed-step integrator ahead of the displayed time and interpolates back to it
/// ("fix your timestep"): the true simulation state is never overwritten by the displayed one, so no
/// simulated time is lost (POP's and rebound's defect), and any frame schedule shows the same path.
public struct FixedStepper: Sendable {
  /// The integrator's step in seconds (1 ms for the pane's drivers).
  public let step: Double
  /// The simulation state at the latest step, at or after the displayed time.
  public private(set) var current: PhysicsState
  private var previous: PhysicsState
  /// How far the simulation runs ahead of the displayed time, in [0, step).
  private var lead: Double = 0

  /// Creates a stepper whose displayed state is `state`.
  /// - Precondition: `step > 0`.
  public init(step: Double, state: PhysicsState) {
    precondition(step > 0 && step.isFinite, "FixedStepper: step must be > 0")
    self.step = step
    current = state
    previous = state
  }

  /// The state at the displayed time: the linear interpolation between the two bracketing steps.
  public var displayed: PhysicsState {
    guard lead > 0 else { return current }
    let f = lead / step  // fraction of a step the display lags behind `current`
    return PhysicsState(
      position: current.position + (previous.position - current.position).scaled(by: f),
      velocity: current.velocity + (previous.velocity - current.velocity).scaled(by: f))
  }

  /// Makes `state` both the displayed and the true state (a catch, a throw or a retarget), so the
  /// next steps continue from exactly what is on screen.
  public mutating func reset(to state: PhysicsState) {
    current = state
    previous = state
    lead = 0
  }

  /// Advances the displayed time by `dt`, running `integrate` on whole steps as needed.
  ///
  /// `integrate` returns `true` when the motion has come to rest; stepping then stops and the method returns
  /// `true` with the resting state displayed.
  public mutating func advance(by dt: Double, integrate: (inout PhysicsState, Double) -> Bool) -> Bool {
    lead -= dt
    while lead < 0 {
      previous = current
      if integrate(&current, step) {
        reset(to: current)
        return true
      }
      lead += step
    }
    return false
  }
}
