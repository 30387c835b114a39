import FluidMotion

extension DrawCommand {
  /// Where the command can paint, in window points: its shape through its transform, grown by its
  /// anti-aliased edge, its shadow's blur and offset, or its text's possible overflow.
  ///
  /// Text is measured by the renderer, not here: the box assumes at most one em per character (wider
  /// than any DejaVu glyph) and a line 1.3 em tall, placed as the text's alignment places it.
  public var bounds: Rect {
    switch self {
    case .roundedRect(let r, _, _, let t): return Self.box(r, t, grow: 1)
    case .border(let r, _, let width, _, let t): return Self.box(r, t, grow: width + 1)
    case .shadow(let r, _, let shadow, let t):
      let shifted = Rect(
        x: r.minX + shadow.offset.width, y: r.minY + shadow.offset.height, width: r.size.width,
        height: r.size.height)
      return Self.box(shifted, t, grow: shadow.radius + 2)
    case .text(let string, let frame, let style, let t):
      let width = max(frame.size.width, Double(string.count) * style.size)
      let height = max(frame.size.height, style.size * 1.3)
      let left: Double
      switch style.alignment {
      case .left: left = frame.minX
      case .center: left = frame.center.x - width / 2
      case .right: left = frame.maxX - width
      }
      let box = Rect(x: left, y: frame.center.y - height / 2, width: width, height: height)
      return Self.box(box, t, grow: 2)
    case .clip(let rect):
      // A clip that changes damages all it let through: what was painted there may differ.
      return rect ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
  }

  /// The part of the window this command paints opaquely and whole (no edge, no corner), in window points:
  /// what lies beneath it there is hidden.
  ///
  /// For a rounded rectangle moved only, its rows between its corners (a point clear of them), across
  /// its whole width but a point in from each side: a straight side's pixels are fully covered there
  /// at any scale. The rows span the shape because the framebuffer is stored row by row: a core that
  /// also kept clear of the corners across would leave columns as wide as the radius down both
  /// sides, which a renderer repaints a row at a time and damage tracking repaints on every move.
  /// Turned or scaled (without skew or mirroring), the largest centred rectangle of the turned box's
  /// proportions found whose corners lie a point inside the outline.
  ///
  /// `nil` when there is none (not a rounded rectangle, not an opaque fill, skewed or mirrored).
  public var opaqueInterior: Rect? {
    guard case .roundedRect(let r, let radius, let fill, let t) = self, fill.isOpaque else { return nil }
    guard t.isTranslation else { return Self.turnedInterior(r, radius: radius, t) }
    let inset = radius + 1
    guard r.size.width > 2 * inset, r.size.height > 2 * inset else { return nil }
    return Rect(
      x: r.minX + t.tx + 1, y: r.minY + t.ty + inset, width: r.size.width - 2,
      height: r.size.height - 2 * inset)
  }

  /// The part of the window this command paints with one opaque colour and nothing else, in window
  /// points: its ``opaqueInterior`` when the fill is one colour and the shape is only moved (turned,
  /// a renderer may round the colour differently than when it is not); `nil` otherwise.
  public var opaqueCore: (rect: Rect, color: Color)? {
    guard case .roundedRect(_, _, .solid(let color), let t) = self, t.isTranslation, let rect = opaqueInterior
    else { return nil }
    return (rect, color)
  }

  /// A turned or scaled rounded rectangle's interior.
  ///
  /// The shape is `rect` (corner `radius`) scaled by each axis of `t`, turned by its rotation about
  /// its centre. The centred rectangle of the turned box's proportions is grown by bisection (to
  /// 1/1024 of that box) while its corners stay a point inside the outline; the shape is convex, so
  /// the whole rectangle is then inside.
  private static func turnedInterior(_ rect: Rect, radius: Double, _ t: Transform2D) -> Rect? {
    let (sx, sy) = ((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    guard sx > 0, sy > 0, abs(t.a * t.c + t.b * t.d) <= 1e-9 * sx * sy, t.a * t.d - t.b * t.c > 0 else {
      return nil  // collapsed, skewed or mirrored
    }
    let (hw, hh) = (rect.size.width * sx / 2, rect.size.height * sy / 2)
    let k = max(0, min(radius * min(sx, sy), hw, hh))
    let (cosA, sinA) = (t.a / sx, t.b / sx)
    let (bw, bh) = (abs(cosA) * hw + abs(sinA) * hh, abs(sinA) * hw + abs(cosA) * hh)
    /// Whether the window offset (`x`, `y`) from the centre lies a point inside the outline.
    func inside(_ x: Double, _ y: Double) -> Bool {
      let (qx, qy) = (abs(cosA * x + sinA * y) - (hw - k), abs(-sinA * x + cosA * y) - (hh - k))
      let (ox, oy) = (max(qx, 0), max(qy, 0))
      return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - k <= -1
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<10 {
      let mid = (low + high) / 2
      if inside(mid * bw, mid * bh) && inside(mid * bw, -mid * bh) { low = mid } else { high = mid }
    }
    guard low > 0 else { return nil }
    let centre = t.apply(rect.center)
    return Rect(x: centre.x - low * bw, y: centre.y - low * bh, width: 2 * low * bw, height: 2 * low * bh)
  }

  /// The axis-aligned box around `rect` mapped through `t`, grown by `grow` points on every side.
  private static func box(_ rect: Rect, _ t: Transform2D, grow: Double) -> Rect {
    let b = Layer.windowBox(rect, through: t)
    let g = grow * max(1, t.scale)
    // Within ±10³⁰⁰: a shape that reaches past every finite number still has a box holding the window.
    let far = 1e300
    let (x0, y0) = (max(b.minX - g, -far), max(b.minY - g, -far))
    let (x1, y1) = (min(b.maxX + g, far), min(b.maxY + g, far))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
