import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

@Suite("Resize edges of a frameless window: the hit test and the cursor agree")
@MainActor
struct ResizeEdgeTests {
  let size = Size(width: 800, height: 600)

  @Test(
    "each edge and corner within the border resizes with its own cursor; inside, nothing",
    arguments: [
      (Vector2(x: 2, y: 2), ResizeEdge.topLeft), (Vector2(x: 798, y: 3), .topRight),
      (Vector2(x: 1, y: 598), .bottomLeft), (Vector2(x: 799, y: 599), .bottomRight),
      (Vector2(x: 3, y: 300), .left), (Vector2(x: 796, y: 300), .right), (Vector2(x: 400, y: 5), .top),
      (Vector2(x: 400, y: 595), .bottom),
    ])
  func edges(point: Vector2, edge: ResizeEdge) {
    #expect(ResizeEdge(at: point, size: size, border: SDLWindow.resizeBorder) == edge)
  }

  @Test("a swipe back starts just inside the border: 6 pt and beyond is content")
  func inside() {
    for p in [Vector2(x: 6, y: 300), Vector2(x: 10, y: 300), Vector2(x: 400, y: 300), Vector2(x: 794, y: 6)] {
      #expect(ResizeEdge(at: p, size: size, border: SDLWindow.resizeBorder) == nil)
    }
  }

  @Test("opposite edges share a double arrow; corners take the diagonal through them")
  func cursors() {
    #expect(
      ResizeEdge.left.cursor == SDL_SYSTEM_CURSOR_SIZEWE
        && ResizeEdge.right.cursor == SDL_SYSTEM_CURSOR_SIZEWE)
    #expect(
      ResizeEdge.top.cursor == SDL_SYSTEM_CURSOR_SIZENS
        && ResizeEdge.bottom.cursor == SDL_SYSTEM_CURSOR_SIZENS)
    #expect(ResizeEdge.topLeft.cursor == SDL_SYSTEM_CURSOR_SIZENWSE)
    #expect(ResizeEdge.bottomLeft.cursor == SDL_SYSTEM_CURSOR_SIZENESW)
    #expect(Set(ResizeEdge.allCases.map(\.hitTestResult.rawValue)).count == 8)
  }
}
