import FluidMotion
import Testing

@testable import FluidUI

/// A list driven as a window drives it: events at their times, the animator at 60 Hz.
@MainActor
final class ListRig {
  let animator = Animator()
  var data: [String]
  var configured = 0
  var now = 0.0
  lazy var list = ListView(animator: animator, rowCount: data.count, rowHeight: .fixed(50)) {
    [unowned self] cell, row in
    configured += 1
    cell.textLabel.text = data[row]
  }

  /// The arena the list's gestures are members of, as in a window.
  lazy var arena = GestureArena(root: list.layer)

  /// A 400 × 600 pt list of `count` rows named "Row 0", "Row 1" and so on.
  init(count: Int) {
    data = (0..<count).map { "Row \($0)" }
    list.layout(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    list.attach(to: arena.makeScope())
    animator.advance(to: 0)
  }

  func run(for seconds: Double) {
    let end = now + seconds
    while now < end - 1e-12 {
      now = min(end, now + 1.0 / 60)
      animator.advance(to: now)
    }
  }

  /// Runs until nothing moves (at most a minute); whether it came to rest.
  func settle() -> Bool {
    for _ in 0..<3600 where !animator.isIdle { run(for: 1.0 / 60) }
    return animator.isIdle
  }

  /// A flick: a press at `y`, a drag of `distance` pt over a tenth of a second, a release.
  func flick(by distance: Double, at y: Double = 300) {
    arena.handle(.pointerDown(position: Vector2(x: 200, y: y), time: now, button: .primary, pressure: nil))
    for i in 1...6 {
      run(for: 1.0 / 60)
      let p = Vector2(x: 200, y: y - distance * Double(i) / 6)
      arena.handle(.pointerMoved(position: p, time: now, pressure: nil))
    }
    arena.handle(.pointerUp(position: Vector2(x: 200, y: y - distance), time: now, button: .primary))
  }

  /// Every live cell shows its row's data, at its row's place, whole and in view (or the margin).
  func rowsAreRight() -> Bool {
    let y = list.scrollView.contentOffset.y
    let wanted = Set(list.geometry.rows(from: y - list.preloadMargin, to: y + 600 + list.preloadMargin))
    guard Set(list.visibleRows) == wanted else { return false }
    return list.visibleRows.allSatisfy { row in
      guard let cell = list.cell(forRow: row) else { return false }
      return cell.textLabel.text == data[row] && cell.layer.frame == list.rectForRow(row)
        && cell.layer.alpha == 1 && cell.layer.superlayer === list.scrollView.content
    }
  }
}

@Suite("ListView: a lazy, reusing list")
@MainActor
struct ListViewTests {
  @Test(
    "a million rows keep as many cells as fit the viewport, through flings and jumps",
    arguments: [100, 1_000_000])
  func boundedCells(count: Int) {
    let rig = ListRig(count: count)
    #expect(rig.rowsAreRight())
    let bound = Int(((600 + 2 * rig.list.preloadMargin) / 50).rounded(.up)) + 1
    for distance in [400.0, -150, 900] {
      rig.flick(by: distance)
      rig.run(for: 0.3)
      #expect(rig.list.cellCount <= bound + 1 && rig.rowsAreRight())
      #expect(rig.settle() && rig.rowsAreRight())
    }
    for row in [count / 2, count - 1, 0, count / 3] {
      rig.list.scrollToRow(row, at: .middle, animated: row % 2 == 0)
      #expect(rig.settle())
      #expect(rig.rowsAreRight() && rig.list.cell(forRow: row) != nil && rig.list.cellCount <= bound + 1)
    }
    // Only rows coming into view are configured, a frame's worth at a time: not the whole list.
    #expect(rig.configured < 5_000)
  }

  @Test("a click on a resting row selects it; a press that stops a glide selects nothing")
  func selection() {
    let rig = ListRig(count: 1000)
    var picked: [Int] = []
    rig.list.onSelect = { picked.append($0) }
    rig.arena.handle(
      .pointerDown(position: Vector2(x: 100, y: 125), time: 0, button: .primary, pressure: nil))
    rig.arena.handle(.pointerUp(position: Vector2(x: 100, y: 125), time: 0.05, button: .primary))
    #expect(rig.list.selectedRow == 2 && picked == [2] && rig.list.cell(forRow: 2)?.isSelected == true)
    rig.flick(by: 500)
    rig.run(for: 0.1)
    rig.arena.handle(
      .pointerDown(position: Vector2(x: 100, y: 125), time: rig.now, button: .primary, pressure: nil))
    rig.arena.handle(.pointerUp(position: Vector2(x: 100, y: 125), time: rig.now, button: .primary))
    #expect(picked == [2] && rig.list.selectedRow == 2)
  }

