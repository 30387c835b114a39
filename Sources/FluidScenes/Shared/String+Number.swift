extension String {
  /// The largest magnitude written digit by digit; beyond it a number is written as Swift writes a
  /// `Double` ("1e+17"), so no conversion to `Int` can overflow whatever value a scene holds.
  static let wholeDigitsLimit = 1e15

  /// A number with two decimals, without Foundation ("1.50", "-0.25"); a huge one as Swift writes it.
  init(format2 v: Double) {
    guard v.isFinite, abs(v) * 100 < Self.wholeDigitsLimit else {
      self = String(v)
      return
    }
    let cents = Int((abs(v) * 100).rounded())
    let text = "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    self = v < 0 && cents != 0 ? "-" + text : text
  }

  /// A number rounded to a whole one ("12", "-3"); a huge one as Swift writes it ("1e+17").
  init(whole v: Double) {
    let r = v.rounded()
    self = r.isFinite && abs(r) < Self.wholeDigitsLimit ? String(Int(r)) : String(r)
  }
}
