import FluidMotion
import TestSupport
import Testing

@testable import FluidUI

/// A list whose rows offer "Pin" leading and "Delete" (destructive) then "Archive" trailing, driven
/// as a window drives it.
@MainActor
final class SwipeRig {
  let rig = ListRig(count: 40)
  /// The actions performed, with their rows, in order.
  var performed: [(String, Int)] = []
  /// What the actions complete with; nil leaves them waiting (`pending`).
  var answer: Bool? = true
  var pending: [(Bool) -> Void] = []
  var list: ListView { rig.list }

  init(fullSwipe: Bool = true) {
    let act: ContextualAction.Handler = { [unowned self] action, row, done in
      performed.append((action.title, row))
      if let answer { done(answer) } else { pending.append(done) }
    }
    let pin = ContextualAction(style: .normal, title: "Pin", handler: act)
    let delete = ContextualAction(style: .destructive, title: "Delete", handler: act)
    let archive = ContextualAction(style: .normal, title: "Archive", handler: act)
    list.leadingSwipeActions = { row in row == 0 ? nil : SwipeActionsConfiguration(actions: [pin]) }
    list.trailingSwipeActions = { _ in
      var trailing = SwipeActionsConfiguration(actions: [delete, archive])
      trailing.performsFirstActionWithFullSwipe = fullSwipe
      return trailing
    }
  }

  /// How far row `row`'s cell is moved sideways, pt.
  func offset(_ row: Int) -> Double { list.cell(forRow: row).map { $0.layer.frame.minX } ?? .nan }

  /// A drag on row `row` (50 pt tall, from its middle at x = 200) by `dx`, `dy` over `steps` frames
  /// of 60 Hz; released unless `release` is false.
  func drag(row: Int, dx: Double, dy: Double = 0, steps: Int = 12, release: Bool = true) {
    let start = Vector2(x: 200, y: Double(row) * 50 + 25 - list.scrollView.contentOffset.y)
    rig.arena.handle(.pointerDown(position: start, time: rig.now, button: .primary, pressure: nil))
    for i in 1...steps {
      rig.run(for: 1.0 / 60)
      let f = Double(i) / Double(steps)
      rig.arena.handle(
        .pointerMoved(position: start + Vector2(x: dx * f, y: dy * f), time: rig.now, pressure: nil))
    }
    if release { up(at: start + Vector2(x: dx, y: dy)) }
  }

  func up(at p: Vector2) {
    rig.arena.handle(.pointerUp(position: p, time: rig.now, button: .primary))
  }

  /// A click at window point `p`.
  func click(_ p: Vector2) {
    rig.arena.handle(.pointerDown(position: p, time: rig.now, button: .primary, pressure: nil))
    rig.run(for: 1.0 / 60)
    up(at: p)
  }

  /// The strips of buttons in the content (one per row swiped or springing).
  var strips: Int { list.scrollView.content.sublayers.count { $0.masksToBounds && !$0.sublayers.isEmpty } }
}

