import FluidUI

/// A rounded rectangle as a set of points, for finding where a line of pixels crosses it.
///
/// The set is convex (a rectangle grown by a disc), so a line meets it in one run: the hull of the
/// runs through its two straight-sided bands and its four corner discs.
package struct RoundedRegion {
  /// The rectangle's edges, px.
  package var minX: Double
  package var minY: Double
  package var maxX: Double
  package var maxY: Double
  /// The corner radius, px (clamped to half the shorter side).
  package var radius: Double

  /// The points whose signed distance to `outline` is at most `offset` px (negative: inside it),
  /// or nil when that is empty.
  package init?(_ outline: RoundedOutline, offset: Double) {
    let r = max(0, min(outline.radius, min(outline.width, outline.height) / 2))
    (minX, minY, maxX, maxY) = (-offset, -offset, outline.width + offset, outline.height + offset)
    guard maxX > minX, maxY > minY else { return nil }
    radius = min(max(0, r + offset), (maxX - minX) / 2, (maxY - minY) / 2)
  }

  /// The pixels `i` in `0..<count` whose point `(x0 + dx·i, y0 + dy·i)` lies in the region, for a
  /// unit direction (`dx² + dy² = 1`); nil when none does.
  package func run(x0: Double, dx: Double, y0: Double, dy: Double, count: Int) -> Range<Int>? {
    let r = radius
    var lo = Double.infinity
    var hi = -Double.infinity
    func take(_ part: (Double, Double)?) {
      guard let part else { return }
      lo = min(lo, part.0)
      hi = max(hi, part.1)
    }
    take(Self.box(x0, dx, minX, maxX, y0, dy, minY + r, maxY - r))
    take(Self.box(x0, dx, minX + r, maxX - r, y0, dy, minY, maxY))
    if r > 0 {
      // The four corner discs (no array: this runs for every row of every turned shape).
      func disc(_ cx: Double, _ cy: Double) {
        let (px, py) = (x0 - cx, y0 - cy)
        let b = px * dx + py * dy
        let q = b * b - (px * px + py * py - r * r)
        if q >= 0 { take((-b - q.squareRoot(), -b + q.squareRoot())) }
      }
      disc(minX + r, minY + r)
      disc(maxX - r, minY + r)
      disc(minX + r, maxY - r)
      disc(maxX - r, maxY - r)
    }
    guard lo <= hi else { return nil }
    // Within -1...count before counting: a far shape's interval may lie past any `Int`.
    let first = max(0, Int(min(max(-1, lo), Double(count)).rounded(.up)))
    let last = min(count - 1, Int(max(min(Double(count), hi), -1).rounded(.down)))
    return first <= last ? first..<(last + 1) : nil
  }

  /// Where `p + d·i` lies in [xl, xh] × [yl, yh]: the interval of `i`, or nil.
  private static func box(
    _ x0: Double, _ dx: Double, _ xl: Double, _ xh: Double, _ y0: Double, _ dy: Double, _ yl: Double,
    _ yh: Double
  ) -> (Double, Double)? {
    guard xl <= xh, yl <= yh else { return nil }
    var lo = -Double.infinity
    var hi = Double.infinity
    func narrow(_ p: Double, _ d: Double, _ l: Double, _ h: Double) -> Bool {
      if abs(d) < 1e-12 { return p >= l && p <= h }
      let (a, b) = ((l - p) / d, (h - p) / d)
      lo = max(lo, min(a, b))
      hi = min(hi, max(a, b))
      return true
    }
    guard narrow(x0, dx, xl, xh), narrow(y0, dy, yl, yh) else { return nil }
    return lo <= hi ? (lo, hi) : nil
  }
}
