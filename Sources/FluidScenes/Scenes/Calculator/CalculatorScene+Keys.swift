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
}
