/// Position and velocity of a simulated point.
public struct PhysicsState: Hashable, Sendable {
  /// Position in points.
  public var position: Vector2
  /// Velocity in points per second.
  public var velocity: Vector2

  /// Creates a state.
  public init(position: Vector2, velocity: Vector2) {
    self.position = position
    self.velocity = velocity
  }
}
