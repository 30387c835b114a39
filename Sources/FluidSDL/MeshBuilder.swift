import CSDL2
import FluidMotion
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Builds anti-aliased triangle meshes for `SDL_RenderGeometry` from shapes in points.
///
/// A rounded rectangle is filled with horizontal strips (the shape is convex and y-monotone, so each
/// strip is one quad; no long thin fan triangles for the software rasteriser) and edged with a
/// one-pixel feather ring whose outer vertices are transparent. A shadow is the same with a wide
/// feather. Each shape's quads emit all first triangles, then all second ones: the software renderer
/// redraws two consecutive triangles forming a single-colour axis-aligned rectangle as a rectangle
/// with different rounding, which leaves 1-px seams. Buffers are reused from frame to frame.
struct MeshBuilder {
  /// Pixels per point.
  var scale: Double = 1
  /// The map from the next shapes' coordinates to the window, in points.
  var transform = Transform2D.identity
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []
  private var secondHalves: [Int32] = []

  /// Whether nothing is queued.
  var isEmpty: Bool { indices.isEmpty }

  /// Drops the queued geometry, keeping the storage.
  mutating func reset() {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// A filled rounded rectangle with a 1 px anti-aliased edge.
  mutating func fill(_ rect: Rect, radius: Double, fill: Fill) {
    let r = px(rect)
    let corner = radius * scale
    let segments = arcSegments(corner)
    // The fill/feather boundary sits at −0.49 px, not −0.5: a pixel centre then never lies exactly on
    // it for pixel-aligned shapes, which SDL's rasteriser would give to neither triangle.
    strips(r, radius: corner, offset: -0.49, segments: segments) { fill.color(at: $0) }
    ring(r, radius: corner, segments: segments, inner: (-0.49, 1), outer: (0.51, 0)) { fill.color(at: $0) }
  }

  /// A soft shadow the shape of a rounded rectangle.
  mutating func shadow(_ rect: Rect, radius: Double, shadow: Shadow) {
    var r = px(rect)
    r.origin.x += shadow.offset.width * scale
    r.origin.y += shadow.offset.height * scale
    let feather = max(1, shadow.radius * scale)
    let corner = radius * scale
    let segments = arcSegments(corner + feather)
    if !shadow.isHollow {
      strips(r, radius: corner, offset: -feather / 2, segments: segments) { _ in shadow.color }
    }
    ring(r, radius: corner, segments: segments, inner: (-feather / 2, 1), outer: (feather / 2, 0)) { _ in
      shadow.color
    }
  }

  /// A rounded-rectangle outline `width` points wide, inside the rectangle's edge.
  mutating func border(_ rect: Rect, radius: Double, width: Double, color: Color) {
    let r = px(rect)
    let w = max(1, width * scale)
    let corner = radius * scale
    let segments = arcSegments(corner)
    ring(r, radius: corner, segments: segments, inner: (-w - 0.5, 0), outer: (-w + 0.5, 1)) { _ in color }
    ring(r, radius: corner, segments: segments, inner: (-w + 0.5, 1), outer: (-0.5, 1)) { _ in color }
    ring(r, radius: corner, segments: segments, inner: (-0.5, 1), outer: (0.5, 0)) { _ in color }
  }

  private func px(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.size.width * scale,
      height: rect.size.height * scale)
  }

  private func arcSegments(_ radius: Double) -> Int { max(1, min(24, Int(radius / 2.5) + 1)) }

  /// The outline of `rect` grown by `offset` px (shrunk when negative), clockwise from the top-left
  /// arc; always 4·(segments + 1) points, so loops at different offsets pair up index by index.
  private func outline(_ rect: Rect, radius: Double, offset: Double, segments: Int) -> [(Double, Double)] {
    let grown = rect.insetBy(-offset)
    let r = max(0, min(radius + offset, min(grown.size.width, grown.size.height) / 2))
    let centres = [
      (grown.minX + r, grown.minY + r, Double.pi), (grown.maxX - r, grown.minY + r, 1.5 * Double.pi),
      (grown.maxX - r, grown.maxY - r, 0), (grown.minX + r, grown.maxY - r, 0.5 * Double.pi),
    ]
    var points: [(Double, Double)] = []
    points.reserveCapacity(4 * (segments + 1))
    for (cx, cy, start) in centres {
      for k in 0...segments {
        let angle = start + 0.5 * Double.pi * Double(k) / Double(segments)
        points.append((cx + r * cos(angle), cy + r * sin(angle)))
      }
    }
    return points
  }

