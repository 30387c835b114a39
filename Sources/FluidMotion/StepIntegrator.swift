/// One fixed step of a point's motion toward a target: the integrator of a ``SteppedAnimation``.
public protocol StepIntegrator {
  /// Advances `state` by `h` seconds toward `target`; returns `true` when the motion has come to rest.
  func step(_ state: inout PhysicsState, toward target: Vector2, h: Double) -> Bool
}
