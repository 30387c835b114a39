/// Distances inward from a rectangle's edges, pt (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  /// From the top edge, pt.
  public var top: Double
  /// From the left edge, pt.
  public var left: Double
  /// From the bottom edge, pt.
  public var bottom: Double
  /// From the right edge, pt.
  public var right: Double

  /// Creates insets; each any finite value (negative moves an edge outward).
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// No inset.
  public static let zero = EdgeInsets()
}
