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

/// A soft point attachment of a body to an anchor, as UIKit's `UIAttachmentBehavior` with length 0.
///
/// It is a spring of the given frequency (Hz) and damping ratio, normalised by the body's mass.
public struct AttachmentBehavior: Hashable, Sendable {
  /// The point the body is pulled to.
  public var anchor: Vector2
  /// The oscillation frequency in Hz, > 0.
  public var frequency: Double
  /// The damping ratio, ≥ 0 (UIKit documents 0...1).
  public var damping: Double

  /// Creates the attachment.
  /// - Precondition: `frequency > 0`, `damping >= 0`.
  public init(anchor: Vector2, frequency: Double, damping: Double) {
    precondition(frequency > 0 && frequency.isFinite, "AttachmentBehavior: frequency must be > 0")
    precondition(damping >= 0 && damping.isFinite, "AttachmentBehavior: damping must be >= 0")
    self.anchor = anchor
    self.frequency = frequency
    self.damping = damping
  }
}
