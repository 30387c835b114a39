import FluidMotion

/// An alpha mask that outlines are filled into with exact area coverage: each line adds the signed
/// area it sweeps to the pixels it crosses, and a running sum over each row turns that into how much
/// of every pixel the outline covers (the accumulation rasteriser of font-rs and stb_truetype).
struct CoverageMask {
  /// Size in pixels.
  let width: Int
  let height: Int
  /// Signed area per pixel, before the running sum; one spare at the end for the last edge.
  private var area: [Float]

  /// An empty mask of `width` × `height` pixels (each ≥ 0).
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    area = Array(repeating: 0, count: self.width * self.height + 1)
  }

  /// Adds the line from `a` to `b` (pixels, y down) to the outline.
  mutating func line(_ a: Vector2, _ b: Vector2) {
    guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, width > 0 else { return }
    let (top, bottom, direction): (Vector2, Vector2, Float) = a.y < b.y ? (a, b, 1) : (b, a, -1)
    let slope = (bottom.x - top.x) / (bottom.y - top.y)
    var x = top.x
    if top.y < 0 { x -= top.y * slope }
    let w = Double(width - 1)
    // Rows the line crosses inside the mask (none for a line wholly above or below it: an outline
    // may overshoot the font's line box).
    let first = Int(min(max(top.y, 0), Double(height)))
    let last = Int(min(max(bottom.y.rounded(.up), 0), Double(height)))
    guard first < last else { return }
    for row in first..<last {
      let dy = min(Double(row + 1), bottom.y) - max(Double(row), top.y)
      let next = x + slope * dy
      let d = Float(dy) * direction
      let (x0, x1) = (min(max(min(x, next), 0), w), min(max(max(x, next), 0), w))
      sweep(row * width, x0, x1, x, next, d)
      x = next
    }
  }

  /// Spreads one row's share `d` of a line crossing from `x0` to `x1` over the pixels it covers.
  private mutating func sweep(
    _ start: Int, _ x0: Double, _ x1: Double, _ x: Double, _ next: Double, _ d: Float
  ) {
    let x0floor = x0.rounded(.down)
    let i0 = Int(x0floor)
    let i1 = Int(x1.rounded(.up))
    if i1 <= i0 + 1 {
      let middle = Float(min(max((x + next) / 2, x0), x1) - x0floor)
      add(start + i0, d - d * middle)
      add(start + i0 + 1, d * middle)
      return
    }
    let s = Float(1 / (x1 - x0))
    let f0 = Float(x0 - x0floor)
    let a0 = 0.5 * s * (1 - f0) * (1 - f0)
    let f1 = Float(x1 - x1.rounded(.up) + 1)
    let am = 0.5 * s * f1 * f1
    add(start + i0, d * a0)
    if i1 == i0 + 2 {
      add(start + i0 + 1, d * (1 - a0 - am))
    } else {
      let a1 = s * (1.5 - f0)
      add(start + i0 + 1, d * (a1 - a0))
      for i in (i0 + 2)..<(i1 - 1) { add(start + i, d * s) }
      let a2 = a1 + Float(i1 - i0 - 3) * s
      add(start + i1 - 1, d * (1 - a2 - am))
    }
    add(start + i1, d * am)
  }

  private mutating func add(_ i: Int, _ value: Float) {
    if i >= 0 && i < area.count { area[i] += value }
  }

  /// Adds the quadratic curve from `a` through control `c` to `b`, as lines no more than a tenth of
  /// a pixel off it (at most 64: a curve bending more than about 1,600 px strays further).
  mutating func curve(_ a: Vector2, _ c: Vector2, _ b: Vector2) {
    let bend = (a - c.scaled(by: 2) + b).magnitude
    let steps = min(64, max(1, Int((bend * 2.5).squareRoot().rounded(.up))))
    var previous = a
    for i in 1...steps {
      let t = Double(i) / Double(steps)
      let u = 1 - t
      let p = a.scaled(by: u * u) + c.scaled(by: 2 * u * t) + b.scaled(by: t * t)
      line(previous, p)
      previous = p
    }
  }

  /// The coverage of each pixel, 0...255, row by row.
  func alpha() -> [UInt8] {
    var sum: Float = 0
    var out = [UInt8](repeating: 0, count: width * height)
    for i in 0..<out.count {
      if i % width == 0 { sum = 0 }  // each row starts from nothing (a cut edge leaves no residue)
      sum += area[i]
      out[i] = UInt8(min(1, abs(sum)) * 255 + 0.5)
    }
    return out
  }
}
