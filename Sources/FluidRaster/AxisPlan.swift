/// How one axis of a cached shape image maps onto window pixels: a nine-slice along one axis.
///
/// The image's first `head` cells land one to one from window pixel `start`; then, when the axis is
/// sliced, one middle cell is stretched over `middle` window pixels (the shape is the same all along
/// its straight part); then `tail` cells land one to one. An unsliced axis is all head.
///
/// Cell coordinates are measured from the edge they belong to, so a sliced image does not depend on
/// the shape's length: one texture serves a panel of any width with the same edge phases.
package struct AxisPlan: Hashable {
  /// The window pixel of the first cell.
  package var start: Int
  /// Cells mapped one to one at the start.
  package var head: Int
  /// Window pixels the middle cell covers; 0 when the axis is not sliced.
  package var middle: Int
  /// Cells mapped one to one at the end.
  package var tail: Int
  /// The shape's low edge minus `start`, px (a multiple of 1/4).
  package var origin: Double
  /// The shape's high edge minus the first tail pixel, px.
  package var tailOffset: Double
  /// The shape's length, px.
  package var length: Double

  /// Cells in the image along this axis.
  package var cells: Int { head + (middle > 0 ? 1 : 0) + tail }
  /// Window pixels covered.
  package var span: Int { head + middle + tail }
  /// Whether a middle cell is stretched.
  package var isSliced: Bool { middle > 0 }

  /// What the image's pixels depend on: the same key, the same cells.
  package var imageKey: ImageKey {
    ImageKey(
      head: head, tail: tail, sliced: isSliced, origin: origin, tailOffset: isSliced ? tailOffset : 0,
      length: isSliced ? 0 : length)
  }

  /// The part of an ``AxisPlan`` that decides the image's pixels.
  package struct ImageKey: Hashable {
    var head: Int, tail: Int, sliced: Bool
    var origin: Double, tailOffset: Double, length: Double

    /// Hashes the cells and the sub-pixel offset alone, which tell most images apart: a key is hashed
    /// for every shape drawn, and equal keys still hash equal (`==` compares every field).
    package func hash(into hasher: inout Hasher) {
      hasher.combine(head &* 8192 &+ tail)
      hasher.combine(origin)
    }
  }

  /// Positions that land on a quarter pixel, so that shapes moving by sub-pixel amounts reuse images.
  package static func quantized(_ v: Double) -> Double { (v * 4).rounded() / 4 }

  /// How far from the origin an edge is taken where it is, px (2²⁸, about 268 million): one farther
  /// is taken at this distance, and a feather is at most this wide.
  ///
  /// Every pixel position and count of a plan then fits SDL's 32-bit integers, sums included. What
  /// a window shows of a shape is the same, but for an arc wider than this crossing the window: it
  /// flattens by under ⅛ px across a 8 192-px window.
  package static let reach = 268_435_456.0

  /// `v` within ±``reach``; NaN as 0.
  package static func withinReach(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -reach), reach) }

  /// Plans one axis of a shape spanning `low...high` px.
  ///
  /// The coverage reaches `outside` px past the edges and varies up to `inside` px within them (a
  /// corner radius counts as inside). `sliceable` is false when the colour changes along the axis.
  /// Edges beyond ±``reach`` are planned at it.
  package static func plan(low: Double, high: Double, outside: Double, inside: Double, sliceable: Bool)
    -> AxisPlan
  {
    let lo = quantized(withinReach(low))
    let hi = max(lo, quantized(withinReach(high)))
    let outside = withinReach(outside)
    let inside = min(withinReach(inside), hi - lo)
    let start = Int((lo - outside).rounded(.down))
    let end = Int((hi + outside).rounded(.up))
    let span = max(1, end - start)
    let origin = lo - Double(start)
    var plan = AxisPlan(
      start: start, head: span, middle: 0, tail: 0, origin: origin, tailOffset: 0, length: hi - lo)
    guard sliceable else { return plan }
    let head = Int((origin + inside).rounded(.up)) + 1
    let tailStart = Int((hi - inside).rounded(.down)) - 1 - start
    let tail = span - tailStart
    let middle = span - head - tail
    guard middle >= 2 else { return plan }
    plan.head = head
    plan.middle = middle
    plan.tail = tail
    plan.tailOffset = hi - Double(start + tailStart)
    return plan
  }

  /// The length of the outline the image is cut from: the real one, or for a sliced axis a short
  /// stand-in long enough that its middle is flat.
  package var outlineLength: Double { isSliced ? Double(2 * (head + tail + 4)) : length }

  /// The coordinate of cell `k`'s centre on the outline of length ``outlineLength``.
  package func centre(ofCell k: Int) -> Double {
    if k < head { return Double(k) + 0.5 - origin }
    if isSliced && k == head { return outlineLength / 2 }
    let t = k - head - (isSliced ? 1 : 0)
    return outlineLength - tailOffset + Double(t) + 0.5
  }

  /// The window pixels (first, count) that cell `k` covers.
  package func window(ofCell k: Int) -> (first: Int, count: Int) {
    if k < head { return (start + k, 1) }
    if isSliced && k == head { return (start + head, middle) }
    return (start + head + middle + (k - head - (isSliced ? 1 : 0)), 1)
  }
}
