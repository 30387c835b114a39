/// The material of a body in the dynamics world, as UIKit's `UIDynamicItemBehavior` describes it.
public struct DynamicItemBehavior: Hashable, Sendable {
  /// Mass per square point.
  ///
  /// Mass = density × area. > 0. UIKit's default is 1.
  public var density: Double
  /// Linear velocity damping per second.
  ///
  /// Each step multiplies velocity by 1/(1 + h·resistance), as Box2D-style engines do. ≥ 0; 0 is none.
  /// UIKit's default is 0.
  public var resistance: Double

  /// Creates the behaviour.
  /// - Precondition: `density > 0`, `resistance >= 0`, both finite.
  public init(density: Double = 1, resistance: Double = 0) {
    precondition(density > 0 && density.isFinite, "DynamicItemBehavior: density must be > 0")
    precondition(resistance >= 0 && resistance.isFinite, "DynamicItemBehavior: resistance must be >= 0")
    self.density = density
    self.resistance = resistance
  }
}
