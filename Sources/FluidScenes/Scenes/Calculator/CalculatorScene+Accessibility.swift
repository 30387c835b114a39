import FluidUI

/// The calculator for assistive technology: each key a button named as read aloud, the display a
/// label whose value is the number shown.
extension CalculatorScene {
  /// Makes `k` a button named as it is read aloud, whose activation presses it visibly.
  func makeAccessible(_ k: CalculatorKey) {
    k.layer.isAccessibilityElement = true
    k.layer.accessibilityLabel = Self.spokenName(of: k.key)
    k.layer.accessibilityTraits = [.button]
    // One name whatever it shows (AC or C): a name that changed with each digit typed would be
    // spoken with each digit.
    if k.key == .clear { k.layer.accessibilityHint = "clears the entry; pressed again, everything" }
    k.layer.accessibilityActivateBlock = { [weak self, unowned k] in
      self?.pressVisibly(k)
      return true
    }
  }

  /// The display as a label: "Result", its value the number shown.
  func makeDisplayAccessible(_ display: Layer) {
    display.isAccessibilityElement = true
    display.accessibilityLabel = "Result"
    display.accessibilityTraits = [.staticText, .updatesFrequently]
    display.accessibilityValue = "0"
  }

  /// A key's name as read aloud ("plus", "clear").
  static func spokenName(of key: CalculatorEngine.Key) -> String {
    switch key {
    case .digit(let d): String(d)
    case .point: "point"
    case .add: "plus"
    case .subtract: "minus"
    case .multiply: "times"
    case .divide: "divided by"
    case .equals: "equals"
    case .clear: "clear"
    case .negate: "plus minus"
    case .percent: "percent"
    }
  }
}
