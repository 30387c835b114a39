import CSDL2
import FluidMotion
import FluidUI
import FluidRaster

#if canImport(Glibc)
  import Glibc
#endif

/// Draws rounded rectangles: axis-aligned ones nine-sliced from cached images, turned ones painted
/// exactly at their angle into reused streaming textures.
///
/// An axis-aligned shape is cut into corners copied 1:1 from a small texture, sides copied 1:1 from
/// the middle row's tile, and the middle column's rows, which become filled rectangles
/// (`SDL_RenderFillRect`, opaque ones without blending). Nothing is stretched: SDL's software renderer
/// blends a scaled copy pixel by pixel. Nothing here allocates once the images are cached.
///
/// A class: the renderer calls it for every shape, and a call copies nothing.
@MainActor
final class ShapePainter {
  let renderer: OpaquePointer
  let cache: ShapeCache
  let turned: TurnedPool
  /// The rectangle that may be drawn (pixels): the damage being repainted, or the whole output; nil
  /// leaves all clipping to SDL.
  var clip: SDL_Rect?
  /// Fills, blends and copies written straight into a software target, when there is one.
  var direct: DirectFill?
  /// The target's size, pixels: turned shapes paint only what lies on it.
  var output = (width: 0, height: 0)

  /// A painter for `renderer`, of images kept in `cache`, turned shapes drawn through `turned`.
  init(renderer: OpaquePointer, cache: ShapeCache, turned: TurnedPool) {
    (self.renderer, self.cache, self.turned) = (renderer, cache, turned)
  }

  /// Paints `style` on a rounded rectangle.
  ///
  /// `rect` is in points in the shape's own coordinates, `radius` in points; `transform` maps to the
  /// window, drawn at `scale` px per point. `hollow` leaves out the fully covered inside (an opaque
  /// shape will cover it); turned, what that shape covers when `covering` says where it lies (the
  /// same rectangle moved by this, in the shape's own points).
  func paint(
    _ style: ShapeStyle, rect: Rect, radius: Double, transform t: Transform2D, scale: Double, hollow: Bool,
    covering: Vector2? = nil
  ) {
    guard rect.size.width > 0, rect.size.height > 0 else { return }
    if let (x, y, w, h, r) = Self.aligned(rect, radius: radius, transform: t, scale: scale) {
      drawAligned(style, x: x, y: y, width: w, height: h, radius: r, hollow: hollow)
    } else {
      drawTurned(
        style, rect: rect, radius: radius, transform: t, scale: scale, hollow: hollow, covering: covering)
    }
  }

  private func drawAligned(
    _ style: ShapeStyle, x: Double, y: Double, width: Double, height: Double, radius: Double, hollow: Bool
  ) {
    let (px, py) = Self.plans(style, x: x, y: y, width: width, height: height, radius: radius)
    // Along the straight part of the sides only the edge's columns blend (sliced x axis only).
    let straight =
      py.isSliced || !px.isSliced
      ? nil : Self.straightRows(style, low: y, high: y + height, radius: radius, py)
    var runs = Self.sideRuns(style, px, hollow: hollow)
    // Where no column of the straight part blends, the image leaves those rows out: the middle
    // column's fills paint them whole.
    let leftOut = straight.flatMap { s in
      s.count > 0 && s.count < py.cells && !Self.straightBlends(style, px, runs: runs)
        ? s.first..<(s.first + s.count) : nil
    }
    let key = ShapeCache.Key(
      style: style, radius: radius, x: px.imageKey, y: py.imageKey, rowsLeftOut: leftOut)
    guard let entry = cache.entry(for: key, x: px, y: py) else {
      // Too large an image to keep (a circle wider than the cache takes): painted where it shows.
      drawUncached(style, x: x, y: y, width: width, height: height, radius: radius, hollow: hollow)
      return
    }
    // There each row of an opaque fill is one colour from edge to edge: the side columns it covers
    // fully are filled with the middle column's rows instead of copied (two SDL copies a row less).
    var reach = (left: 0, right: 0)
    if let straight, straight.count > 0 {
      reach = (Self.opaqueCount(runs.head.last), Self.opaqueCount(runs.tail.first))
      // With the rows left out, what is left of the sides there is empty: nothing to copy.
      runs = Self.leavingOutOpaque(runs, all: leftOut != nil)
    }
    for column in 0..<2 {
      let (cell, count, first) =
        column == 0 ? (0, px.head, px.start) : (px.head + 1, px.tail, px.start + px.span - px.tail)
      guard count > 0, column == 0 || px.isSliced else { continue }
      drawSide(
        entry, cell: cell, count: count, left: first, py: py, straight: straight,
        runs: column == 0 ? runs.head : runs.tail)
    }
    if px.isSliced {
      drawMiddleColumn(entry, px, py, hollow: hollow, widened: (straight ?? (0, 0), reach))
    }
  }

  /// The middle row's columns `cell..<cell + count` stretched down `height` rows from `top`, at
  /// `left`: its tile copied 1:1, ``ShapeCache/tileRows`` rows at a time.
  func tileColumns(
    _ entry: ShapeCache.Entry, cell: Int, count: Int, left: Int, top: Int, height: Int, _ how: SideCopy
  ) {
    guard how != .skip, let tile = entry.columns else { return }
    var y = top
    if let clip {  // start at the first tile that reaches the clip
      y += max(0, (Int(clip.y) - top) / ShapeCache.tileRows) * ShapeCache.tileRows
    }
    while y < top + height {
      if let clip, y >= Int(clip.y + clip.h) { return }
      let rows = min(ShapeCache.tileRows, top + height - y)
      copy(
        tile, SDL_Rect(x: Int32(cell), y: 0, w: Int32(count), h: Int32(rows)),
        SDL_Rect(x: Int32(left), y: Int32(y), w: Int32(count), h: Int32(rows)), how)
      y += rows
    }
  }

