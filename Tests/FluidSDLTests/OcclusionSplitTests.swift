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

  /// A scene sliding in over the menu, with a card of its own: around the card, the scene's backdrop
  /// hides the menu too (the menu is drawn only where it shows).
  @Test("what is left around an interior is split again by the interiors beneath it")
  func nested() {
    let menu = Rect(x: -300, y: 0, width: 1000, height: 800)
    let scene = Rect(x: 400, y: 0, width: 1000, height: 800)
    let card = Rect(x: 430, y: 300, width: 940, height: 200)
    let pieces = OcclusionSplit.pieces(of: window, interiors: [backdrop, menu, nil, scene, nil, card])
    #expect(pieces.count <= OcclusionSplit.maxPieces)
    #expect(abs(area(pieces) - window.size.width * window.size.height) < 1e-9)
    let from = { (first: Int) in
      pieces.filter { $0.first == first }.reduce(0) { $0 + $1.rect.size.width * $1.rect.size.height }
    }
    #expect(abs(from(5) - 569 * 198) < 1e-9, "the card, a point in, to the window's edge")
    // The scene around the card, but for the 30-pt strip left of the card (too small a split: it is
    // the menu's piece's).
    #expect(abs(from(3) - (599 * 798 - 569 * 198 - 30 * 198)) < 1e-9, "the scene around the card")
    #expect(from(0) < 2 * 800 + 2 * 1000, "only the window's edge is drawn from the background")
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
