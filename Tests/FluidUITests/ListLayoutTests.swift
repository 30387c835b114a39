import FluidMotion
import Testing

@testable import FluidUI

@Suite("ListView: a new width reaches every row")
@MainActor
struct ListLayoutTests {
  @Test("after rows were added, a wider list widens every row at once, not only those that move next")
  func widerAfterAnInsert() {
    let rig = ListRig(count: 40)
    rig.data.insert("New", at: 1)
    rig.list.insertRows(at: [1])
    #expect(rig.settle())
    rig.list.layout(frame: Rect(x: 0, y: 0, width: 640, height: 600))
    let widths = Set(rig.list.visibleRows.compactMap { rig.list.cell(forRow: $0)?.layer.frame.size.width })
    #expect(widths == [640])
  }
}
