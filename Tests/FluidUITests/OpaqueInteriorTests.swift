import FluidUI
import Foundation
import Testing

/// What a command paints opaque and whole: where a renderer may skip what lies beneath, and where
/// damage tracking keeps the pixels of a solid shape that moved.
@Suite("Opaque interior: a rounded rectangle's rows between its corners, or inside it turned")
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

  @Test("a square turned 45° holds the square inscribed in it, a point clear of its sides")
  func diamond() throws {
    let square = Rect(x: 100, y: 100, width: 300, height: 300)
    let t = Transform2D.translation(250, 250).rotated(by: .pi / 4).translated(-250, -250)
    let interior = try #require(
      DrawCommand.roundedRect(square, cornerRadius: 60, fill: .solid(.white), transform: t).opaqueInterior)
    let side = 2 * 149 / 2.0.squareRoot()  // corners on the sides' middles, a point in
    #expect(interior.size.width <= side + 1e-9 && interior.size.width >= side - 0.5)
    #expect(abs(interior.size.width - interior.size.height) < 1e-9)
    #expect(abs(interior.center.x - 250) < 1e-9 && abs(interior.center.y - 250) < 1e-9)
  }

  @Test(
    "turned and scaled, every point of the interior lies a point inside the outline",
    arguments: [0.1, 0.7, 1.2, 2.0, 3.0, 4.4, 5.9])
  func turned(angle: Double) throws {
    let t = Transform2D.translation(300, 200).rotated(by: angle).scaled(by: 1.5, 0.8)
    let command = DrawCommand.roundedRect(rect, cornerRadius: 20, fill: .solid(.white), transform: t)
    let interior = try #require(command.opaqueInterior)
    #expect(interior.size.width * interior.size.height > 1000)
    let inverse = try #require(t.inverted)
    for i in 0...20 {
      for j in 0...20 {
        let p = Vector2(
          x: interior.minX + interior.size.width * Double(i) / 20,
          y: interior.minY + interior.size.height * Double(j) / 20)
        let local = inverse.apply(p)
        // Distance to the outline in window points, from local units scaled back (at most 1.5×).
        let (qx, qy) = (abs(local.x - 50) * 1.5 - (75 - 16), abs(local.y - 40) * 0.8 - (32 - 16))
        let d = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - 16
        #expect(d <= -1 + 1e-9, "(\(i), \(j)) at \(angle)")
      }
    }
  }

  @Test("nothing for a translucent, skewed, mirrored or too small shape, or one that is not a rectangle")
  func none() {
    #expect(
      DrawCommand.roundedRect(rect, cornerRadius: 8, fill: .solid(Color(white: 1, alpha: 0.5))).opaqueInterior
        == nil)
    for t in [
      Transform2D(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0), Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    ] {
      #expect(
        DrawCommand.roundedRect(rect, cornerRadius: 8, fill: .solid(.white), transform: t).opaqueInterior
          == nil)
    }
    #expect(DrawCommand.roundedRect(rect, cornerRadius: 39.5, fill: .solid(.white)).opaqueInterior == nil)
    #expect(DrawCommand.clip(rect).opaqueInterior == nil)
  }

  @Test("a turned solid shape has an interior but no core: damage does not keep its pixels")
  func turnedHasNoCore() {
    let t = Transform2D.translation(50, 40).rotated(by: 0.3).translated(-50, -40)
    let command = DrawCommand.roundedRect(rect, cornerRadius: 8, fill: .solid(.white), transform: t)
    #expect(command.opaqueInterior != nil && command.opaqueCore == nil)
  }
}
