/// A key and the modifiers held with it, what it does, and the title a shortcuts window shows for it
/// (UIKit's `UIKeyCommand`).
///
/// A ``KeyResponder`` lists its commands; ``KeyResponder/performKeyCommand(_:modifiers:isRepeat:time:)``
/// finds the first command along the responder chain whose key and modifiers are exactly those
/// pressed, and whose `when` holds now.
///
/// ```swift
/// let open = KeyCommand(.character("o"), .control, title: "Open") { showMenu(at: .zero) }
/// let next = KeyCommand(.down, title: "Next row", repeats: true) { toggle() }
/// ```
public struct KeyCommand {
  /// The key.
  public let input: Key
  /// The modifiers held with it, exactly: Ctrl+Shift+Tab is not Ctrl+Tab.
  public let modifiers: KeyModifiers
  /// What it does, a few words: rows of a shortcuts window with one title are one row.
  public let title: String
  /// Whether a held key's repeats act again (default false: a repeat is taken and does nothing).
  public let repeats: Bool
  /// Whether a shortcuts window leaves it out: another spelling of a command it shows (UIKit's
  /// `.hidden` attribute), as the keypad's `+` beside `=`.
  public let isHidden: Bool
  /// Whether it comes before the focus's own keys (UIKit's `wantsPriorityOverSystemBehavior`).
  ///
  /// Enter is a calculator's `=` though the ring is on one of its keys, as in GNOME Calculator,
  /// where Space still presses the key. Default false: the focused control takes Space and Enter,
  /// the focus takes Tab, first.
  public var wantsPriorityOverFocus = false
  /// Whether the command applies now; when it does not, the key goes on along the chain.
  let condition: (() -> Bool)?
  /// What it does, given the key's time (s).
  let action: (Double) -> Void

  /// Creates a command.
  /// - Parameters:
  ///   - input: The key.
  ///   - modifiers: The modifiers held with it, exactly (none by default).
  ///   - title: What it does, a few words.
  ///   - repeats: Whether a held key's repeats act again (default false).
  ///   - isHidden: Whether a shortcuts window leaves it out (default false).
  ///   - condition: Whether it applies now (nil: always); when not, the key goes on along the chain.
  ///   - action: What it does.
  public init(
    _ input: Key, _ modifiers: KeyModifiers = [], title: String, repeats: Bool = false,
    isHidden: Bool = false,
    when condition: (() -> Bool)? = nil, action: @escaping () -> Void
  ) {
    self.init(
      input, modifiers, title: title, repeats: repeats, isHidden: isHidden, when: condition,
      timed: { _ in action() })
  }

  /// Creates a command whose action is given the time the key went down (s): for a key that starts
  /// something held until its release, as a key that drags.
  public init(
    _ input: Key, _ modifiers: KeyModifiers = [], title: String, repeats: Bool = false,
    isHidden: Bool = false,
    when condition: (() -> Bool)? = nil, timed action: @escaping (_ time: Double) -> Void
  ) {
    self.input = input
    self.modifiers = modifiers
    self.title = title
    self.repeats = repeats
    self.isHidden = isHidden
    self.condition = condition
    self.action = action
  }

  /// Whether `key` with `modifiers` held is this command's.
  public func matches(_ key: Key, modifiers: KeyModifiers) -> Bool {
    input == key && self.modifiers == modifiers
  }

  /// Whether it applies now.
  public var isEnabled: Bool { condition?() ?? true }

  /// Whether it applies only at times (it was made with a `when`): a command after it with the same
  /// key can still be reached.
  public var isConditional: Bool { condition != nil }

  /// Acts for a key that went down at `time` (s), unless it does not apply now; whether it did (a
  /// repeat it does not take counts as done).
  @discardableResult
  public func perform(isRepeat: Bool = false, time: Double = 0) -> Bool {
    guard isEnabled else { return false }
    if isRepeat && !repeats { return true }
    action(time)
    return true
  }

  /// The chord as a shortcuts window writes it: `"Ctrl+Shift+Tab"`, `"↑"`, `"Page Down"`.
  public var label: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.alt) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    parts.append(input.label)
    return parts.joined(separator: "+")
  }
}

extension Sequence<KeyCommand> {
  /// Hands `key` with `modifiers`, down at `time` (s), to the first command in order that matches
  /// and applies now; whether one took it (a repeat a command does not take counts as taken).
  @discardableResult
  public func perform(_ key: Key, modifiers: KeyModifiers, isRepeat: Bool = false, time: Double = 0) -> Bool {
    contains { $0.matches(key, modifiers: modifiers) && $0.perform(isRepeat: isRepeat, time: time) }
  }
}
