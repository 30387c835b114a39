import FluidMotion
import Testing

@testable import FluidUI

/// The window's focus on a list's row, as the list scrolls.
@Suite("ListView: the keyboard's focus on a row")
@MainActor
struct ListFocusTests {
  let rig = ListRig(count: 1000)
  let focus = FocusSystem()
  /// The window's root (the focus system holds it weakly).
  let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 600))

  init() {
    root.addSublayer(rig.list.layer)
    focus.root = root
  }

  @Test(
    "a focused row keeps its cell while scrolled away: the focus stays on that row, its ring hidden till it is back"
  )
  func keepsItsRow() throws {
    let cell = try #require(rig.list.cell(forRow: 1))
    focus.setFocus(cell.layer)
    for target in [500, 998, 3] {  // far away, to the end, and back near the top
      rig.list.scrollToRow(target, at: .top, animated: false)
      focus.placeRing()
      #expect(focus.focusedLayer === cell.layer && cell.index == 1 && cell.textLabel.text == "Row 1")
      #expect(focus.ring.isHidden, "row 1 is out of view at \(target)")
      #expect(rig.list.visibleRows.filter { rig.list.cell(forRow: $0) === cell } == [1])
    }
    rig.list.scrollToRow(0, at: .top, animated: false)
    focus.placeRing()
    // 3 pt outside the row, but inside the window at its sides, where a ring past them would not show.
    #expect(!focus.ring.isHidden && focus.ring.frame == Rect(x: 0, y: 47, width: 400, height: 56))
    focus.setFocus(nil)  // a focus gone: the cell is the list's to reuse again
    rig.list.scrollToRow(500, at: .top, animated: false)
    #expect(cell.index != 1 && rig.rowsAreRight())
  }

  @Test("a cell reused for another row is not given the focus back: kept away, deleted, or reloaded")
  func reusedCellDropsTheFocus() throws {
    let cell = try #require(rig.list.cell(forRow: 1))
    focus.setFocus(cell.layer)
    focus.park(in: root)  // as the shortcuts window or a scene over it takes the focus away
    rig.list.scrollToRow(500, at: .top, animated: false)  // row 1's cell goes back to the pool
    #expect(cell.index != 1)
    #expect(!focus.restoreFocus(in: root) && focus.focusedLayer == nil)
    rig.list.scrollToRow(0, at: .top, animated: false)
    let again = try #require(rig.list.cell(forRow: 1))
    focus.setFocus(again.layer)
    rig.data.remove(at: 1)
    rig.list.deleteRows(at: [1])  // its cell fades out and is reused; the row below takes its place
    focus.placeRing()
    let next = try #require(rig.list.cell(forRow: 1))
    #expect(next !== again && next.textLabel.text == "Row 2")
    #expect(focus.focusedLayer === next.layer && !again.layer.isAccessibilityFocused)
    #expect(rig.settle())
    focus.placeRing()
    #expect(focus.focusedLayer === next.layer && !focus.ring.isHidden)
  }

  @Test("the focus on a deleted last row goes to the new last row; on every row deleted, to nothing")
  func deletedLastRow() throws {
    rig.list.scrollToRow(rig.data.count - 1, at: .bottom, animated: false)
    let last = rig.data.count - 1
    focus.setFocus(try #require(rig.list.cell(forRow: last)).layer)
    rig.data.removeLast()
    rig.list.deleteRows(at: [last])
    focus.placeRing()
    #expect(focus.focusedLayer === rig.list.cell(forRow: last - 1)?.layer)
    var gone: [Layer?] = []
    focus.onFocusChange = { gone.append($0) }
    let all = Array(0..<rig.data.count)
    rig.data.removeAll()
    rig.list.deleteRows(at: all)
    focus.placeRing()
    #expect(focus.focusedLayer == nil && gone.count == 1 && gone[0] == nil)
  }

  @Test("a moved row's cell takes its place in the rows' order among the content's layers")
  func moveKeepsTheOrder() {
    rig.data.swapAt(3, 4)
    rig.list.moveRow(at: 3, to: 4)
    let rows = rig.list.scrollView.content.sublayers.compactMap { layer in
      rig.list.visibleRows.first { rig.list.cell(forRow: $0)?.layer === layer }
    }
    #expect(rows == rows.sorted() && rows.count == rig.list.visibleRows.count)
  }

  @Test("a row the list cuts off has its ring round the part that shows")
  func cutRow() throws {
    let cell = try #require(rig.list.cell(forRow: 0))
    focus.setFocus(cell.layer)
    rig.list.scrollView.contentOffset = Vector2(x: 0, y: 30)
    focus.placeRing()
    #expect(!focus.ring.isHidden && focus.ring.frame == Rect(x: 0, y: 0, width: 400, height: 23))
  }

  @Test("Space on a focused row scrolled out of view selects it and brings it back into view")
  func spaceBringsItBack() throws {
    let cell = try #require(rig.list.cell(forRow: 1))
    focus.setFocus(cell.layer)
    rig.list.scrollToRow(500, at: .top, animated: false)
    #expect(focus.keyCommands.perform(.space, modifiers: [], isRepeat: false, time: rig.now))
    #expect(focus.keyReleased(.space))  // the key's release selects it
    #expect(rig.settle())
    focus.placeRing()
    #expect(rig.list.selectedRow == 1 && !focus.ring.isHidden)
    let y = rig.list.scrollView.contentOffset.y
    #expect(y <= 50 && y + 600 >= 100, "row 1 (50…100) in view at \(y)")
  }

  @Test(
    "the list is one Tab stop: Tab enters on the first row that shows, the next Tab leaves it, and back lands on the row it left"
  )
  func oneTabStop() throws {
    let button = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    button.isAccessibilityElement = true
    button.accessibilityActivateBlock = { true }
    root.addSublayer(button)
    // Scrolled down and partly back up, so the cells were made out of the rows' order.
    rig.list.scrollView.contentOffset = Vector2(x: 0, y: 1_000)
    rig.list.scrollView.contentOffset = Vector2(x: 0, y: 730)
    let cells = rig.list.scrollView.content.sublayers.compactMap { layer in
      rig.list.visibleRows.first { rig.list.cell(forRow: $0)?.layer === layer }
    }
    #expect(cells == cells.sorted(), "the cells lie in the rows' order: \(cells)")
    focus.moveFocus(by: 1)
    let first = try #require(rig.list.cell(forRow: 14))  // 730 / 50: row 14 is the first that shows
    #expect(focus.focusedLayer === first.layer)
    focus.moveFocus(by: 1)
    #expect(focus.focusedLayer === button, "the next Tab leaves the list")
    focus.moveFocus(by: 1)
    #expect(focus.focusedLayer === first.layer, "and Tab comes back to its row")
    focus.moveFocus(by: -1)
    #expect(focus.focusedLayer === button)
  }
}
