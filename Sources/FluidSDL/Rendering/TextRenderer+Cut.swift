import CSDL2
import FluidMotion
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Text magnified past what SDL copies whole: only the texels under the target, as triangles.
extension TextRenderer {
  /// Where a text texture lands: stretched over a rectangle of the target, turned about its centre.
  struct Placement {
    /// The rectangle's centre, target px.
    var centre: Vector2
    /// Target px a texel, across and down.
    var sx: Double, sy: Double
    var cosA: Double, sinA: Double
    /// The texture's size, texels.
    var width: Double, height: Double

    /// The target point of texture point (`u`, `v`).
    func pixel(_ u: Double, _ v: Double) -> Vector2 {
      let (du, dv) = ((u - width / 2) * sx, (v - height / 2) * sy)
      return Vector2(x: centre.x + cosA * du - sinA * dv, y: centre.y + sinA * du + cosA * dv)
    }

    /// The whole texels under `view` (target px), and one more each side.
    ///
    /// The one more serves SDL's filtering at a cut's edge, and a texel that the view's corners,
    /// rounded in the texture's coordinates, seem to miss. Empty ranges where the texture is off
    /// the view.
    func texels(under view: (x0: Double, y0: Double, x1: Double, y1: Double))
      -> (u: (Double, Double), v: (Double, Double))
    {
      let corners = [
        texel(view.x0, view.y0), texel(view.x1, view.y0), texel(view.x0, view.y1), texel(view.x1, view.y1),
      ]
      let (u0, u1) = (corners.map(\.x).min()!, corners.map(\.x).max()!)
      let (v0, v1) = (corners.map(\.y).min()!, corners.map(\.y).max()!)
      return (
        (max(0, u0.rounded(.down) - 1), min(width, u1.rounded(.down) + 2)),
        (max(0, v0.rounded(.down) - 1), min(height, v1.rounded(.down) + 2))
      )
    }

    /// The texture point under target point (`x`, `y`).
    func texel(_ x: Double, _ y: Double) -> Vector2 {
      let (dx, dy) = (x - centre.x, y - centre.y)
      return Vector2(
        x: width / 2 + (cosA * dx + sinA * dy) / sx, y: height / 2 + (cosA * dy - sinA * dx) / sy)
    }
  }

  /// Draws the part of `entry` that lands in the target (within `clip`): the texture stretched to
  /// `size` (target px) about `centre` and turned `angle` radians (clockwise on screen), at
  /// `alpha`, where SDL would draw the whole copy (on the copy's rectangle rounded to whole pixels).
  ///
  /// The target's rectangle is taken into the texture's coordinates and only the whole texels under
  /// it are drawn, as triangles: no surface larger than the target is made (SDL's software renderer
  /// scales and turns a whole copy through one of the copy's size), and no coordinate handed to SDL
  /// is far from the target. Those texels (and one more each side) are one quad; texels so large
  /// that the quad would be wider than ``widestCutQuad`` are each cut to the target and drawn in their
  /// colour (as long as they are a few thousand: on a target over 16 384 px wide, small texels are
  /// not drawn this way). SDL's software renderer samples triangles from the nearest texel.
  func drawCut(
    _ entry: Entry, centre c: Vector2, size: (w: Double, h: Double), angle: Double, alpha: UInt8,
    clip: SDL_Rect?
  ) {
    let (width, height) = (Double(entry.width), Double(entry.height))
    // The whole copy's rectangle, rounded as SDL would be handed it; its centre moved by what the
    // rounding moved (not summed from the corner: a copy 10³⁰⁰ px wide keeps its centre exact).
    let (x, y) = ((c.x - size.w / 2).rounded(), (c.y - size.h / 2).rounded())
    let (w, h) = (size.w.rounded(), size.h.rounded())
    let centre = Vector2(
      x: c.x + (x - (c.x - size.w / 2)) + (w - size.w) / 2,
      y: c.y + (y - (c.y - size.h / 2)) + (h - size.h) / 2)
    let at = Placement(
      centre: centre, sx: w / width, sy: h / height, cosA: cos(angle), sinA: sin(angle), width: width,
      height: height)
    guard at.sx.isFinite, at.sy.isFinite, at.sx > 0, at.sy > 0, centre.x.isFinite, centre.y.isFinite,
      angle.isFinite, let view = view(within: clip)
    else { return }
    let (wider, taller) = at.texels(under: view)
    guard wider.0 < wider.1, taller.0 < taller.1 else { return }  // the text is off the target
    let colour = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    var (vertices, triangles) =
      max((wider.1 - wider.0) * at.sx, (taller.1 - taller.0) * at.sy) <= widestCutQuad
      ? quad(at, u: wider, v: taller, view: view, colour)
      : texels(at, u: wider, v: taller, view: view, colour)
    guard !triangles.isEmpty else { return }
    SDL_RenderGeometry(
      renderer, entry.texture, &vertices, Int32(vertices.count), &triangles, Int32(triangles.count))
  }

