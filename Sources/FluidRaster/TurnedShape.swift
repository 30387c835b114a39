import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// A rounded rectangle turned (and scaled) about its centre, painted pixel by pixel with analytic
/// coverage: the exact shape at any angle, with no resampling of a cached image.
///
/// Each row is clipped to where the turned shape can reach; inside the part of a row that is
/// certainly covered only the colour is computed (or nothing, for a hollow shadow).
package struct TurnedShape: Hashable {
  /// How it is painted.
  package var style: ShapeStyle
  /// Size before turning, px.
  package var width: Double
  package var height: Double
  /// Corner radius, px.
  package var radius: Double
  /// The turn, radians (clockwise on screen).
  package var angle: Double
  /// Where the centre lands, window px.
  package var centreX: Double
  package var centreY: Double
  /// Leave out the fully covered inside.
  package var hollow: Bool
  /// Where the opaque shape drawn over it lies, when hollow; nil when no such shape is known.
  ///
  /// It is the same outline moved by this, local px (a shadow's card, at minus the shadow's offset).
  /// What that shape covers is left out, rather than only the shape's own fully covered inside.
  package var covering: SIMD2<Double>? = nil
  /// The window columns painted at most (``viewRows``: the rows).
  ///
  /// What lies outside is left out, so a shape reaching far past the window paints only what shows.
  /// Every pixel by default.
  package var viewColumns = -limit..<limit
  /// The window rows painted at most.
  package var viewRows = -limit..<limit

  /// The farthest pixel from the window's origin a shape is painted at, px: as far as an unturned
  /// shape's edges reach (``AxisPlan/reach``, 2²⁸).
  package static let limit = Int(AxisPlan.reach)

  /// A shape of `style`, `width` × `height` px with corners of `radius` px, turned by `angle` (rad)
  /// about its centre at (`centreX`, `centreY`) window px; `hollow` leaves out what `covering` covers.
  package init(
    style: ShapeStyle, width: Double, height: Double, radius: Double, angle: Double, centreX: Double,
    centreY: Double, hollow: Bool, covering: SIMD2<Double>? = nil
  ) {
    (self.style, self.width, self.height, self.radius, self.angle) = (style, width, height, radius, angle)
    (self.centreX, self.centreY, self.hollow, self.covering) = (centreX, centreY, hollow, covering)
  }

  /// The window pixels the painted image covers: the shape's box within ``viewColumns`` and
  /// ``viewRows`` (empty, at the origin, when none of it is there).
  package var bounds: (x: Int, y: Int, width: Int, height: Int) {
    let (c, s) = (cos(angle), sin(angle))
    let e = style.outside + 1
    let hw = (abs(c) * (width / 2 + e) + abs(s) * (height / 2 + e))
    let hh = (abs(s) * (width / 2 + e) + abs(c) * (height / 2 + e))
    // Cut to the view before counting: a shape far past it may lie past any `Int`.
    let x0 = max((centreX - hw).rounded(.down), Double(viewColumns.lowerBound))
    let y0 = max((centreY - hh).rounded(.down), Double(viewRows.lowerBound))
    let x1 = min((centreX + hw).rounded(.up), Double(viewColumns.upperBound))
    let y1 = min((centreY + hh).rounded(.up), Double(viewRows.upperBound))
    guard x0 < x1, y0 < y1 else { return (0, 0, 0, 0) }  // NaN fails too
    return (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
  }

  /// The side of the square that holds ``bounds`` at every angle, px: the diagonal of the painted
  /// rectangle (at most ``limit``).
  package var reach: Int {
    let e = style.outside + 1
    let diagonal = ((width + 2 * e) * (width + 2 * e) + (height + 2 * e) * (height + 2 * e)).squareRoot()
    return diagonal < Double(Self.limit) ? Int(diagonal.rounded(.up)) + 2 : Self.limit
  }

  /// Paints the image of ``bounds`` into `pixels` (ARGB8888, `pitch` pixels per row); returns its
  /// bands of rows, what is to be copied to the window.
  ///
  /// Only what the bands copy is written: each band's rows across the band's columns, less the
  /// band's fully covered columns where the inside is not copied (``insideCopy`` is `.skip`). The
  /// rest of `pixels` is left as it was. Each row splits into runs: clear outside the shape's reach,
  /// one table read per pixel (or a fill, for a solid colour) where it is certainly covered, and the
  /// coverage from the distance to the outline only on the edge band between (four pixels at a time
  /// for one colour).
  @discardableResult
  package func paint(into pixels: UnsafeMutablePointer<UInt32>, pitch: Int) -> [TurnedBand] {
    let box = bounds
    let (c, s) = (cos(angle), sin(angle))
    let outline = RoundedOutline(width: width, height: height, radius: radius)
    // Reached: within `outside` of the outline. Certainly covered: deeper inside than `inside`.
    guard let outer = RoundedRegion(outline, offset: style.outside) else { return [] }
    // Under a covering shape: its pixels a pixel inside its outline, which it paints opaque.
    var (inner, shift) = (RoundedRegion(outline, offset: -style.inside), SIMD2<Double>.zero)
    if hollow, let covering { (inner, shift) = (RoundedRegion(outline, offset: -1), covering) }
    // First each row's runs, from which the bands; then the rows, band by band.
    let (runs, bands) = rowRuns(box: box, c: c, s: s, outer: outer, inner: inner, shift: shift)
    let skipsInside = insideCopy == .skip
    let ramp = ColorRamp(top: style.color(at: 0), bottom: style.color(at: 1), height: height)
    ramp.withTable(height: height) { opaque, alpha, perPixel in
      let painter = RowPainter(
        shape: self, outline: outline, ramp: ramp, c: c, s: s, opaque: opaque, alpha: alpha,
        perPixel: perPixel)
      for band in bands {
        let skipped = skipsInside ? band.inside : band.reach.lowerBound..<band.reach.lowerBound
        for row in band.top..<(band.top + band.rows) {
          let line = pixels + row * pitch
          guard let reach = runs[row].reach else {
            (line + band.reach.lowerBound).update(repeating: 0, count: band.reach.count)
            continue
          }
          (line + band.reach.lowerBound).update(repeating: 0, count: reach.lowerBound - band.reach.lowerBound)
          (line + reach.upperBound).update(repeating: 0, count: band.reach.upperBound - reach.upperBound)
          let (lx0, ly0) = rowStart(row, box: box, c: c, s: s)
          painter.paint(
            line, reach: reach, inside: runs[row].inside ?? reach.lowerBound..<reach.lowerBound,
            skipping: skipped,
            lx0, ly0)
        }
      }
    }
    return bands
  }

  /// Each image row's reach and certainly covered columns (nil: none; `inner` moved by `shift`), and
  /// the bands they make.
  private func rowRuns(
    box: (x: Int, y: Int, width: Int, height: Int), c: Double, s: Double, outer: RoundedRegion,
    inner: RoundedRegion?, shift: SIMD2<Double>
  ) -> (runs: [(reach: Range<Int>?, inside: Range<Int>?)], bands: [TurnedBand]) {
    var runs: [(reach: Range<Int>?, inside: Range<Int>?)] = []
    runs.reserveCapacity(box.height)
    var builder = TurnedBand.Builder()
    for row in 0..<box.height {
      let (lx0, ly0) = rowStart(row, box: box, c: c, s: s)
      let reach = outer.run(x0: lx0, dx: c, y0: ly0, dy: -s, count: box.width)
      let inside = reach.flatMap {
        inner?.run(x0: lx0 - shift.x, dx: c, y0: ly0 - shift.y, dy: -s, count: box.width)?.clamped(to: $0)
      }
      runs.append((reach, inside))
      builder.add(row: row, reach: reach, inside: inside)
    }
    return (runs, builder.finish())
  }

  /// The local point of the first pixel of image row `row`; along the row, pixel `i` is at
  /// (lx0 + c·i, ly0 − s·i).
  @inline(__always)
  package func rowStart(_ row: Int, box: (x: Int, y: Int, width: Int, height: Int), c: Double, s: Double)
    -> (Double, Double)
  {
    let dy = Double(box.y + row) + 0.5 - centreY
    let dx0 = Double(box.x) + 0.5 - centreX
    return (width / 2 + c * dx0 + s * dy, height / 2 - s * dx0 + c * dy)
  }

}
