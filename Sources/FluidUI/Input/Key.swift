/// A key the app and its scenes respond to; others arrive as ``other(_:)``.
public enum Key: Hashable, Sendable {
  /// A character key, lower-cased (letters, digits, punctuation).
  case character(Character)
  /// Escape.
  case escape
  /// Return or keypad Enter.
  case enter
  /// The space bar.
  case space
  /// Tab.
  case tab
  /// An arrow key.
  case up, down, left, right
  /// A numeric-keypad key: a digit, `+`, `-`, `*`, `/` or `.` (keypad Enter is ``enter``).
  case keypad(Character)
  /// Backspace.
  case backspace
  /// Home, End, Page Up and Page Down: to the start, to the end, a screen back and a screen on.
  case home, end, pageUp, pageDown
  /// The Back and Forward keys (a keyboard's browser keys): back and forward, as in a browser.
  case back, forward
  /// A function key, F1...F12.
  case function(Int)
  /// Any other key, by its platform code.
  case other(Int)
}

extension Key {
  /// The key as a shortcuts window writes it: `"Q"`, `"↑"`, `"Page Down"`, `"Keypad +"`, `"F1"`.
  public var label: String {
    switch self {
    case .character("\u{7F}"): "Delete"  // the DEL character the Delete key types
    case .character(let c): c == "-" ? "−" : String(c).uppercased()
    case .escape: "Esc"
    case .enter: "Enter"
    case .space: "Space"
    case .tab: "Tab"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .keypad(let c): "Keypad \(c == "-" ? "−" : String(c))"
    case .backspace: "Backspace"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Page Up"
    case .pageDown: "Page Down"
    case .back: "Back"
    case .forward: "Forward"
    case .function(let n): "F\(n)"
    case .other(let code): "Key \(code)"
    }
  }
}