  /// Texels `u.0..<u.1` × `v.0..<v.1` as one quad of two triangles.
  ///
  /// SDL's software renderer draws a quad whose corners make an upright rectangle as a copy; any
  /// other as triangles that take their largest texel coordinate to the texel before it and stretch
  /// the texels between over the triangle: there the far corners go where those texels start, and
  /// the last column and row of texels are drawn one by one (``texels(_:u:v:view:_:)``), where they
  /// show.
  private func quad(
    _ at: Placement, u: (Double, Double), v: (Double, Double),
    view: (x0: Double, y0: Double, x1: Double, y1: Double), _ colour: SDL_Color
  ) -> ([SDL_Vertex], [Int32]) {
    func corners(ending end: Double) -> [SDL_Vertex] {
      [(u.0, v.0), (u.1, v.0), (u.1, v.1), (u.0, v.1)].map { cu, cv in
        vertex(at.pixel(cu - (cu == u.1 ? end : 0), cv - (cv == v.1 ? end : 0)), cu, cv, at, colour)
      }
    }
    var (vertices, triangles): ([SDL_Vertex], [Int32]) = (
      corners(ending: streams ? 1 : 0), [0, 1, 2, 0, 2, 3]
    )
    guard streams else { return (vertices, triangles) }
    if vertices[0].position.y == vertices[1].position.y, vertices[1].position.x == vertices[2].position.x {
      return (corners(ending: 0), triangles)
    }
    for (cu, cv) in [((u.1 - 1, u.1), v), ((u.0, u.1 - 1), (v.1 - 1, v.1))] {
      let (more, moreTriangles) = texels(at, u: cu, v: cv, view: view, colour, atMost: .infinity)
      let first = Int32(vertices.count)
      vertices += more
      triangles += moreTriangles.map { $0 + first }
    }
    return (vertices, triangles)
  }

