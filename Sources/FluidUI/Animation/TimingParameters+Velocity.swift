import FluidMotion

extension TimingParameters {
  /// A spring's initial velocity relative to the move: fractions of the whole distance per second.
  ///
  /// A rate of 1 would cover the whole move in one second: a 200-point move at 100 pt/s is 0.5.
  /// FluidMotion's `Spring.relativeVelocity(_:from:to:)` converts absolute velocities to it.
  public struct Velocity: Hashable, Sendable {
    /// The rates along x and y of a position: a frame's origin and a transform's translation.
    public let position: Vector2
    /// The rate of every other property (alpha, size, corner radius, scale, rotation, fill).
    public let other: Double

    /// The same rate for every property and both axes.
    /// - Parameter rate: Fractions of the move per second, finite.
    /// - Precondition: `rate` is finite.
    public init(_ rate: Double) {
      precondition(rate.isFinite, "TimingParameters.Velocity: rate must be finite (got \(rate))")
      position = Vector2(x: rate, y: rate)
      other = rate
    }

    /// A 2-D rate as UIKit's `CGVector`: positions move at `vector.x` along x and `vector.y` along y;
    /// every other property, which does not move in two dimensions, at the vector's magnitude (as
    /// UIKit documents).
    /// - Parameter vector: Per axis, fractions of the move per second, finite.
    /// - Precondition: both components finite.
    public init(_ vector: Vector2) {
      precondition(vector.isFiniteValue, "TimingParameters.Velocity: components must be finite")
      position = vector
      other = vector.magnitude
    }

    /// Creates a velocity from its parts (as a running animator reports it).
    init(position: Vector2, other: Double) {
      self.position = position
      self.other = other
    }

    /// Whether positions move at the same rate as everything else, so one progress drives all.
    var isUniform: Bool { position.x == other && position.y == other }

    /// This velocity divided by `factor` (a time scale).
    func divided(by factor: Double) -> Velocity {
      Velocity(position: position.scaled(by: 1 / factor), other: other / factor)
    }
  }
}
