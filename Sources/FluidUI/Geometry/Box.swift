/// An axis-aligned box by its edges, for region arithmetic (damage); points.
struct Box: Hashable, Sendable {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
  }

  init(_ r: Rect) { self.init(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY) }

  var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
  var area: Double { (maxX - minX) * (maxY - minY) }

  /// The overlap, or nil when the boxes do not overlap (touching edges do not).
  func intersection(_ o: Box) -> Box? {
    let b = Box(
      minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    return b.minX < b.maxX && b.minY < b.maxY ? b : nil
  }

  /// The smallest box holding both.
  func union(_ o: Box) -> Box {
    Box(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
  }

  /// This box less `hole`: up to four boxes (above, below, left, right of it).
  func subtracting(_ hole: Box) -> [Box] {
    guard let h = intersection(hole) else { return [self] }
    var out: [Box] = []
    if h.minY > minY { out.append(Box(minX: minX, minY: minY, maxX: maxX, maxY: h.minY)) }
    if h.maxY < maxY { out.append(Box(minX: minX, minY: h.maxY, maxX: maxX, maxY: maxY)) }
    if h.minX > minX { out.append(Box(minX: minX, minY: h.minY, maxX: h.minX, maxY: h.maxY)) }
    if h.maxX < maxX { out.append(Box(minX: h.maxX, minY: h.minY, maxX: maxX, maxY: h.maxY)) }
    return out
  }
}
