import FluidMotion

/// The way a ``PanGestureRecognizer`` may begin.
///
/// ```swift
/// let swipe = PanGestureRecognizer { _ in }
/// swipe.direction = .horizontal  // a vertical drag is the list's
/// ```
public enum PanDirection: Sendable, Hashable {
  /// Any way (the default).
  case any
  /// Sideways: a move at least as wide as it is tall.
  case horizontal
  /// Up or down: a move at least as tall as it is wide.
  case vertical

  /// Whether a pan that has moved by `translation` may begin.
  public func allows(_ translation: Vector2) -> Bool {
    switch self {
    case .any: true
    case .horizontal: abs(translation.x) >= abs(translation.y)
    case .vertical: abs(translation.y) >= abs(translation.x)
    }
  }
}
