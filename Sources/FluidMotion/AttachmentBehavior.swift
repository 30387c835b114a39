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
