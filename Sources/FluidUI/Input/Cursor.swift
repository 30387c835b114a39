/// The pointer's shape: what a press there would do.
public enum Cursor: String, Sendable, Equatable, CaseIterable {
  /// The arrow: nothing to press, or content.
  case arrow
  /// A pointing hand: a click does something (a button, a row, a key).
  case hand
  /// A move cursor: a press drags something (a pane, a slider's knob, a card).
  case move
}