  @Test("the row tap is a public member: made to wait for an adopter's long press, a hold never selects")
  func rowTapWaits() {
    let rig = ListRig(count: 100)
    var held = 0
    let hold = LongPressGestureRecognizer { if $0.state == .began { held += 1 } }
    rig.arena.add(hold, to: rig.list.scrollView.layer)
    rig.arena.require(rig.list.rowTapGestureRecognizer, toFail: hold)
    let at = Vector2(x: 100, y: 125)
    rig.arena.handle(.pointerDown(position: at, time: 0, button: .primary, pressure: nil))
    rig.arena.handle(.pointerUp(position: at, time: 0.05, button: .primary))
    #expect(rig.list.selectedRow == 2 && held == 0)  // the hold failed at the release: the tap went through
    rig.list.selectedRow = nil
    rig.arena.handle(.pointerDown(position: at, time: 1, button: .primary, pressure: nil))
    rig.arena.tick(at: 1.6)
    rig.arena.handle(.pointerUp(position: at, time: 1.7, button: .primary))
    #expect(held == 1 && rig.list.selectedRow == nil)
  }

  @Test("↓ selects and follows the selection; End and Home select the ends; Page Down a screen on")
  func keys() {
    let rig = ListRig(count: 1_000_000)
    for _ in 0..<15 { rig.list.handleKey(.down) }
    #expect(rig.settle())
    #expect(rig.list.selectedRow == 14)
    let offset = rig.list.scrollView.contentOffset.y
    #expect(offset <= 14 * 50 && offset + 600 >= 15 * 50)  // the selection shows whole
    rig.list.handleKey(.end)
    #expect(rig.settle())
    #expect(abs(rig.list.scrollView.contentOffset.y - (50_000_000 - 600)) < 1e-6 && rig.rowsAreRight())
    #expect(rig.list.selectedRow == 999_999)
    rig.list.handleKey(.home)
    #expect(rig.settle())
    #expect(rig.list.scrollView.contentOffset.y == 0 && rig.list.selectedRow == 0)
    rig.list.handleKey(.pageDown)
    #expect(rig.settle())
    #expect(abs(rig.list.scrollView.contentOffset.y - 560) < 1e-6 && rig.rowsAreRight())
    #expect(rig.list.selectedRow == 12)  // the first row a page (560 pt) below row 0's top: whole in view
  }

  @Test("Page Up and Down move the selection a page, each a row in view; from far away the view jumps to it")
  func pageKeysSelect() throws {
    let rig = ListRig(count: 1000)
    var picked: [Int] = []
    rig.list.onSelect = { picked.append($0) }
    rig.list.handleKey(.pageDown)  // nothing selected: counted from the first row showing
    #expect(rig.list.selectedRow == 12 && picked == [12])
    #expect(rig.list.cell(forRow: 12) != nil, "its cell is there at once, for a focus to take")
    rig.list.handleKey(.pageDown)  // repeated before the first has landed: from where that rests
    #expect(rig.settle())
    #expect(rig.list.selectedRow == 24 && abs(rig.list.scrollView.contentOffset.y - 1120) < 1e-6)
    rig.list.handleKey(.pageUp)
    #expect(rig.settle())
    #expect(rig.list.selectedRow == 13 && abs(rig.list.scrollView.contentOffset.y - 560) < 1e-6)
    for _ in 0..<4 { rig.list.handleKey(.pageUp) }
    #expect(rig.settle())
    #expect(rig.list.selectedRow == 0 && rig.list.scrollView.contentOffset.y == 0)
    rig.list.scrollView.contentOffset = Vector2(x: 0, y: 20_000)  // the wheel took the view away
    rig.list.handleKey(.pageDown)
    let row = try #require(rig.list.selectedRow)
    let shown = rig.list.scrollView.contentOffset.y
    #expect(row == 12 && shown <= 600 && shown + 600 >= 650, "at once, not a glide through 20,000 pt")
    #expect(rig.rowsAreRight())
  }

