import FluidMotion
import Testing

@testable import FluidUI

@Suite("Culling: what lies outside its clip or the window is neither walked nor drawn")
struct LayerCullingTests {
  /// A 400 × 300 clipping viewport holding `count` 40-pt rows, each with a label, scrolled by `offset`.
  static func list(count: Int, offset: Double) -> (root: Layer, content: Layer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let viewport = Layer(frame: Rect(x: 100, y: 100, width: 400, height: 300))
    viewport.masksToBounds = true
    let content = Layer(frame: Rect(x: 0, y: -offset, width: 400, height: Double(count) * 40))
    for i in 0..<count {
      let row = Layer(frame: Rect(x: 0, y: Double(i) * 40, width: 400, height: 40))
      row.fill = .solid(Color(white: 0.2))
      let label = Layer(frame: Rect(x: 16, y: 10, width: 300, height: 20))
      label.text = "Row \(i)"
      row.addSublayer(label)
      content.addSublayer(row)
    }
    viewport.addSublayer(content)
    root.addSublayer(viewport)
    return (root, content)
  }

  @Test("a scrolled list draws the rows that show, whatever its length", arguments: [10, 1_000, 100_000])
  func drawsWhatShows(count: Int) {
    let (root, content) = Self.list(count: count, offset: 1000)
    var list: [DrawCommand] = []
    root.render(into: &list)
    let texts = list.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    // Rows 25 to 32 show at offset 1000; ten rows are all above the viewport.
    #expect(texts == (count == 10 ? [] : (25...32).map { "Row \($0)" }))
    content.frame.origin.y = -2000  // scrolled: the kept extents of the rows still hold
    list.removeAll()
    root.render(into: &list)
    #expect(
      list.filter { if case .text = $0 { return true } else { return false } }.count == (count == 10 ? 0 : 8))
  }

  @Test("a child reaching out of its parent is drawn where it shows; changes move the extents")
  func extentsFollowChanges() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let parent = Layer(frame: Rect(x: -500, y: 0, width: 50, height: 50))  // off the window
    let child = Layer(frame: Rect(x: 520, y: 10, width: 20, height: 20))  // back in it
    child.fill = .solid(.white)
    parent.addSublayer(child)
    root.addSublayer(parent)
    let window = Rect(x: 0, y: 0, width: 200, height: 200)
    func drawn() -> Int {
      var list: [DrawCommand] = []
      root.render(into: &list, visible: window)
      return list.count
    }
    #expect(drawn() == 1)
    child.frame.origin.x = 0  // now off the window with its parent
    #expect(drawn() == 0)
    child.transform.translation.x = 530
    #expect(drawn() == 1)
    child.isHidden = true
    #expect(drawn() == 0)
    child.isHidden = false
    child.shadow = Shadow(color: .black, offset: Size(width: 0, height: 0), radius: 600)
    child.transform = .identity
    #expect(drawn() == 2)  // its shadow's blur reaches the window: the layer is drawn (shadow, fill)
    child.removeFromSuperlayer()
    #expect(drawn() == 0 && parent.paintExtent.maxX < 60)
  }

  @Test("many children: a row moved, hidden, restyled or added after the first draw is drawn where it now is")
  func indexFollowsChildren() {
    let (root, content) = Self.list(count: 1000, offset: 0)
    func texts() -> [String] {
      var list: [DrawCommand] = []
      root.render(into: &list, visible: Rect(x: 0, y: 0, width: 800, height: 600))
      return list.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }
    #expect(texts() == (0...7).map { "Row \($0)" })
    let far = content.sublayers[900]
    far.frame.origin.y = 120  // row 900 moved over row 3
    #expect(texts() == (0...7).map { "Row \($0)" } + ["Row 900"])
    content.sublayers[2].isHidden = true
    far.transform.translation.y = 10_000  // moved out again by its transform
    #expect(texts() == [0, 1, 3, 4, 5, 6, 7].map { "Row \($0)" })
    content.sublayers[2].isHidden = false
    let added = Layer(frame: Rect(x: 0, y: 40, width: 400, height: 40))
    added.text = "Added"
    content.addSublayer(added)
    #expect(texts() == (0...7).map { "Row \($0)" } + ["Added"])
    content.sublayers[500].sublayers[0].text = String(repeating: "W", count: 400)  // overflows, still off
    #expect(texts().count == 9)
  }
}
