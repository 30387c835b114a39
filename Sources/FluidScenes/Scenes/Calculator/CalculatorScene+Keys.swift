import FluidUI

extension CalculatorScene {
  /// The keypad key a keyboard key presses: digits on the top row or the keypad, `+ − * / = .`,
  /// Enter, `%` (Shift+5), `±` (Alt+− or F9), `C` to clear; `nil` for any other key, and for
  /// anything held with Ctrl (Ctrl+C copies, it does not clear).
  static func engineKey(for key: Key, modifiers: KeyModifiers) -> CalculatorEngine.Key? {
    guard !modifiers.contains(.control) else { return nil }
    let shift = modifiers.contains(.shift)
    switch key {
    case .function(9): return .negate
    case .keypad("-") where modifiers.contains(.alt), .character("-") where modifiers.contains(.alt):
      return .negate
    case .character("5") where shift, .character("%"): return .percent
    case .keypad(let c) where c.wholeNumberValue != nil: return .digit(c.wholeNumberValue!)
    case .character("8") where shift: return .multiply
    case .character(let c) where c.wholeNumberValue != nil && !shift: return .digit(c.wholeNumberValue!)
    case .keypad("."), .character("."), .character(","): return .point
    case .keypad("+"), .character("+"): return .add
    case .character("=") where shift: return .add
    case .keypad("-"), .character("-"): return .subtract
    case .keypad("*"), .character("*"): return .multiply
    case .keypad("/"), .character("/"): return .divide
    case .character("="), .enter: return .equals
    case .character("c"): return .clear
    default: return nil
    }
  }

  /// The keys, as the shortcuts window shows them: digits, `+ − * /`, `=` and Enter, `.` and `%`,
  /// `C`, Backspace, Alt+− and F9, Ctrl+C and Ctrl+V; the other spellings of each (the keypad's,
  /// Shift's) are hidden commands of the same keys.
  package var keyCommands: [KeyCommand] {
    let shown: [(Key, KeyModifiers)] =
      (0...9).map { (.character(Character(String($0))), []) } + [
        (.character("+"), []), (.character("-"), []), (.character("*"), []), (.character("/"), []),
        (.character("="), []), (.enter, []), (.character("."), []), (.character("%"), []),
        (.character("c"), []), (.character("-"), .alt), (.function(9), []),
      ]
    let typed: [Key] =
      (0...9).map { .character(Character(String($0))) } + (0...9).map { .keypad(Character(String($0))) }
      + ["+", "-", "*", "/", "=", ".", ",", "%", "c"].map { .character($0) }
      + ["+", "-", "*", "/", "."].map { .keypad($0) } + [.enter, .function(9)]
    // Alt with a digit is the app's jump to a scene: only Alt+− (the keypad's too) is the pad's.
    var hidden: [(Key, KeyModifiers)] = [(.keypad("-"), .alt)]
    for key in typed {
      for mods in [KeyModifiers(), .shift] where !shown.contains(where: { $0 == (key, mods) }) {
        hidden.append((key, mods))
      }
    }
    let pad = (shown.map { ($0, $1, false) } + hidden.map { ($0, $1, true) }).compactMap {
      key, mods, isHidden -> KeyCommand? in
      guard let k = Self.engineKey(for: key, modifiers: mods) else { return nil }
      var command = KeyCommand(key, mods, title: Self.title(of: k), isHidden: isHidden) { [unowned self] in
        pressFromKeyboard(k, by: key)
      }
      // Enter is `=` wherever the ring is, as in GNOME Calculator; Space presses the ringed key.
      command.wantsPriorityOverFocus = key == .enter
      return command
    }
    return pad + [
      KeyCommand(.backspace, title: "Delete a digit", repeats: true) { [unowned self] in deleteLast() },
      KeyCommand(.character("c"), .control, title: "Copy, paste a number") { [unowned self] in copyNumber() },
      KeyCommand(.character("v"), .control, title: "Copy, paste a number") { [unowned self] in pasteNumber()
      },
    ]
  }

  /// The shortcuts window's row of pad key `k`.
  private static func title(of k: CalculatorEngine.Key) -> String {
    switch k {
    case .digit: "Digits (top row or keypad)"
    case .add, .subtract, .multiply, .divide: "Operators"
    case .equals: "Equals"
    case .point, .percent: "Point, percent"
    case .clear: "Clear"
    case .negate: "Change the sign"
    }
  }
}
