import FluidUI

/// Key names in replay files: a character as itself ("a", "7", "="), keypad keys as "kp7", "kp+", and
/// "escape", "enter", "space", "tab", "up", "down", "left", "right", "backspace", "home", "end",
/// "pageup", "pagedown", "back", "forward", "f1"…"f12", "code:N".
enum KeyName {
  static func name(_ key: Key) -> String {
    switch key {
    case .character(let c): return String(c)
    case .keypad(let c): return "kp" + String(c)
    case .escape: return "escape"
    case .enter: return "enter"
    case .space: return "space"
    case .tab: return "tab"
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .backspace: return "backspace"
    case .home: return "home"
    case .end: return "end"
    case .pageUp: return "pageup"
    case .pageDown: return "pagedown"
    case .back: return "back"
    case .forward: return "forward"
    case .function(let n): return "f\(n)"
    case .other(let code): return "code:\(code)"
    }
  }

  static func key(_ name: String) -> Key? {
    let named: [String: Key] = [
      "escape": .escape, "enter": .enter, "space": .space, "tab": .tab, "up": .up, "down": .down,
      "left": .left,
      "right": .right, "backspace": .backspace, "home": .home, "end": .end, "pageup": .pageUp,
      "pagedown": .pageDown, "back": .back, "forward": .forward,
    ]
    if let k = named[name] { return k }
    if name.count == 1, let c = name.first { return .character(c) }
    if name.hasPrefix("kp"), name.count == 3, let c = name.last { return .keypad(c) }
    if name.hasPrefix("f"), let n = Int(name.dropFirst()), (1...12).contains(n) { return .function(n) }
    if name.hasPrefix("code:"), let n = Int(name.dropFirst(5)) { return .other(n) }
    return nil
  }
}
