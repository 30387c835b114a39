import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

/// When a backdrop may be skipped: a one-colour rectangle that paints every pixel of a piece.
@Suite("Backdrops: a rectangle that covers a piece in one colour")
struct SolidCoverTests {
  let grey = Color(white: 0.05)
  let piece = SDL_Rect(x: 40, y: 20, w: 100, h: 60)

  func cover(
    _ rect: Rect, radius: Double = 0, fill: Fill? = nil, transform: Transform2D = .identity, scale: Double = 1
  )
    -> (UInt8, UInt8, UInt8)?
  {
    Renderer.solidCover(
      .roundedRect(rect, cornerRadius: radius, fill: fill ?? .solid(grey), transform: transform), piece, scale
    )
  }

  @Test("a rectangle holding the piece gives its colour as a shape paints it (rounded to a byte)")
  func holds() throws {
    let bytes = try #require(cover(Rect(x: 0, y: 0, width: 200, height: 100)))
    #expect(bytes == (13, 13, 13))  // 0.05 × 255 = 12.75
    #expect(cover(Rect(x: 40, y: 20, width: 100, height: 60)) != nil)  // exactly the piece
    #expect(cover(Rect(x: 20, y: 10, width: 60, height: 40), scale: 2) != nil)  // the same, at 2x
    #expect(cover(Rect(x: 0, y: 0, width: 100, height: 50), transform: .translation(20, 10), scale: 2) != nil)
  }

  @Test(
    "no cover where a pixel of the piece is partly outside, translucent, turned, a gradient or in a corner",
    arguments: [
      (Rect(x: 40.5, y: 20, width: 120, height: 60), 0.0),  // the left column half covered
      (Rect(x: 0, y: 0, width: 139.5, height: 100), 0.0),  // the right column half covered
      (Rect(x: 0, y: 0, width: 200, height: 79), 0.0),  // one row short
      (Rect(x: 30, y: 10, width: 120, height: 80), 12.0),  // corners of radius 12 reach the piece's corners
    ])
  func partial(rect: Rect, radius: Double) {
    #expect(cover(rect, radius: radius) == nil)
  }

  @Test("a rounded rectangle covers a piece that keeps clear of its corners, along either axis")
  func rounded() {
    #expect(cover(Rect(x: 0, y: 10, width: 200, height: 80), radius: 10) != nil)  // clear along x
    #expect(cover(Rect(x: 35, y: 0, width: 110, height: 200), radius: 10) != nil)  // clear along y only
  }

  @Test("translucent, turned or gradient fills never cover")
  func others() {
    let big = Rect(x: 0, y: 0, width: 400, height: 400)
    #expect(cover(big, fill: .solid(Color(white: 0.05, alpha: 0.99))) == nil)
    #expect(cover(big, fill: .verticalGradient(top: grey, bottom: grey)) == nil)
    #expect(cover(big, transform: Transform2D(a: 1, b: 0.01, c: -0.01, d: 1, tx: 0, ty: 0)) == nil)
  }
}
