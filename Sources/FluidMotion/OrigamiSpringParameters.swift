/// Origami's (Quartz Composer's) tension and friction (facebook/rebound `OrigamiValueConverter.java`).
public struct OrigamiSpringParameters: Hashable, Sendable {
  /// Origami tension; 0 maps to stiffness 0.
  public var tension: Double
  /// Origami friction; 0 maps to damping 0.
  public var friction: Double

  /// Creates the pair.
  public init(tension: Double, friction: Double) {
    self.tension = tension
    self.friction = friction
  }
}
