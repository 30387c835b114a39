/// Horizontal placement of text in its frame.
public enum TextAlignment: Hashable, Sendable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
}
