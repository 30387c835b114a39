import FluidMotion

/// Something the physics overlay draws for a scene (`V`).
package enum PhysicsMarker: Sendable, Equatable {
  /// A velocity (pt/s) drawn from a point as an arrow 0.1 s long.
  case velocity(at: Vector2, Vector2)
  /// A point of interest: a spring target, a projected landing point, a corner slot.
  case point(Vector2, label: String)
  /// A level in 0...1 (a force, a progress) with a threshold mark.
  case level(Double, threshold: Double?, label: String)
  /// A line of text (numbers worth reading).
  case note(String)
}
