/// How a shape is painted.
public enum Fill: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// A two-stop vertical linear gradient, `top` at the top edge to `bottom` at the bottom edge.
  case verticalGradient(top: Color, bottom: Color)

  /// Whether every colour of the fill is opaque.
  public var isOpaque: Bool {
    switch self {
    case .solid(let c): return c.alpha >= 1
    case .verticalGradient(let top, let bottom): return top.alpha >= 1 && bottom.alpha >= 1
    }
  }

  /// The colour at a fraction `t` of the height (0 top, 1 bottom).
  public func color(at t: Double) -> Color {
    switch self {
    case .solid(let c): return c
    case .verticalGradient(let top, let bottom): return top.mixed(with: bottom, t)
    }
  }
}
