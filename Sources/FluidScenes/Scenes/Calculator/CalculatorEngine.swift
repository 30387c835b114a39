/// The arithmetic of the iOS calculator's basic keypad: entry, pending operations in mathematical
/// precedence (`2 + 3 × 4 =` is 14, the display showing 3 as × is pressed), repeated `=`, `±`, `%`,
/// `AC` / `C`.
package struct CalculatorEngine: Sendable {
  /// A key of the keypad.
  package enum Key: Hashable, Sendable {
    /// A digit, 0...9.
    case digit(Int)
    /// The decimal point.
    case point
    /// + − × ÷.
    case add, subtract, multiply, divide
    /// =.
    case equals
    /// All clear (or clear entry, shown as C, while an entry is in progress).
    case clear
    /// ±.
    case negate
    /// %.
    case percent
  }

  /// The text on the display.
  package private(set) var display = "0"
  private var accumulator: Double?
  private var pending: Key?
  /// A sum or difference waiting while a product or quotient after it is worked out: `2 +` under
  /// `3 × 4`.
  private var addend: (value: Double, op: Key)?
  private var repeatOperand: (Key, Double)?
  private var typing = false

  /// Creates a cleared calculator.
  package init() {}

  /// Whether the clear key reads "C" (an entry to clear) rather than "AC".
  package var clearsEntry: Bool { typing && display != "0" }

  /// The display's value.
  package var value: Double { Double(display) ?? 0 }

  /// The operator waiting for its second operand, shown selected until a digit is typed.
  package var selectedOperator: Key? { typing ? nil : pending }

  /// Deletes the last digit typed (Backspace); a result, or an entry down to nothing, shows 0.
  package mutating func deleteLast() {
    guard typing else { return }
    display.removeLast()
    if display.isEmpty || display == "-" { display = "0" }
  }

  /// Shows the number `text` holds (pasted), as a result the next key works on; returns whether
  /// `text` was a finite number (spaces, a `+` sign and `,` or `_` grouping allowed).
  package mutating func paste(_ text: String) -> Bool {
    let cleaned = text.filter { !$0.isWhitespace && $0 != "," && $0 != "_" }
    guard cleaned.count <= 64, let x = Double(cleaned.hasPrefix("+") ? String(cleaned.dropFirst()) : cleaned),
      x.isFinite
    else { return false }
    show(x)
    typing = false
    return true
  }

  /// Presses `key`.
  package mutating func press(_ key: Key) {
    switch key {
    case .digit(let d):
      if !typing || display == "0" { display = "" }
      if display == "-0" { display = "-" }
      if display.filter(\.isNumber).count < 9 { display += String(d) }
      typing = true
    case .point:
      if !typing { display = "0" }
      if !display.contains(".") { display += "." }
      typing = true
    case .add, .subtract, .multiply, .divide:
      if typing || accumulator == nil {
        take(value, before: key)
      } else if !Self.binds(key), addend != nil {  // 2 + 3 ×, then +: the product's term is done
        let sum = collapse(with: nil)
        accumulator = sum
        show(sum)
      }
      pending = key
      repeatOperand = nil
      typing = false
    case .equals:
      equals()
    case .clear:
      if clearsEntry {
        display = "0"
      } else {
        (accumulator, pending, repeatOperand, addend) = (nil, nil, nil, nil)
        display = "0"
      }
      typing = false
    case .negate:
      display = display.hasPrefix("-") ? String(display.dropFirst()) : "-" + display
    case .percent:
      show(value / 100)
      typing = false
    }
  }

  private mutating func equals() {
    if let op = pending {
      let operand = value
      show(collapse(with: operand))
      repeatOperand = (op, operand)
      pending = nil
    } else if let (op, operand) = repeatOperand {
      show(Self.apply(op, value, operand))
    }
    (accumulator, addend) = (nil, nil)
    typing = false
  }

  /// Takes the entry `x` as an operator `next` is pressed: a product binds it at once, a sum waits
  /// under a product that follows (``addend``), and a sum or difference works out all before it.
  private mutating func take(_ x: Double, before next: Key) {
    guard let op = pending, let lhs = accumulator else {
      accumulator = x
      return
    }
    if Self.binds(op) || !Self.binds(next) {
      // × ÷ pending: the product so far (and, before + −, the sum under it); + − pending before + −.
      let result = Self.binds(next) ? Self.apply(op, lhs, x) : collapse(with: x)
      accumulator = result
      show(result)
    } else {  // + − pending, × ÷ next: the sum waits, the product starts from the entry
      addend = (lhs, op)
      accumulator = x
    }
  }

  /// Everything pending worked out with `x` as the last operand (nil: the accumulator is the last
  /// term); the sum waiting under a product is added in.
  private mutating func collapse(with x: Double?) -> Double {
    var result = accumulator ?? x ?? value
    if let x, let op = pending, let lhs = accumulator { result = Self.apply(op, lhs, x) }
    if let (v, op) = addend { result = Self.apply(op, v, result) }
    addend = nil
    return result
  }

  /// Whether `op` binds tighter than + and − (× and ÷).
  private static func binds(_ op: Key) -> Bool { op == .multiply || op == .divide }

  private static func apply(_ op: Key, _ a: Double, _ b: Double) -> Double {
    switch op {
    case .add: return a + b
    case .subtract: return a - b
    case .multiply: return a * b
    case .divide: return b == 0 ? .nan : a / b
    default: return b
    }
  }

  private mutating func show(_ x: Double) {
    guard x.isFinite else {
      display = "Error"
      (accumulator, addend) = (nil, nil)
      return
    }
    if x == x.rounded(), abs(x) < 1e15 {
      display = String(Int64(x))
    } else {
      var text = String(x)
      if text.count > 12, !text.contains("e") { text = String(text.prefix(12)) }
      display = text
    }
  }
}