  /// Fills the shape at `offset` with horizontal strips between its left and right chains.
  private mutating func strips(
    _ rect: Rect, radius: Double, offset: Double, segments: Int, color: (Double) -> Color
  ) {
    let loop = outline(rect, radius: radius, offset: offset, segments: segments)
    let n = segments + 1
    // Top rows pair the top-left arc (reversed) with the top-right arc; bottom rows pair the
    // bottom-left arc (reversed) with the bottom-right arc.
    var rows: [(Double, Double, Double)] = []
    for k in 0..<n { rows.append((loop[n - 1 - k].0, loop[n + k].0, loop[n + k].1)) }
    for k in 0..<n { rows.append((loop[4 * n - 1 - k].0, loop[2 * n + k].0, loop[2 * n + k].1)) }
    let top = rect.minY
    let height = max(rect.size.height, 1)
    for i in 0..<(rows.count - 1) {
      let (l0, r0, y0) = rows[i]
      let (l1, r1, y1) = rows[i + 1]
      if y1 - y0 <= 0 { continue }
      let c0 = color((y0 - top) / height)
      let c1 = color((y1 - top) / height)
      quad((l0, y0, c0, 1), (r0, y0, c0, 1), (r1, y1, c1, 1), (l1, y1, c1, 1))
    }
    flushSecondHalves()
  }

  /// A band between the outlines at two offsets, with an opacity factor at each.
  private mutating func ring(
    _ rect: Rect, radius: Double, segments: Int, inner: (Double, Double), outer: (Double, Double),
    color: (Double) -> Color
  ) {
    let a = outline(rect, radius: radius, offset: inner.0, segments: segments)
    let b = outline(rect, radius: radius, offset: outer.0, segments: segments)
    let top = rect.minY
    let height = max(rect.size.height, 1)
    for i in 0..<a.count {
      let j = (i + 1) % a.count
      let ca = color((a[i].1 - top) / height)
      let cb = color((a[j].1 - top) / height)
      quad(
        (a[i].0, a[i].1, ca, inner.1), (a[j].0, a[j].1, cb, inner.1), (b[j].0, b[j].1, cb, outer.1),
        (b[i].0, b[i].1, ca, outer.1))
    }
    flushSecondHalves()
  }

  private typealias Corner = (x: Double, y: Double, color: Color, opacity: Double)

  private mutating func quad(_ p0: Corner, _ p1: Corner, _ p2: Corner, _ p3: Corner) {
    let base = Int32(vertices.count)
    vertices.append(vertex(p0))
    vertices.append(vertex(p1))
    vertices.append(vertex(p2))
    vertices.append(vertex(p3))
    indices.append(contentsOf: [base, base + 1, base + 2])
    secondHalves.append(contentsOf: [base, base + 2, base + 3])
  }

  private mutating func flushSecondHalves() {
    indices.append(contentsOf: secondHalves)
    secondHalves.removeAll(keepingCapacity: true)
  }

  private func vertex(_ p: Corner) -> SDL_Vertex {
    let c = p.color
    var x = p.x
    var y = p.y
    if !transform.isTranslation || transform.tx != 0 || transform.ty != 0 {
      let w = transform.apply(Vector2(x: p.x / scale, y: p.y / scale))
      x = w.x * scale
      y = w.y * scale
    }
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    return SDL_Vertex(
      position: SDL_FPoint(x: Float(x), y: Float(y)),
      color: SDL_Color(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: byte(c.alpha * p.opacity)),
      tex_coord: SDL_FPoint(x: 0, y: 0))
  }
}