  @Test("inserted rows fade in, the rows below glide down and land on their places")
  func insert() {
    let rig = ListRig(count: 100)
    let below = rig.list.cell(forRow: 3)!
    rig.data.insert(contentsOf: ["New A", "New B"], at: 2)
    rig.list.insertRows(at: [2, 3])
    #expect(rig.list.cell(forRow: 5) === below && below.layer.frame.minY == 150)  // still where it was
    let added = rig.list.cell(forRow: 2)!
    #expect(added.textLabel.text == "New A" && added.layer.alpha == 0)
    rig.run(for: 0.1)
    #expect(below.layer.frame.minY > 150 && below.layer.frame.minY < 250)
    #expect(added.layer.alpha > 0 && added.layer.alpha < 1)
    #expect(rig.settle() && rig.rowsAreRight() && rig.list.numberOfRows == 102)
  }

  @Test("deleted rows fade out where they were; a deleted selection is cleared, another follows its row")
  func delete() {
    let rig = ListRig(count: 100)
    rig.list.selectedRow = 6
    let gone = rig.list.cell(forRow: 1)!
    rig.data.removeSubrange(1...2)
    rig.list.deleteRows(at: [1, 2])
    #expect(rig.list.selectedRow == 4 && rig.list.cell(forRow: 4)?.isSelected == true)
    rig.run(for: 0.1)
    #expect(gone.layer.frame.minY == 50 && gone.layer.alpha < 1 && gone.layer.alpha > 0)
    #expect(rig.settle() && rig.rowsAreRight() && gone.layer.superlayer == nil)
    rig.data.remove(at: 4)
    rig.list.deleteRows(at: [4])
    #expect(rig.list.selectedRow == nil && rig.settle() && rig.rowsAreRight())
  }

  @Test("a move glides the row to its new place; a second change mid-glide keeps its velocity")
  func move() {
    let rig = ListRig(count: 100)
    let moving = rig.list.cell(forRow: 0)!
    rig.data.insert(rig.data.remove(at: 0), at: 8)
    rig.list.moveRow(at: 0, to: 8)
    rig.run(for: 0.08)
    let v = moving.shift!.velocity
    #expect(v != 0 && moving.layer.frame.minY > 0 && moving.layer.frame.minY < 400)
    rig.data.insert(rig.data.remove(at: 8), at: 4)
    rig.list.moveRow(at: 8, to: 4)
    #expect(moving.shift?.velocity == v)  // turned toward the new place, not restarted
    #expect(rig.settle() && rig.rowsAreRight() && moving.layer.frame.minY == 200)
  }

  @Test("measured heights: each row as tall as it says, found by position")
  func measured() {
    let animator = Animator()
    let list = ListView(
      animator: animator, rowCount: 10_000, rowHeight: .measured { 20 + Double($0 % 5) * 10 }
    ) {
      cell, row in cell.textLabel.text = "\(row)"
    }
    list.layout(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    #expect(list.rectForRow(3) == Rect(x: 0, y: 20 + 30 + 40, width: 300, height: 50))
    #expect(list.scrollView.contentSize.height == 2000 * (20 + 30 + 40 + 50 + 60))
    list.scrollToRow(5000, at: .top, animated: false)
    #expect(list.scrollView.contentOffset.y == 2000 * 200 / 2 && list.cell(forRow: 5000) != nil)
  }

  @Test(
    "bad row heights from a data source lay out as one-point rows", arguments: [Double.nan, -5, 0, .infinity])
  func badHeights(height: Double) {
    let list = ListView(animator: Animator(), rowCount: 1000, rowHeight: .measured { _ in height }) { _, _ in
    }
    list.layout(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    #expect(list.scrollView.contentSize.height == 1000 && list.cellCount <= 400 + 2 * 120 + 2)
  }
}

@Suite("Row updates map indices")
struct RowUpdateTests {
  @Test("each update's two maps are each other's inverse")
  func inverse() {
    let updates: [RowUpdate] = [
      .insert([0, 3, 4]), .delete([1, 2, 7]), .move(from: 2, to: 6), .move(from: 6, to: 1),
    ]
    for update in updates {
      for old in 0..<10 {
        if let new = update.newIndex(ofOld: old) { #expect(update.oldIndex(ofNew: new) == old) }
      }
      for new in 0..<10 {
        if let old = update.oldIndex(ofNew: new) { #expect(update.newIndex(ofOld: old) == new) }
      }
    }
    #expect(RowUpdate.insert([1]).newIndex(ofOld: 1) == 2 && RowUpdate.delete([1]).newIndex(ofOld: 1) == nil)
  }
}
