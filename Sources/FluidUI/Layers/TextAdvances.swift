/// DejaVu Sans's advance widths (the font the app draws with), read from the font by
/// `scripts/text-advances`, so layout measures text headless and the same on every machine.
enum TextAdvances {
  /// The code points measured, in order.
  ///
  /// Latin, Greek, Cyrillic, Latin Extended Additional, punctuation to technical symbols, shapes and
  /// dingbats; `scripts/text-advances` lists the same ranges.
  static let ranges: [Range<UInt32>] = [0x20..<0x530, 0x1E00..<0x1F00, 0x2000..<0x2400, 0x25A0..<0x2800]
  /// Font units per em.
  static let unitsPerEm = 2048.0

  /// The advance of `scalar` in ems, in the bold face if `bold`; nil outside ``ranges``.
  static func ems(_ scalar: Unicode.Scalar, bold: Bool) -> Double? {
    var index = 0
    for range in ranges {
      if range.contains(scalar.value) {
        let table = bold ? Self.bold : book
        return Double(table[index + Int(scalar.value - range.lowerBound)]) / unitsPerEm
      }
      index += range.count
    }
    return nil
  }
}
