import CSDL2
import FluidMotion
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Draws rounded rectangles: axis-aligned ones nine-sliced from cached images, turned ones painted
/// exactly at their angle into reused streaming textures.
///
/// An axis-aligned shape is cut into edge columns and rows copied from a small texture, plus the
/// uniform middle, which becomes filled rectangles (`SDL_RenderFillRect`, SIMD in SDL's software
/// renderer, opaque ones without blending). Nothing here allocates once the images are cached.
@MainActor
struct ShapePainter {
  let renderer: OpaquePointer
  let cache: ShapeCache
  let turned: TurnedPool
  /// The clip rectangle in force (pixels), or nil for none.
  var clip: SDL_Rect?

  /// Paints `style` on a rounded rectangle.
  ///
  /// `rect` is in points in the shape's own coordinates, `radius` in points; `transform` maps to the
  /// window, drawn at `scale` px per point. `hollow` leaves out the fully covered inside (an opaque
  /// shape will cover it).
  func paint(
    _ style: ShapeStyle, rect: Rect, radius: Double, transform t: Transform2D, scale: Double, hollow: Bool
  ) {
    guard rect.size.width > 0, rect.size.height > 0 else { return }
    if t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 {
      let x = (t.a * rect.minX + t.tx) * scale
      let y = (t.d * rect.minY + t.ty) * scale
      let w = t.a * rect.size.width * scale
      let h = t.d * rect.size.height * scale
      let r = min(radius * scale * min(t.a, t.d), min(w, h) / 2)
      drawAligned(style, x: x, y: y, width: w, height: h, radius: r, hollow: hollow)
    } else {
      drawTurned(style, rect: rect, radius: radius, transform: t, scale: scale, hollow: hollow)
    }
  }

  private func drawAligned(
    _ style: ShapeStyle, x: Double, y: Double, width: Double, height: Double, radius: Double, hollow: Bool
  ) {
    let inside = max(style.inside, radius)
    let px = AxisPlan.plan(low: x, high: x + width, outside: style.outside, inside: inside, sliceable: true)
    let py = AxisPlan.plan(
      low: y, high: y + height, outside: style.outside, inside: inside, sliceable: !style.variesVertically)
    let key = ShapeCache.Key(style: style, radius: radius, x: px.imageKey, y: py.imageKey)
    guard let entry = cache.entry(for: key, x: px, y: py) else { return }
    for column in 0..<2 {
      let (cell, count, first) =
        column == 0 ? (0, px.head, px.start) : (px.head + 1, px.tail, px.start + px.span - px.tail)
      guard count > 0, column == 0 || px.isSliced else { continue }
      for block in 0..<3 {
        let (row, rows, top, span) = rowBlock(block, py)
        guard rows > 0, span > 0 else { continue }
        copy(
          entry.texture, SDL_Rect(x: Int32(cell), y: Int32(row), w: Int32(count), h: Int32(rows)),
          SDL_Rect(x: Int32(first), y: Int32(top), w: Int32(count), h: Int32(span)))
      }
    }
    if px.isSliced { drawMiddleColumn(entry, px, py, hollow: hollow) }
  }

  /// Image rows `(first, count)` and window rows `(first, count)` of the head, middle or tail block.
  private func rowBlock(_ block: Int, _ p: AxisPlan) -> (Int, Int, Int, Int) {
    switch block {
    case 0: return (0, p.head, p.start, p.head)
    case 1: return p.isSliced ? (p.head, 1, p.start + p.head, p.middle) : (0, 0, 0, 0)
    default: return p.isSliced ? (p.head + 1, p.tail, p.start + p.head + p.middle, p.tail) : (0, 0, 0, 0)
    }
  }

  /// The middle column stretched across the shape: uniform rows become filled rectangles (runs of
  /// one colour merged), partly covered rows are stretched from the image, empty rows are skipped.
  private func drawMiddleColumn(_ entry: ShapeCache.Entry, _ px: AxisPlan, _ py: AxisPlan, hollow: Bool) {
    var run = MiddleRun.none
    for k in 0..<py.cells {
      let (first, count) = py.window(ofCell: k)
      let next: MiddleRun
      switch entry.middle[k] {
      case .empty: next = .none
      case .full(let r, let g, let b, let a):
        next = hollow ? .none : .fill(r, g, b, a, top: first, rows: count)
      case .partial: next = .copy(cell: k, cells: 1, top: first, rows: count)
      }
      if let merged = run.merged(with: next) {
        run = merged
      } else {
        draw(run, entry, px)
        run = next
      }
    }
    draw(run, entry, px)
  }

