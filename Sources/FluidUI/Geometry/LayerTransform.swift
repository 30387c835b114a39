import FluidMotion

/// A layer's transform as its parts: translation, then rotation, then scale, about the anchor point.
public struct LayerTransform: Hashable, Sendable {
  /// Translation in points.
  public var translation: Vector2
  /// Scale factors (1 is none); x and y.
  public var scale: Vector2
  /// Rotation in radians, clockwise on screen; not limited to ±π.
  public var rotation: Double

  /// Creates a transform.
  public init(translation: Vector2 = .zero, scale: Vector2 = Vector2(x: 1, y: 1), rotation: Double = 0) {
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
  }

  /// No transform.
  public static let identity = LayerTransform()

  /// A uniform scale.
  public static func scale(_ s: Double) -> LayerTransform { LayerTransform(scale: Vector2(x: s, y: s)) }
}
