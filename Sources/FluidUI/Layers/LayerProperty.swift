/// The animatable properties of a ``Layer``, as values.
public enum LayerProperty: Hashable, Sendable {
  /// ``Layer/frame``.
  case frame(Rect)
  /// ``Layer/alpha``.
  case alpha(Double)
  /// ``Layer/cornerRadius``.
  case cornerRadius(Double)
  /// ``Layer/transform``.
  case transform(LayerTransform)
  /// ``Layer/fill``.
  case fill(Fill?)

  /// Which property this is.
  public var key: Key {
    switch self {
    case .frame: return .frame
    case .alpha: return .alpha
    case .cornerRadius: return .cornerRadius
    case .transform: return .transform
    case .fill: return .fill
    }
  }

  /// A property's name.
  public enum Key: Hashable, Sendable { case frame, alpha, cornerRadius, transform, fill }
}