  private func draw(_ run: MiddleRun, _ entry: ShapeCache.Entry, _ px: AxisPlan) {
    let x = Int32(px.start + px.head)
    let w = Int32(px.middle)
    switch run {
    case .none: return
    case .fill(let r, let g, let b, let a, let top, let rows):
      SDL_SetRenderDrawColor(renderer, r, g, b, a)
      SDL_SetRenderDrawBlendMode(renderer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
      var rect = SDL_Rect(x: x, y: Int32(top), w: w, h: Int32(rows))
      SDL_RenderFillRect(renderer, &rect)
    case .copy(let cell, let cells, let top, let rows):
      copy(
        entry.texture, SDL_Rect(x: Int32(px.head), y: Int32(cell), w: 1, h: Int32(cells)),
        SDL_Rect(x: x, y: Int32(top), w: w, h: Int32(rows)))
    }
  }

  private func copy(_ texture: OpaquePointer, _ source: SDL_Rect, _ destination: SDL_Rect) {
    var s = source
    var d = destination
    // SDL clips a scaled copy by scaling the clipped part back to the source, and drops it when that
    // is under a pixel: a one-pixel edge stretched along a damaged band would vanish. Such a copy is
    // uniform along the stretch, so clip its destination by hand and keep the whole pixel.
    if let clip, s.w == 1 || s.h == 1 {
      guard let x = Self.stretchClipped(s.x, s.w, d.x, d.w, clip.x, clip.x + clip.w),
        let y = Self.stretchClipped(s.y, s.h, d.y, d.h, clip.y, clip.y + clip.h)
      else { return }
      (s.x, s.w, d.x, d.w) = x
      (s.y, s.h, d.y, d.h) = y
    }
    SDL_RenderCopy(renderer, texture, &s, &d)
  }

  /// One axis of a copy clipped to `[c0, c1)` when its source is one pixel stretched.
  ///
  /// The axis is its source start and length and its destination start and length; other axes are
  /// left for SDL to clip. Nil when nothing is left.
  static func stretchClipped(_ s0: Int32, _ sl: Int32, _ d0: Int32, _ dl: Int32, _ c0: Int32, _ c1: Int32)
    -> (Int32, Int32, Int32, Int32)?
  {
    guard sl == 1 && dl > 1 else { return (s0, sl, d0, dl) }
    let (a, b) = (max(d0, c0), min(d0 + dl, c1))
    guard b > a else { return nil }
    return (s0, 1, a, b - a)
  }

  /// A turned shape, painted exactly at its angle (see ``TurnedShape``).
  ///
  /// A skew, which no layer makes, is drawn as the nearest turn and scale.
  private func drawTurned(
    _ style: ShapeStyle, rect: Rect, radius: Double, transform t: Transform2D, scale: Double, hollow: Bool
  ) {
    let sx = (t.a * t.a + t.b * t.b).squareRoot()
    let sy = (t.c * t.c + t.d * t.d).squareRoot()
    guard sx > 0, sy > 0 else { return }
    let w = rect.size.width * sx * scale
    let h = rect.size.height * sy * scale
    let centre = t.apply(rect.center)
    turned.draw(
      TurnedShape(
        style: style, width: w, height: h, radius: min(radius * min(sx, sy) * scale, min(w, h) / 2),
        angle: atan2(t.b, t.a), centreX: centre.x * scale, centreY: centre.y * scale, hollow: hollow))
  }
}

/// A run of middle-column rows drawn with one call.
private enum MiddleRun {
  case none
  case fill(UInt8, UInt8, UInt8, UInt8, top: Int, rows: Int)
  case copy(cell: Int, cells: Int, top: Int, rows: Int)

  /// This run extended by `next`, when one call can draw both.
  func merged(with next: MiddleRun) -> MiddleRun? {
    switch (self, next) {
    case (.none, .none):
      return MiddleRun.none
    case (
      .fill(let r, let g, let b, let a, let top, let rows),
      .fill(let r2, let g2, let b2, let a2, let top2, let more)
    ):
      guard (r, g, b, a) == (r2, g2, b2, a2), top2 == top + rows else { return nil }
      return .fill(r, g, b, a, top: top, rows: rows + more)
    case (.copy(let cell, let cells, let top, let rows), .copy(let cell2, let cells2, let top2, let rows2)):
      guard cells == rows, cells2 == 1, rows2 == 1, cell2 == cell + cells, top2 == top + rows else {
        return nil
      }
      return .copy(cell: cell, cells: cells + 1, top: top, rows: rows + 1)
    default:
      return nil
    }
  }
}
