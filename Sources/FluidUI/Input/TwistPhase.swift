/// Where a two-finger ``InputEvent/twist(phase:rotation:center:time:)`` is.
public enum TwistPhase: String, Sendable, Hashable {
  /// The second finger went down.
  case began
  /// A finger moved.
  case changed
  /// A finger lifted (or the touch was lost).
  case ended
}