  /// Each texel of `u.0..<u.1` × `v.0..<v.1` cut to `view` and drawn in its colour: a fan of
  /// triangles about the cut's centre, every corner sampling the texel's middle. (A fan, not two
  /// triangles: SDL's software renderer would take an upright two-triangle quad for a copy, whose
  /// source rectangle of no width it fills with the corners' colour.)
  ///
  /// It is the view that is cut, by each texel's four sides: its corners are exact however far the
  /// texel's own lie. More than `atMost` texels draw nothing (they are not large then: a quad does).
  private func texels(
    _ at: Placement, u: (Double, Double), v: (Double, Double),
    view: (x0: Double, y0: Double, x1: Double, y1: Double), _ colour: SDL_Color, atMost: Double = 4_096
  ) -> ([SDL_Vertex], [Int32]) {
    var (vertices, triangles) = ([SDL_Vertex](), [Int32]())
    guard (u.1 - u.0) * (v.1 - v.0) <= atMost else { return ([], []) }  // a few, when this large
    let window = [
      Vector2(x: view.x0, y: view.y0), Vector2(x: view.x1, y: view.y0), Vector2(x: view.x1, y: view.y1),
      Vector2(x: view.x0, y: view.y1),
    ]
    // How far along the texture's rows (`across`) and columns a target point lies from the centre, px.
    let across = { (p: Vector2) in at.cosA * (p.x - at.centre.x) + at.sinA * (p.y - at.centre.y) }
    let down = { (p: Vector2) in at.cosA * (p.y - at.centre.y) - at.sinA * (p.x - at.centre.x) }
    for j in stride(from: v.0, to: v.1, by: 1) {
      for i in stride(from: u.0, to: u.1, by: 1) {
        let (left, right) = ((i - at.width / 2) * at.sx, (i + 1 - at.width / 2) * at.sx)
        let (top, bottom) = ((j - at.height / 2) * at.sy, (j + 1 - at.height / 2) * at.sy)
        let cut = Self.clipped(
          window,
          by: [{ across($0) - left }, { right - across($0) }, { down($0) - top }, { bottom - down($0) }])
        guard cut.count >= 3 else { continue }
        let middle = Vector2(
          x: cut.map(\.x).reduce(0, +) / Double(cut.count), y: cut.map(\.y).reduce(0, +) / Double(cut.count))
        let first = Int32(vertices.count)
        vertices.append(vertex(middle, i + 0.5, j + 0.5, at, colour))
        for p in cut { vertices.append(vertex(p, i + 0.5, j + 0.5, at, colour)) }
        for k in 0..<Int32(cut.count) {
          triangles += [first, first + 1 + k, first + 1 + (k + 1) % Int32(cut.count)]
        }
      }
    }
    return (vertices, triangles)
  }

  /// A vertex at target point `p` sampling texture point (`u`, `v`).
  ///
  /// SDL's software renderer cuts a corner to a whole pixel and a texture coordinate to a whole
  /// texel: the corner is moved half a pixel so that it rounds, and the coordinate is one that comes
  /// back to `u` (`v`) and not just below it.
  private func vertex(_ p: Vector2, _ u: Double, _ v: Double, _ at: Placement, _ colour: SDL_Color)
    -> SDL_Vertex
  {
    let snap = streams ? 0.5 : 0  // streaming textures: a software target
    func unit(_ k: Double, _ count: Double) -> Float {
      var t = Float(k) / Float(count)
      while t * Float(count) < Float(k) { t = t.nextUp }
      return t
    }
    return SDL_Vertex(
      position: SDL_FPoint(x: Float(p.x + snap), y: Float(p.y + snap)), color: colour,
      tex_coord: SDL_FPoint(x: unit(u, at.width), y: unit(v, at.height)))
  }

  /// `polygon` (convex) cut by half-planes: a point is kept where each of `sides` is not negative.
  private static func clipped(_ polygon: [Vector2], by sides: [(Vector2) -> Double]) -> [Vector2] {
    var points = polygon
    for inside in sides where !points.isEmpty {
      var kept: [Vector2] = []
      for (k, p) in points.enumerated() {
        let q = points[(k + 1) % points.count]
        let (dp, dq) = (inside(p), inside(q))
        if dp >= 0 { kept.append(p) }
        if (dp < 0) != (dq < 0) {
          let t = dp / (dp - dq)
          kept.append(Vector2(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
        }
      }
      points = kept
    }
    return points
  }

  /// The target's pixels within `clip`, nil when none.
  private func view(within clip: SDL_Rect?) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
    var output = SDL_Rect()
    SDL_GetRendererOutputSize(renderer, &output.w, &output.h)
    guard let view = clip.map({ output.overlap($0) }) ?? (output.w > 0 && output.h > 0 ? output : nil) else {
      return nil
    }
    return (Double(view.x), Double(view.y), Double(view.x) + Double(view.w), Double(view.y) + Double(view.h))
  }
}
