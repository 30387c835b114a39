import CSDL2
import FluidRaster
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Shapes painted pixel by pixel where they show (``TurnedShape``): turned ones, and unturned ones
/// too large to keep an image of.
extension ShapePainter {
  /// A turned shape, painted exactly at its angle (see ``TurnedShape``), on the target only.
  ///
  /// A skew, which no layer makes, is drawn as the nearest turn and scale.
  func drawTurned(
    _ style: ShapeStyle, rect: Rect, radius: Double, transform t: Transform2D, scale: Double, hollow: Bool,
    covering: Vector2?
  ) {
    let sx = (t.a * t.a + t.b * t.b).squareRoot()
    let sy = (t.c * t.c + t.d * t.d).squareRoot()
    guard sx > 0, sy > 0 else { return }
    let w = rect.size.width * sx * scale
    let h = rect.size.height * sy * scale
    let centre = t.apply(rect.center)
    draw(
      TurnedShape(
        style: style, width: w, height: h, radius: min(radius * min(sx, sy) * scale, min(w, h) / 2),
        angle: atan2(t.b, t.a), centreX: centre.x * scale, centreY: centre.y * scale, hollow: hollow,
        covering: covering.map { SIMD2($0.x * sx * scale, $0.y * sy * scale) }))
  }

  /// An unturned shape at `x`, `y` (pixels), `width` × `height` px with corners of `radius` px,
  /// painted where it shows on the target rather than from a kept image.
  ///
  /// Edges past ``AxisPlan/reach`` are taken there, as the kept images take them.
  func drawUncached(
    _ style: ShapeStyle, x: Double, y: Double, width: Double, height: Double, radius: Double, hollow: Bool
  ) {
    // Each end within reach before the sum: −∞ + ∞ would be NaN.
    let (x0, y0) = (AxisPlan.withinReach(x), AxisPlan.withinReach(y))
    let x1 = AxisPlan.withinReach(x0 + min(width, 4 * AxisPlan.reach))
    let y1 = AxisPlan.withinReach(y0 + min(height, 4 * AxisPlan.reach))
    guard x1 > x0, y1 > y0 else { return }
    let (w, h) = (x1 - x0, y1 - y0)
    draw(
      TurnedShape(
        style: style, width: w, height: h, radius: min(radius, min(w, h) / 2), angle: 0,
        centreX: (x0 + x1) / 2, centreY: (y0 + y1) / 2, hollow: hollow))
  }

  /// Paints `shape` within the target and notes what it wrote.
  private func draw(_ shape: TurnedShape) {
    var shape = shape
    (shape.viewColumns, shape.viewRows) = (0..<max(0, output.width), 0..<max(0, output.height))
    let box = turned.draw(shape) { [direct, clip] in direct?.copy($0, $1, $2, clip: clip) ?? false }
    if let known = direct?.known {  // every pixel copied lies in the shape's box, within the clip
      known.wrote(clip.map { box.clipped(to: $0) } ?? box)
    }
  }
}
