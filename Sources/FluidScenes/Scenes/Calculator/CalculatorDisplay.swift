import FluidUI

/// How the calculator shows a number that does not fit: smaller type first, then scientific
/// notation, as iOS does.
enum CalculatorDisplay {
  /// The display's point size when the text fits.
  static let fullSize = 64.0
  /// The smallest point size it shrinks to before switching to scientific notation.
  static let minimumSize = 40.0

  /// The text and point size that show `text` (the engine's display, of value `value`) in `width`
  /// points.
  static func fit(_ text: String, value: Double, width: Double) -> (text: String, size: Double) {
    let style = TextStyle(size: fullSize)
    let sizes = minimumSize...fullSize
    if let size = style.largestSize(fitting: [text], width: width, in: sizes) { return (text, size) }
    if !value.isFinite || value == 0 { return (text, minimumSize) }
    for digits in stride(from: 9, through: 1, by: -1) {
      let sci = scientific(value, digits: digits)
      if let size = style.largestSize(fitting: [sci], width: width, in: sizes) { return (sci, size) }
    }
    return (scientific(value, digits: 1), minimumSize)
  }

  /// `value` as iOS writes it in scientific notation: "1.524157875e16" with at most `digits`
  /// significant digits, trailing zeros dropped.
  static func scientific(_ value: Double, digits: Int) -> String {
    precondition(digits >= 1, "at least one significant digit")
    var exponent = Int((log10(abs(value))).rounded(.down))
    var scale = 1.0
    for _ in 0..<(digits - 1) { scale *= 10 }
    var mantissa = (abs(value) / pow10(exponent) * scale).rounded() / scale
    if mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    var m = String(mantissa)
    if m.hasSuffix(".0") { m.removeLast(2) }
    if m.count > digits + 1 { m = String(m.prefix(digits + 1)) }
    return (value < 0 ? "-" : "") + m + "e" + String(exponent)
  }

  private static func pow10(_ e: Int) -> Double {
    var r = 1.0
    for _ in 0..<abs(e) { r *= 10 }
    return e < 0 ? 1 / r : r
  }

  private static func log10(_ x: Double) -> Double {
    // Counts decades exactly, then refines: no Foundation needed.
    var e = 0.0
    var y = x
    while y >= 10 {
      y /= 10
      e += 1
    }
    while y < 1 {
      y *= 10
      e -= 1
    }
    return e
  }
}
