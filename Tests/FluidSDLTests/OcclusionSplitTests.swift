import FluidUI
import Testing

@testable import FluidSDL
import FluidRaster

/// Where a repaint may skip what an opaque interior hides.
@Suite("Occlusion: regions split around opaque interiors")
struct OcclusionSplitTests {
  let window = Rect(x: 0, y: 0, width: 1000, height: 800)
  let backdrop = Rect(x: 1, y: 1, width: 998, height: 798)

  func area(_ pieces: [(rect: Rect, first: Int)]) -> Double {
    pieces.reduce(0) { $0 + $1.rect.size.width * $1.rect.size.height }
  }

  @Test("no interior, or only the backdrop's: one piece from the background")
  func nothingHidden() {
    let region = Rect(x: 10, y: 10, width: 300, height: 200)
    #expect(OcclusionSplit.pieces(of: region, interiors: []).map(\.first) == [0])
    #expect(OcclusionSplit.pieces(of: region, interiors: [backdrop, nil]).map(\.first) == [0])
  }

  @Test("a region inside an interior starts at that command, the topmost one")
  func inside() {
    let region = Rect(x: 100, y: 100, width: 50, height: 20)
    let big = Rect(x: 50, y: 50, width: 600, height: 400)
    let pieces = OcclusionSplit.pieces(of: region, interiors: [backdrop, big, nil, big])
    #expect(pieces.count == 1 && pieces[0].first == 3 && pieces[0].rect == region)
  }

  @Test("a large overlap is its own piece; the rest of the region starts from the background")
  func split() {
    let interior = Rect(x: 100, y: 300, width: 800, height: 800)  // reaches past the region's bottom
    let pieces = OcclusionSplit.pieces(of: window, interiors: [backdrop, nil, interior])
    let inner = pieces.filter { $0.first == 2 }
    #expect(inner.count == 1)
    #expect(inner.first?.rect == Rect(x: 101, y: 301, width: 798, height: 499))  // a point inside
    #expect(pieces.filter { $0.first == 0 }.count == 3)  // above, left, right
    #expect(abs(area(pieces) - window.size.width * window.size.height) < 1e-9)
    for a in pieces.indices {
      for b in pieces.indices where a < b {
        let (p, q) = (pieces[a].rect, pieces[b].rect)
        #expect(!(p.minX < q.maxX && q.minX < p.maxX && p.minY < q.maxY && q.minY < p.maxY), "pieces overlap")
      }
    }
  }

  @Test("a small overlap is not worth a split")
  func smallOverlap() {
    let interior = Rect(x: 900, y: 700, width: 50, height: 50)
    #expect(OcclusionSplit.pieces(of: window, interiors: [backdrop, interior]).map(\.first) == [0])
  }
}
