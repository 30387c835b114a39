import CSDL2
import FluidUI
import FluidRaster

/// The pixels where a shape paints one colour, so that a renderer can reckon what it leaves there
/// without painting it.
extension ShapePainter {
  /// The colour and alpha bytes an axis-aligned shape paints over every pixel of `piece` (pixels):
  /// nil unless the piece lies within the middle of both of the shape's axes, where its middle
  /// column's rows are filled in one colour.
  ///
  /// There ``paint(_:rect:radius:transform:scale:hollow:covering:)`` blends exactly these bytes
  /// over each pixel (``DirectFill/blend(_:red:green:blue:alpha:)``); near the edges, images it
  /// copies, which SDL blends with other integers. Arguments as that method's.
  func evenColour(
    _ style: ShapeStyle, rect: Rect, radius: Double, transform t: Transform2D, scale: Double,
    over piece: SDL_Rect
  ) -> (UInt8, UInt8, UInt8, UInt8)? {
    guard rect.size.width > 0, rect.size.height > 0,
      let (x, y, w, h, r) = Self.aligned(rect, radius: radius, transform: t, scale: scale)
    else { return nil }
    let (px, py) = Self.plans(style, x: x, y: y, width: w, height: h, radius: r)
    // Sliced both ways, the image leaves no rows out (as `drawAligned` plans it): its key is this one.
    guard px.isSliced, py.isSliced, Self.middle(of: px, holds: Int(piece.x), Int(piece.w)),
      Self.middle(of: py, holds: Int(piece.y), Int(piece.h))
    else { return nil }
    let key = ShapeCache.Key(style: style, radius: r, x: px.imageKey, y: py.imageKey)
    guard let entry = cache.entry(for: key, x: px, y: py) else { return nil }
    switch entry.middle[py.head] {
    case .empty: return (0, 0, 0, 0)
    case .full(let r, let g, let b, let a), .partial(let r, let g, let b, let a): return (r, g, b, a)
    }
  }

  /// Whether the pixels `first..<first + count` lie within the stretched middle of `plan`.
  private static func middle(of plan: AxisPlan, holds first: Int, _ count: Int) -> Bool {
    let start = plan.start + plan.head
    return count > 0 && first >= start && first + count <= start + plan.middle
  }

  /// An unturned shape's box and corner radius in pixels (x, y, width, height, radius); nil for a
  /// turned or skewed one.
  ///
  /// As ``paint(_:rect:radius:transform:scale:hollow:covering:)`` draws it; arguments as that
  /// method's.
  static func aligned(_ rect: Rect, radius: Double, transform t: Transform2D, scale: Double) -> (
    Double, Double, Double, Double, Double
  )? {
    guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
    let x = (t.a * rect.minX + t.tx) * scale
    let y = (t.d * rect.minY + t.ty) * scale
    let w = t.a * rect.size.width * scale
    let h = t.d * rect.size.height * scale
    return (x, y, w, h, min(radius * scale * min(t.a, t.d), min(w, h) / 2))
  }

  /// The two axes' plans of an unturned shape of `style` at `x`, `y` (pixels), `width` × `height`,
  /// corners `radius` px: the x axis always sliceable, the y axis unless the colour varies down it.
  static func plans(
    _ style: ShapeStyle, x: Double, y: Double, width: Double, height: Double, radius: Double
  ) -> (AxisPlan, AxisPlan) {
    let inside = max(style.inside, radius)
    let px = AxisPlan.plan(low: x, high: x + width, outside: style.outside, inside: inside, sliceable: true)
    let py = AxisPlan.plan(
      low: y, high: y + height, outside: style.outside, inside: inside, sliceable: !style.variesVertically)
    return (px, py)
  }
}