@Suite("ListView: swipe actions")
@MainActor
struct ListSwipeTests {
  @Test("a slow swipe left opens the trailing buttons; a click on one performs it with its row")
  func openAndClick() throws {
    let s = SwipeRig()
    s.drag(row: 3, dx: -120, steps: 30)
    #expect(s.rig.settle())
    let cell = try #require(s.list.cell(forRow: 3))
    let swipe = try #require(cell.swipe)
    #expect(s.list.swipedRow == 3)
    #expect(isClose(s.offset(3), swipe.openOffset, within: 1e-6) && swipe.openOffset < -140)
    // "Delete" at the row's right edge, "Archive" inward of it.
    let delete = swipe.buttons[0].frameInWindow
    #expect(
      isClose(delete.maxX, 400, within: 1e-9) && swipe.buttons[1].frameInWindow.maxX <= delete.minX + 1e-9)
    s.click(swipe.buttons[1].frameInWindow.center)
    #expect(s.performed.map(\.0) == ["Archive"] && s.performed.map(\.1) == [3])
    #expect(s.rig.settle())
    #expect(s.offset(3) == 0 && s.list.swipedRow == nil && s.strips == 0 && s.list.selectedRow == nil)
  }

  @Test("a completed destructive action takes the row out; deleting it fades it, the strip goes with it")
  func destructive() throws {
    let s = SwipeRig()
    s.drag(row: 5, dx: -120, steps: 30)
    #expect(s.rig.settle())
    let button = try #require(s.list.cell(forRow: 5)?.swipe?.buttons[0])
    s.answer = nil
    s.click(button.frameInWindow.center)
    #expect(s.performed.map(\.0) == ["Delete"] && s.pending.count == 1)
    s.rig.run(for: 0.5)
    #expect(s.offset(5) < -100)  // waits, open, for the answer
    s.rig.data.remove(at: 5)
    s.list.deleteRows(at: [5])
    s.pending[0](true)
    s.pending[0](false)  // a second answer is ignored
    #expect(s.rig.settle())
    #expect(s.strips == 0 && s.list.swipedRow == nil && s.rig.rowsAreRight())
  }

  @Test("a fast flick past the buttons performs the first action, once; without full swipes it only opens")
  func fullSwipe() {
    let s = SwipeRig()
    s.drag(row: 2, dx: -260, steps: 6)
    #expect(s.performed.map(\.0) == ["Delete"] && s.performed.map(\.1) == [2])
    var farthest = 0.0
    for _ in 0..<36 {
      s.rig.run(for: 1.0 / 60)
      farthest = min(farthest, s.offset(2))
    }
    #expect(isClose(farthest, -400, within: 1))  // out of the row's width (then back: not deleted)
    let kept = SwipeRig(fullSwipe: false)
    kept.drag(row: 2, dx: -260, steps: 6)
    #expect(kept.rig.settle())
    #expect(
      kept.performed.isEmpty
        && isClose(kept.offset(2), kept.list.cell(forRow: 2)!.swipe!.openOffset, within: 1e-6))
  }

  @Test("dragged past its buttons without full swipes, the row rubber-bands")
  func rubberBand() throws {
    let s = SwipeRig(fullSwipe: false)
    s.drag(row: 2, dx: -380, steps: 20, release: false)
    let open = try #require(s.list.cell(forRow: 2)?.swipe?.openOffset)
    #expect(s.offset(2) < open && s.offset(2) > open - (380 - abs(open)) * 0.8)
  }

  @Test("a vertical drag on a row with actions scrolls the list and swipes nothing")
  func verticalScrolls() {
    let s = SwipeRig()
    s.drag(row: 6, dx: -6, dy: -150)
    #expect(s.list.swipedRow == nil && s.list.scrollView.contentOffset.y > 100 && s.strips == 0)
  }

  @Test("a sideways drag with no actions that way neither swipes nor selects")
  func noActionsThatWay() {
    let s = SwipeRig()
    s.drag(row: 0, dx: 120)  // row 0 has no leading actions
    #expect(s.rig.settle())
    #expect(s.list.swipedRow == nil && s.offset(0) == 0 && s.list.selectedRow == nil)
  }

  @Test("one row open at a time: swiping another shuts the first")
  func oneAtATime() {
    let s = SwipeRig()
    s.drag(row: 1, dx: 100, steps: 30)
    #expect(s.rig.settle() && s.list.swipedRow == 1 && s.offset(1) > 60)
    s.drag(row: 4, dx: -120, steps: 30)
    #expect(s.rig.settle())
    #expect(s.offset(1) == 0 && s.list.swipedRow == 4 && s.strips == 1)
  }

  @Test("a click on an open row shuts it without selecting; so does a scroll")
  func shutByClickAndScroll() {
    let s = SwipeRig()
    s.drag(row: 3, dx: -120, steps: 30)
    #expect(s.rig.settle())
    s.click(Vector2(x: 60, y: 175))
    #expect(s.rig.settle())
    #expect(s.offset(3) == 0 && s.list.selectedRow == nil && s.performed.isEmpty)
    s.drag(row: 3, dx: -120, steps: 30)
    #expect(s.rig.settle())
    s.rig.flick(by: 200, at: 500)
    #expect(s.rig.settle())
    #expect(
      s.list.swipedRow == nil && s.strips == 0
        && (s.list.cell(forRow: 3).map { $0.layer.frame.minX == 0 } ?? true))
  }

  @Test("a press catches a row springing open where it is; the release goes on from there")
  func catches() throws {
    let s = SwipeRig()
    s.list.selectedRow = 3
    #expect(s.list.handleKey(.left))
    s.rig.run(for: 0.05)
    let caught = s.offset(3)
    #expect(caught < -5 && caught > -120)
    let p = Vector2(x: 60, y: 175)
    s.rig.arena.handle(.pointerDown(position: p, time: s.rig.now, button: .primary, pressure: nil))
    s.rig.run(for: 0.3)
    #expect(s.offset(3) == caught)  // held where the press caught it
    s.rig.arena.handle(.pointerMoved(position: p + Vector2(x: -100, y: 0), time: s.rig.now, pressure: nil))
    #expect(isClose(s.offset(3), caught - 100, within: 1e-9))
    s.up(at: p + Vector2(x: -100, y: 0))
    #expect(s.rig.settle())
    let open = try #require(s.list.cell(forRow: 3)?.swipe?.openOffset)
    #expect(isClose(s.offset(3), open, within: 1e-6) && s.performed.isEmpty)
  }

  @Test("a reload or a new width takes an open row's buttons away at once")
  func reloadAndResize() {
    let s = SwipeRig()
    s.drag(row: 3, dx: -120, steps: 30)
    #expect(s.rig.settle() && s.list.swipedRow == 3)
    s.list.reloadData()
    #expect(s.list.swipedRow == nil && s.strips == 0 && s.offset(3) == 0)
    s.drag(row: 3, dx: -120, steps: 30)
    #expect(s.rig.settle() && s.list.swipedRow == 3)
    s.list.layout(frame: Rect(x: 0, y: 0, width: 300, height: 600))
    #expect(s.list.swipedRow == nil && s.strips == 0 && s.offset(3) == 0)
  }

  @Test("the release's velocity carries on into the spring")
  func velocityCarried() throws {
    let s = SwipeRig()
    s.drag(row: 3, dx: -120, steps: 30)
    #expect(s.rig.settle())
    s.drag(row: 3, dx: 60, steps: 6)  // a flick right, 360 pt/s
    let swipe = try #require(s.list.cell(forRow: 3)?.swipe)
    #expect(swipe.value.velocity > 250 && swipe.isClosing)
    #expect(s.rig.settle() && s.offset(3) == 0)
  }

  @Test("keys: ← uncovers the selected row's trailing buttons, → shuts them; the buttons take the focus")
  func keyboard() throws {
    let s = SwipeRig()
    s.list.selectedRow = 2
    #expect(s.list.handleKey(.left))
    #expect(s.rig.settle() && s.list.swipedRow == 2)
    let buttons = try #require(s.list.cell(forRow: 2)?.swipe?.buttons)
    #expect(
      buttons.allSatisfy(FocusSystem.isFocusable)
        && buttons.map(\.accessibilityLabel) == ["Delete", "Archive"])
    #expect(buttons[1].accessibilityActivate() && s.performed.map(\.0) == ["Archive"])
    #expect(s.rig.settle() && s.list.swipedRow == nil)
    #expect(s.list.handleKey(.right))  // leading
    #expect(s.rig.settle() && s.list.swipedRow == 2 && s.offset(2) > 0)
    #expect(s.list.handleKey(.left))  // the other arrow shuts
    #expect(s.rig.settle() && s.list.swipedRow == nil)
    #expect(s.list.handleKey(.left) && s.list.handleKey(.escape))
    #expect(s.rig.settle() && s.list.swipedRow == nil && !s.list.handleKey(.escape))
    s.list.selectedRow = 0
    #expect(!s.list.handleKey(.right))  // row 0 has no leading actions
  }

  @Test("each row offers its swipe actions to assistive technology, by name")
  func accessibility() throws {
    let s = SwipeRig()
    let cell = try #require(s.list.cell(forRow: 7))
    #expect(cell.layer.accessibilityCustomActions.map(\.name) == ["Pin", "Delete", "Archive"])
    #expect(cell.layer.accessibilityPerformCustomAction(named: "Archive"))
    #expect(s.performed.map(\.0) == ["Archive"] && s.performed.map(\.1) == [7])
    #expect(!cell.layer.accessibilityPerformCustomAction(named: "Nothing"))
    let snapshot = AccessibilitySnapshot(root: s.list.layer)
    #expect(snapshot.nodes[try #require(cell.layer.accessibilityIdentifier)]?.customActions.count == 3)
  }

  @Test("a press that catches a row springing back from a full swipe neither performs again nor selects")
  func catchAfterFullSwipe() {
    let s = SwipeRig()
    s.drag(row: 1, dx: 260, steps: 6)  // a full swipe right: "Pin", which completes at once
    #expect(s.performed.map(\.0) == ["Pin"])
    s.rig.run(for: 0.1)
    s.click(Vector2(x: 300, y: 75))  // caught on its way back, let go where it was
    #expect(s.rig.settle())
    let open = s.list.cell(forRow: 1)?.swipe?.openOffset
    #expect(s.performed.count == 1 && s.list.selectedRow == nil)
    #expect(s.offset(1) == 0 || s.offset(1) == open)  // the nearer of shut and open
  }

  @Test("a swipe cut short past halfway out performs nothing: it goes to the nearer of shut and open")
  func cancelled() throws {
    let s = SwipeRig()
    s.drag(row: 2, dx: -330, steps: 20, release: false)
    let swipe = try #require(s.list.cell(forRow: 2)?.swipe)
    #expect(swipe.isArmed)
    s.rig.arena.handle(.focusLost(time: s.rig.now))
    #expect(s.rig.settle())
    #expect(s.performed.isEmpty && isClose(s.offset(2), swipe.openOffset, within: 1e-6))
  }

  @Test("a destructive action completed without deleting its row springs the row back; taps work again")
  func destructiveKept() {
    let s = SwipeRig()
    s.drag(row: 2, dx: -260, steps: 6)  // "Delete", answered true, the row left in place
    #expect(s.performed.map(\.0) == ["Delete"])
    #expect(s.rig.settle())
    #expect(s.offset(2) == 0 && s.strips == 0)
    s.click(Vector2(x: 200, y: 125))
    #expect(s.list.selectedRow == 2)
  }

  @Test("← → ← at once: the row shuts and opens again on the one swipe, its buttons once")
  func keysQuickly() throws {
    let s = SwipeRig()
    s.list.selectedRow = 3
    #expect(s.list.handleKey(.left))
    s.rig.run(for: 0.05)
    #expect(s.list.handleKey(.right) && s.list.handleKey(.left))
    #expect(s.rig.settle())
    let open = try #require(s.list.cell(forRow: 3)?.swipe?.openOffset)
    #expect(s.strips == 1 && isClose(s.offset(3), open, within: 1e-6) && s.list.swipedRow == 3)
  }
}
