import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// A rounded rectangle turned (and scaled) about its centre, painted pixel by pixel with analytic
/// coverage: the exact shape at any angle, with no resampling of a cached image.
///
/// Each row is clipped to where the turned shape can reach; inside the part of a row that is
/// certainly covered only the colour is computed (or nothing, for a hollow shadow).
struct TurnedShape: Equatable {
  /// How it is painted.
  var style: ShapeStyle
  /// Size before turning, px.
  var width: Double
  var height: Double
  /// Corner radius, px.
  var radius: Double
  /// The turn, radians (clockwise on screen).
  var angle: Double
  /// Where the centre lands, window px.
  var centreX: Double
  var centreY: Double
  /// Leave out the fully covered inside.
  var hollow: Bool

  /// The window pixels the painted image covers.
  var bounds: (x: Int, y: Int, width: Int, height: Int) {
    let (c, s) = (cos(angle), sin(angle))
    let e = style.outside + 1
    let hw = (abs(c) * (width / 2 + e) + abs(s) * (height / 2 + e))
    let hh = (abs(s) * (width / 2 + e) + abs(c) * (height / 2 + e))
    let x = Int((centreX - hw).rounded(.down))
    let y = Int((centreY - hh).rounded(.down))
    return (x, y, Int((centreX + hw).rounded(.up)) - x, Int((centreY + hh).rounded(.up)) - y)
  }

  /// Paints the image of ``bounds`` into `pixels` (ARGB8888, `pitch` pixels per row).
  func paint(into pixels: UnsafeMutablePointer<UInt32>, pitch: Int) {
    let box = bounds
    let (c, s) = (cos(angle), sin(angle))
    let outline = RoundedOutline(width: width, height: height, radius: radius)
    let outside = style.outside
    // Certainly covered: the rectangle inset by the coverage depth, less the corner squares.
    let depth = style.inside
    let corner = max(min(radius, min(width, height) / 2), depth)
    let emptyInside = hollow || style.isEmptyInside
    let ramp = ColorRamp(top: style.color(at: 0), bottom: style.color(at: 1), height: height)
    for row in 0..<box.height {
      let line = pixels + row * pitch
      line.update(repeating: 0, count: box.width)
      let dy = Double(box.y + row) + 0.5 - centreY
      let dx0 = Double(box.x) + 0.5 - centreX
      // Local coordinates along the row: lx = lx0 + c·i, ly = ly0 − s·i.
      let lx0 = width / 2 + c * dx0 + s * dy
      let ly0 = height / 2 - s * dx0 + c * dy
      guard
        let reach = Self.span(
          lx0, c, -outside, width + outside, ly0, -s, -outside, height + outside, box.width)
      else { continue }
      let wide = Self.span(lx0, c, depth, width - depth, ly0, -s, corner, height - corner, box.width) ?? 0..<0
      let tall = Self.span(lx0, c, corner, width - corner, ly0, -s, depth, height - depth, box.width) ?? 0..<0
      for i in reach.lowerBound..<reach.upperBound {
        let ly = ly0 - s * Double(i)
        if wide.contains(i) || tall.contains(i) {
          if !emptyInside { line[i] = ramp.pixel(at: ly, coverage: 1) }
          continue
        }
        let coverage = style.coverage(outline.distance(x: lx0 + c * Double(i), y: ly))
        if coverage > 0 { line[i] = ramp.pixel(at: ly, coverage: coverage) }
      }
    }
  }

  /// Pixels `i` in 0..<count whose local point (x0 + dx·i, y0 + dy·i) lies in [xl, xh] × [yl, yh].
  private static func span(
    _ x0: Double, _ dx: Double, _ xl: Double, _ xh: Double, _ y0: Double, _ dy: Double, _ yl: Double,
    _ yh: Double, _ count: Int
  ) -> Range<Int>? {
    var lo = 0.0
    var hi = Double(count - 1)
    guard clip(&lo, &hi, x0, dx, xl, xh), clip(&lo, &hi, y0, dy, yl, yh) else { return nil }
    guard lo <= hi else { return nil }
    let first = Int(lo.rounded(.up))
    let last = Int(hi.rounded(.down))
    return first <= last ? first..<(last + 1) : nil
  }

  /// Narrows `lo...hi` to where p + d·i lies in [l, h]; false when nothing is left.
  private static func clip(
    _ lo: inout Double, _ hi: inout Double, _ p: Double, _ d: Double, _ l: Double, _ h: Double
  ) -> Bool {
    if abs(d) < 1e-12 { return p >= l && p <= h }
    let a = (l - p) / d
    let b = (h - p) / d
    lo = max(lo, min(a, b))
    hi = min(hi, max(a, b))
    return lo <= hi
  }
}

/// A vertical colour ramp in byte units, evaluated per pixel without rounding calls.
private struct ColorRamp {
  let r0: Double, g0: Double, b0: Double, a0: Double
  let dr: Double, dg: Double, db: Double, da: Double
  let inverseHeight: Double

  init(top: Color, bottom: Color, height: Double) {
    (r0, g0, b0, a0) = (top.red * 255, top.green * 255, top.blue * 255, top.alpha * 255)
    (dr, dg, db, da) = (
      (bottom.red - top.red) * 255, (bottom.green - top.green) * 255, (bottom.blue - top.blue) * 255,
      (bottom.alpha - top.alpha) * 255
    )
    inverseHeight = 1 / max(height, 1)
  }

  /// The ARGB pixel at local height `y` px with the given coverage.
  @inline(__always) func pixel(at y: Double, coverage: Double) -> UInt32 {
    let t = min(1, max(0, y * inverseHeight))
    func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v)) + 0.5) }
    return byte((a0 + da * t) * coverage) << 24 | byte(r0 + dr * t) << 16 | byte(g0 + dg * t) << 8
      | byte(b0 + db * t)
  }
}
