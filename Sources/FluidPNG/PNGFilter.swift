/// The five PNG row filters (None, Sub, Up, Average, Paeth) and their inverses.
enum PNGFilter {
  /// Filters `row` with `filter` (0...4) into `out`; returns the sum of the output bytes taken as
  /// signed, the cost the encoder minimises.
  static func apply(_ filter: Int, row: [UInt8], above: [UInt8], bpp: Int, into out: inout [UInt8]) -> Int {
    var cost = 0
    for i in 0..<row.count {
      let a = i >= bpp ? row[i - bpp] : 0
      let b = above[i]
      let c = i >= bpp ? above[i - bpp] : 0
      let value = row[i] &- predictor(filter, a: a, b: b, c: c)
      out[i] = value
      cost += value < 128 ? Int(value) : 256 - Int(value)
    }
    return cost
  }

  /// Undoes `filter` on `row` in place, given the already decoded row above.
  /// - Throws: when `filter` is not 0...4.
  static func undo(
    _ filter: UInt8, row: UnsafeMutableBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>?, bpp: Int
  ) throws(PNGError) {
    guard filter <= 4 else { throw PNGError(reason: "a row has filter type \(filter) (only 0...4 exist)") }
    if filter == 0 { return }
    for i in 0..<row.count {
      let a = i >= bpp ? row[i - bpp] : 0
      let b = above?[i] ?? 0
      let c = i >= bpp ? (above?[i - bpp] ?? 0) : 0
      row[i] = row[i] &+ predictor(Int(filter), a: a, b: b, c: c)
    }
  }

  /// The predicted byte from its left (`a`), upper (`b`) and upper-left (`c`) neighbours.
  @inline(__always)
  private static func predictor(_ filter: Int, a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
    switch filter {
    case 1: return a
    case 2: return b
    case 3: return UInt8((Int(a) + Int(b)) / 2)
    case 4:
      let p = Int(a) + Int(b) - Int(c)
      let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
      return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    default: return 0
    }
  }
}
