/// Where each row of a ``ListView`` lies: the rows' tops and heights, and the row at a height.
///
/// Fixed heights cost nothing per row; measured ones keep the running sum of the heights (one
/// `Double` a row: 8 MB for a million), so a row's top is a lookup and the row at a height a binary
/// search.
struct RowGeometry {
  /// Rows.
  private(set) var count: Int
  /// The fixed height, pt, when the rows share one.
  private let fixed: Double?
  /// For measured rows: the top of each row and, last, the total height (`count + 1` values).
  private let tops: [Double]

  /// Rows of `height`.
  init(count: Int, height: ListView.RowHeight) {
    self.count = count
    switch height {
    case .fixed(let h):
      fixed = Self.usable(h)
      tops = []
    case .measured(let measure):
      fixed = nil
      var tops = [Double]()
      tops.reserveCapacity(count + 1)
      var y = 0.0
      for i in 0..<count {
        tops.append(y)
        y += Self.usable(measure(i))
      }
      tops.append(y)
      self.tops = tops
    }
  }

  /// A height that can be laid out: finite and at least a point (a bad height from a data source is
  /// shown as a one-point row, not a crash).
  static func usable(_ h: Double) -> Double { h.isFinite ? max(h, 1) : 1 }

  /// The total height, pt.
  var height: Double { fixed.map { $0 * Double(count) } ?? tops[count] }

  /// The top of row `i` (`0...count`: `count` is the bottom of the last), pt.
  func top(_ i: Int) -> Double { fixed.map { $0 * Double(i) } ?? tops[i] }

  /// The height of row `i`, pt.
  func height(_ i: Int) -> Double { fixed ?? tops[i + 1] - tops[i] }

  /// The row whose span holds `y` (the first or the last row beyond the ends); nil when there are none.
  func row(at y: Double) -> Int? {
    guard count > 0 else { return nil }
    if let fixed {
      let i = (y / fixed).rounded(.down)
      return Int(min(max(i, 0), Double(count - 1)))
    }
    var (lo, hi) = (0, count - 1)  // the last row whose top is at or above y
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The rows that overlap `low..<high`, pt (empty when none do).
  func rows(from low: Double, to high: Double) -> Range<Int> {
    guard count > 0, high > 0, low < height, let first = row(at: low), let last = row(at: high) else {
      return 0..<0
    }
    return first..<(top(last) < high ? last + 1 : last)
  }
}
