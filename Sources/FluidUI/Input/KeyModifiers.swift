/// Modifier keys held during a key event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates modifiers from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 2)
  /// Alt / Option.
  public static let alt = KeyModifiers(rawValue: 4)
}