  /// Image rows `(first, count)` and window rows `(first, count)` of the head, middle or tail block.
  func rowBlock(_ block: Int, _ p: AxisPlan) -> (Int, Int, Int, Int) {
    switch block {
    case 0: return (0, p.head, p.start, p.head)
    case 1: return p.isSliced ? (p.head, 1, p.start + p.head, p.middle) : (0, 0, 0, 0)
    default: return p.isSliced ? (p.head + 1, p.tail, p.start + p.head + p.middle, p.tail) : (0, 0, 0, 0)
    }
  }

  /// The middle column stretched across the shape: each row is one colour, so runs of rows of one
  /// colour become one filled rectangle (opaque ones without blending); empty rows are skipped, and
  /// fully covered ones too when `hollow`.
  ///
  /// The image rows `widened.rows` reach `widened.reach` columns further left and right: the side
  /// columns an opaque fill covers there.
  private func drawMiddleColumn(
    _ entry: ShapeCache.Entry, _ px: AxisPlan, _ py: AxisPlan, hollow: Bool,
    widened: (rows: (first: Int, count: Int), reach: (left: Int, right: Int))
  ) {
    let wide = widened.rows.first..<(widened.rows.first + widened.rows.count)
    var run: MiddleRun?
    for k in 0..<py.cells {
      let (first, count) = py.window(ofCell: k)
      let reach = wide.contains(k) ? widened.reach : (0, 0)
      let next: MiddleRun?
      switch entry.middle[k] {
      case .empty: next = nil
      case .full(let r, let g, let b, let a):
        next = hollow ? nil : MiddleRun(colour: (r, g, b, a), top: first, rows: count, reach: reach)
      case .partial(let r, let g, let b, let a):
        next = MiddleRun(colour: (r, g, b, a), top: first, rows: count, reach: (0, 0))
      }
      if let current = run, let following = next, current.colour == following.colour,
        current.reach == following.reach, following.top == current.top + current.rows
      {
        run?.rows += following.rows
      } else {
        fill(run, px)
        run = next
      }
    }
    fill(run, px)
  }

  private func fill(_ run: MiddleRun?, _ px: AxisPlan) {
    // A run of alpha 0 paints nothing (a transparent backdrop across the window was a full blend).
    guard let run, run.rows > 0, px.middle > 0, run.colour.3 > 0 else { return }
    let (r, g, b, a) = run.colour
    var rect = SDL_Rect(
      x: Int32(px.start + px.head - run.reach.left), y: Int32(run.top),
      w: Int32(px.middle + run.reach.left + run.reach.right), h: Int32(run.rows))
    if let direct {
      var within = rect
      if var clip {
        guard SDL_IntersectRect(&rect, &clip, &within) == SDL_TRUE else { return }
      }
      let done =
        a == 255
        ? direct.fill(within, red: r, green: g, blue: b)
        : direct.blend(within, red: r, green: g, blue: b, alpha: a)
      if done { return }
      direct.known.wrote(within)  // SDL's fill, below
    }
    fallback(rect, r, g, b, a)
  }

  private func fallback(_ rect: SDL_Rect, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
    var rect = rect
    SDL_SetRenderDrawColor(renderer, r, g, b, a)
    SDL_SetRenderDrawBlendMode(renderer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_RenderFillRect(renderer, &rect)
  }

  func copy(_ texture: OpaquePointer, _ source: SDL_Rect, _ destination: SDL_Rect) {
    var s = source
    var d = destination
    // Clipped by hand to what may be drawn, before SDL sees it. SDL's software renderer scales a copy
    // that reaches past the window through a temporary surface of the copy's whole size, allocated,
    // stretched and blended on every call; and it clips a scaled copy by scaling the clipped part
    // back to the source, dropping it when that is under a pixel (a one-pixel edge stretched along a
    // damaged band would vanish). Nine-slice copies are 1:1 or stretch one pixel: both clip exactly.
    if let clip {
      guard let x = Self.clipped(s.x, s.w, d.x, d.w, clip.x, clip.x + clip.w),
        let y = Self.clipped(s.y, s.h, d.y, d.h, clip.y, clip.y + clip.h)
      else { return }
      (s.x, s.w, d.x, d.w) = x
      (s.y, s.h, d.y, d.h) = y
    }
    direct?.known.copied(d)
    if direct?.copy(texture, s, d, clip: clip) == true { return }
    SDL_RenderCopy(renderer, texture, &s, &d)
  }

  /// One axis of a copy clipped to `[c0, c1)`: its source start and length and its destination start and
  /// length.
  ///
  /// A 1:1 axis loses the same pixels from source and destination; a one-pixel source stretched keeps its
  /// pixel; other scaled axes are left for SDL to clip. Nil when nothing is left.
  nonisolated static func clipped(
    _ s0: Int32, _ sl: Int32, _ d0: Int32, _ dl: Int32, _ c0: Int32, _ c1: Int32
  )
    -> (Int32, Int32, Int32, Int32)?
  {
    guard sl == dl || (sl == 1 && dl > 1) else { return (s0, sl, d0, dl) }
    let (a, b) = (max(d0, c0), min(d0 + dl, c1))
    guard b > a else { return nil }
    return sl == 1 && dl > 1 ? (s0, 1, a, b - a) : (s0 + (a - d0), b - a, a, b - a)
  }
}

/// A run of middle-column rows of one colour, filled with one call.
private struct MiddleRun {
  var colour: (UInt8, UInt8, UInt8, UInt8)
  var top: Int
  var rows: Int
  /// Side columns filled too, left and right of the middle column.
  var reach: (left: Int, right: Int)
}
