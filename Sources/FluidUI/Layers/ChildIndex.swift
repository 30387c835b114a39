/// A layer's many children ordered by where they can paint, top to bottom, so that drawing finds the
/// ones that can show without visiting the others.
///
/// Kept with the layer's paint extent (``Layer/paintExtent``) and forgotten with it: a child that
/// moves, turns, hides or changes what it paints makes the layer build it again; the layer moving
/// (a scrolled list's content) keeps it. Built only for a layer with at least ``threshold`` children
/// and no ``Layer/zPosition`` among them.
struct ChildIndex {
  /// Children below this count are simply walked.
  static let threshold = 32
  /// Each visible child's extent top, by top (the parent's bounds coordinates).
  private let tops: [Double]
  /// Each visible child's extent bottom, in the same order.
  private let bottoms: [Double]
  /// The lowest extent bottom among the children up to each position: it never rises.
  private let reach: [Double]
  /// Each position's child, its index in ``Layer/sublayers``.
  private let children: [Int32]

  /// Indexes the visible children of `layer` by the vertical span of their paint extents.
  init(_ layer: Layer) {
    var spans: [(top: Double, bottom: Double, index: Int32)] = []
    spans.reserveCapacity(layer.sublayers.count)
    for (i, child) in layer.sublayers.enumerated() where !child.isHidden {
      let box = Layer.windowBox(child.paintExtent, through: child.localTransform)
      spans.append((box.minY, box.maxY, Int32(i)))
    }
    spans.sort { $0.top < $1.top }
    tops = spans.map(\.top)
    bottoms = spans.map(\.bottom)
    children = spans.map(\.index)
    var lowest = -Double.infinity
    reach = spans.map { span in
      lowest = max(lowest, span.bottom)
      return lowest
    }
  }

  /// The children whose span overlaps `low..<high`, as indices in ``Layer/sublayers``, ascending
  /// (the drawing order).
  func children(from low: Double, to high: Double) -> [Int] {
    // Before `first`, every child ends at or above `low`; from `end` on, each starts at or below `high`.
    let first = partition(reach) { $0 > low }
    let end = partition(tops) { $0 >= high }
    guard first < end else { return [] }
    var found: [Int] = []
    for k in first..<end where bottoms[k] > low {
      found.append(Int(children[k]))
    }
    return found.sorted()
  }

  /// The first index of the sorted `values` that satisfies `isAtOrPast` (`values.count` when none).
  private func partition(_ values: [Double], _ isAtOrPast: (Double) -> Bool) -> Int {
    var (lo, hi) = (0, values.count)
    while lo < hi {
      let mid = (lo + hi) / 2
      if isAtOrPast(values[mid]) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }
}
