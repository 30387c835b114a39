import FluidUI
import Testing

/// What a command paints opaque and whole: where a renderer may skip what lies beneath, and where
/// damage tracking keeps the pixels of a solid shape that moved.
@Suite("Opaque interior: a rounded rectangle's rows between its corners")
struct OpaqueInteriorTests {
  let rect = Rect(x: 0, y: 0, width: 100, height: 80)

  @Test("the rows between the corners, a point in from each side, where the shape is moved")
  func rows() throws {
    let moved = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 20.5, ty: -4)
    for fill in [Fill.solid(.white), .verticalGradient(top: .white, bottom: .black)] {
      let interior = try #require(
        DrawCommand.roundedRect(rect, cornerRadius: 8, fill: fill, transform: moved).opaqueInterior)
      #expect(abs(interior.minX - 21.5) < 1e-12 && abs(interior.maxX - 119.5) < 1e-12)
      #expect(abs(interior.minY - 5) < 1e-12 && abs(interior.maxY - 67) < 1e-12)
    }
  }

  @Test("nothing for a translucent, turned or too small shape, or one that is not a rectangle")
  func none() {
    #expect(
      DrawCommand.roundedRect(rect, cornerRadius: 8, fill: .solid(Color(white: 1, alpha: 0.5))).opaqueInterior
        == nil)
    let turned = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0)
    #expect(
      DrawCommand.roundedRect(rect, cornerRadius: 8, fill: .solid(.white), transform: turned).opaqueInterior
        == nil)
    #expect(DrawCommand.roundedRect(rect, cornerRadius: 39.5, fill: .solid(.white)).opaqueInterior == nil)
    #expect(DrawCommand.clip(rect).opaqueInterior == nil)
  }
}
