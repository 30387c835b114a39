import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Scroll view scene (headless, scripted input)")
@MainActor
struct ScrollSceneTests {
  let scene = ScrollScene()
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: scene, size: Size(width: 1280, height: 800), hz: 60) }

  var listCentre: Vector2 { scene.list.layer.frameInWindow.center }
  var stripCentre: Vector2 { scene.strip.layer.frameInWindow.center }

  @Test("a flick glides on and comes to rest where its projection said; the dump says so")
  func flick() {
    s.press(listCentre)
    s.drag(from: listCentre, to: listCentre - Vector2(x: 0, y: 200), over: 0.1)
    s.release(listCentre - Vector2(x: 0, y: 200))
    let (from, v) = (scene.state["offset"]!, scene.state["velocity"]!)
    #expect(scene.state["decelerating"] == 1 && v > 1000)
    let landing = from + Decay.normal.projectedDistance(initialVelocity: v)
    #expect(s.settle())
    #expect(isClose(scene.state["offset"]!, landing, within: 1e-6) && scene.state["velocity"] == 0)
    #expect(scene.state["decelerating"] == 0)
  }

  @Test("a press on the moving list stops it and selects nothing; a click on the resting list selects")
  func catchThenSelect() {
    s.press(listCentre)
    s.drag(from: listCentre, to: listCentre - Vector2(x: 0, y: 200), over: 0.1)
    s.release(listCentre - Vector2(x: 0, y: 200))
    s.run(0.2)
    s.click(listCentre)
    let stopped = scene.state["offset"]!
    s.run(1)
    #expect(scene.state["offset"] == stopped && scene.state["selected"] == -1)
    s.click(listCentre)
    let row = Int(((listCentre.y - scene.list.layer.frameInWindow.minY + stopped) / ScrollScene.rowHeight))
    #expect(scene.state["selected"] == Double(row))
  }

  @Test("a notched wheel scrolls the list a notch at a time; a touchpad glides on after it pauses")
  func wheel() {
    for _ in 0..<6 {
      s.wheel(Vector2(x: 0, y: -40), at: listCentre)
      s.run(1.0 / 30)
    }
    #expect(s.settle())
    #expect(scene.state["offset"] == 240)  // six notches of 40 pt, no momentum
    for _ in 0..<6 {
      s.wheel(Vector2(x: 0, y: -12.5), at: listCentre)
      s.run(1.0 / 60)
    }
    let released = scene.state["offset"]!
    #expect(isClose(released, 315, within: 1e-9))  // 1:1
    #expect(s.settle())
    #expect(scene.state["offset"]! > released + 10)  // momentum
  }

  @Test("the strip comes to rest on a page; ← and → step a page; the dump carries the page")
  func paging() {
    s.press(stripCentre)
    s.drag(from: stripCentre, to: stripCentre - Vector2(x: 120, y: 0), over: 0.1)
    s.release(stripCentre - Vector2(x: 120, y: 0))
    #expect(s.settle())
    let page = scene.state["page"]!
    #expect(page >= 1)
    #expect(scene.state["stripOffset"] == page * scene.strip.bounds.width)
    s.key(.left)
    #expect(s.settle())
    #expect(scene.state["page"] == page - 1)
  }

  @Test("Space scrolls a screen, Shift+Space back")
  func space() {
    s.key(.space)
    #expect(s.settle())
    #expect(isClose(scene.state["offset"]!, scene.list.bounds.height, within: 1e-9))
    s.key(.space, modifiers: .shift)
    #expect(s.settle())
    #expect(scene.state["offset"] == 0)
  }

  @Test("with the ring on the selected row Space still turns a screen; on a row Tab reached, it selects it")
  func spaceOnTheSelectedRow() {
    s.key(.down)
    s.key(.down)
    #expect(scene.state["selected"] == 1 && s.settle())
    s.key(.space)
    #expect(s.settle())
    #expect(isClose(scene.state["offset"]!, scene.list.bounds.height, within: 1e-9), "Space did nothing")
    s.key(.space, modifiers: .shift)
    #expect(s.settle() && scene.state["offset"] == 0)
    scene.context.focus.setFocus(scene.rows.cell(forRow: 3)?.layer)
    s.key(.space)
    #expect(s.settle() && scene.state["selected"] == 3 && scene.state["offset"] == 0)
  }

  @Test(
    "the list keeps its rows at every window size, and they never leave its viewport",
    arguments: [
      Size(width: 1280, height: 800), Size(width: 800, height: 600), Size(width: 400, height: 300),
    ])
  func sizes(size: Size) {
    let small = ScrollScene()
    small.layout(size: size)
    let list = small.list.layer.frame
    #expect(list.size.height >= 1 && list.maxY <= size.height && list.maxX <= size.width)
    #expect(small.strip.layer.frame.maxX <= size.width)
    #expect(small.list.maximumContentOffset.y > 0)
  }

  @Test("a million rows: End reaches the last, and the list keeps a screenful of cells on the way")
  func millionRows() {
    #expect(scene.rows.numberOfRows == 1_000_000)
    s.key(.end)
    s.run(0.5)
    #expect(scene.state["offset"]! > 50_000_000 && scene.rows.cellCount <= 20)
    #expect(s.settle())
    #expect(scene.rows.visibleRows.last == 999_999 && scene.rows.cellCount <= 20)
    let last = scene.rows.cell(forRow: 999_999)!
    #expect(last.textLabel.text == "Row 1000000")
    #expect(isClose(last.layer.frameInWindow.maxY, scene.list.layer.frameInWindow.maxY, within: 1e-6))
    s.key(.home)
    #expect(s.settle())
    #expect(scene.state["offset"] == 0 && scene.rows.cell(forRow: 0)?.textLabel.text == "Row 1")
  }

  @Test("↓ selects the first row showing and ↑ ↓ move the selection; Shift+↓ moves the row they chose")
  func arrowsSelect() {
    #expect(scene.state["offset"] == 0)
    s.key(.down)
    #expect(scene.state["selected"] == 0)
    s.key(.down)
    s.key(.down)
    s.key(.up)
    #expect(scene.state["selected"] == 1)
    #expect(s.settle())
    #expect(scene.state["offset"] == 0)  // the row is in view: nothing scrolls
    s.key(.down, modifiers: .shift)
    #expect(s.settle())
    #expect(scene.state["selected"] == 2 && scene.rows.cell(forRow: 2)?.textLabel.text == "Row 2")
  }

  @Test("the focused row scrolled far away: ↓ brings the next row into view at once and the focus onto it")
  func arrowAfterScrollingAway() throws {
    s.key(.down)
    s.key(.down)
    let focus = scene.context.focus
    let kept = try #require(focus.focusedLayer)
    scene.list.contentOffset = Vector2(x: 0, y: 5_000)  // as the wheel leaves it
    s.run(0.1)
    #expect(focus.focusedLayer === kept && focus.ring.isHidden, "the focus stays on row 1, out of view")
    s.key(.down)
    let cell = try #require(scene.rows.cell(forRow: 2))
    #expect(scene.state["selected"] == 2 && focus.focusedLayer === cell.layer)
    s.run(0.05)
    #expect(!focus.ring.isHidden, "row 2 is in view with its ring")
  }

  @Test("Page Down, End and Home move the selection and the ring with it; Page Down glides there")
  func pageKeysMoveTheRing() throws {
    let focus = scene.context.focus
    s.key(.down)
    s.key(.pageDown)
    let row = try #require(scene.rows.selectedRow)
    #expect(row > 1 && focus.focusedLayer === scene.rows.cell(forRow: row)?.layer)
    s.run(1.0 / 60)
    #expect(scene.list.isDecelerating && scene.list.contentOffset.y > 0, "on the spring, not a jump")
    #expect(s.settle())
    #expect(!focus.ring.isHidden, "the row is in view with its ring")
    for (key, end) in [(Key.end, scene.rows.numberOfRows - 1), (.home, 0)] {
      s.key(key)
      #expect(scene.rows.selectedRow == end && focus.focusedLayer === scene.rows.cell(forRow: end)?.layer)
      #expect(s.settle())
    }
  }

  @Test(
    "Shift+← uncovers the row's Delete and says it; Tab reaches it, a button in a group of the row's actions")
  func actionsSaid() throws {
    s.key(.down)
    _ = AccessibilityNotification.takePosted()
    s.key(.left, modifiers: .shift)
    #expect(AccessibilityNotification.takePosted() == [.announcement("Delete; Tab reaches it")])
    s.key(.left, modifiers: .shift)  // again: already open, nothing more said
    #expect(AccessibilityNotification.takePosted().isEmpty)
    #expect(s.settle())
    s.key(.tab)
    let button = try #require(scene.context.focus.focusedLayer)
    let tree = AccessibilitySnapshot(root: scene.root)
    let node = try #require(button.accessibilityIdentifier.flatMap { tree.nodes[$0] })
    let group = try #require(node.parent.flatMap { tree.nodes[$0] })
    #expect(node.label == "Delete" && node.role == .button && group.label == "Row actions")
  }

  @Test(
    "a click on a row takes the ring off the row the keys left (out of view): Space then acts on nothing unseen"
  )
  func clickTakesTheRing() throws {
    s.key(.down)
    s.key(.down)
    scene.list.contentOffset = Vector2(x: 0, y: 5_000)
    s.run(0.1)
    let row = try #require(scene.rows.visibleRows.first { scene.rows.rectForRow($0).minY > 5_100 })
    let cell = try #require(scene.rows.cell(forRow: row))
    s.click(cell.layer.frameInWindow.center)
    #expect(scene.state["selected"] == Double(row) && scene.context.focus.focusedLayer == nil)
    s.key(.space)
    #expect(scene.state["selected"] == Double(row))
  }

  @Test(
    "Esc shuts a row swiped far from the selection where it is: the list does not jump, the ring goes to that row"
  )
  func escapeShutsSwipeInPlace() throws {
    s.key(.down)  // row 0 selected, the keyboard's
    scene.list.contentOffset = Vector2(x: 0, y: 5_000)
    s.run(0.1)
    let row = try #require(scene.rows.visibleRows.first { scene.rows.rectForRow($0).minY > 5_100 })
    let cell = try #require(scene.rows.cell(forRow: row))
    let p = cell.layer.frameInWindow.center
    s.press(p)
    s.drag(from: p, to: p - Vector2(x: 120, y: 0), over: 1)  // slow: it opens, not a full swipe
    s.release(p - Vector2(x: 120, y: 0))
    #expect(s.settle())
    #expect(scene.rows.swipedRow == row)
    s.key(.character("x"))  // a key: the keyboard is the hand again
    #expect(scene.goBack())  // the app's Esc asks the scene first
    #expect(s.settle())
    #expect(abs(scene.list.contentOffset.y - 5_000) < 1 && scene.rows.swipedRow == nil)
    #expect(scene.context.focus.focusedLayer === scene.rows.cell(forRow: row)?.layer)
  }

  @Test("from the keyboard the ring stays with the selection through N, Backspace and a row's buttons")
  func ringFollowsEdits() throws {
    let focus = scene.context.focus
    func ringOnSelection() -> Bool {
      guard let row = scene.rows.selectedRow, let cell = scene.rows.cell(forRow: row) else { return false }
      return focus.focusedLayer === cell.layer
    }
    s.key(.down)
    s.key(.down)
    s.key(.character("n"))
    #expect(scene.state["selected"] == 2 && ringOnSelection(), "N: the new row")
    #expect(s.settle())
    s.key(.backspace)
    #expect(ringOnSelection(), "Backspace: the row that took its place")
    #expect(s.settle())
    for (side, last) in [(Key.right, Key.enter), (.left, .escape)] {  // Add below, then Delete shut by Esc
      s.key(side, modifiers: .shift)
      #expect(s.settle())
      s.key(.tab)
      #expect(!ringOnSelection(), "the ring on the row's button")
      // Esc is the app's (its back asks the scene first): here, as it does.
      if last == .escape { #expect(scene.goBack()) } else { s.key(last) }
      #expect(s.settle())
      #expect(ringOnSelection(), "\(last): back on the row")
    }
  }

  @Test("N adds a row below the selection, Backspace deletes it, Shift+↓ moves one: every row lands right")
  func edits() {
    s.click(listCentre)
    let picked = scene.rows.selectedRow!
    s.key(.character("n"))
    #expect(scene.rows.selectedRow == picked + 1 && scene.rows.numberOfRows == 1_000_001)
    s.run(0.1)
    #expect(scene.rows.cell(forRow: picked + 1)!.layer.alpha < 1)  // fading in
    #expect(s.settle())
    #expect(scene.rows.cell(forRow: picked + 1)!.textLabel.text == "Row 1000001")
    s.key(.down, modifiers: .shift)
    #expect(s.settle())
    #expect(scene.rows.cell(forRow: picked + 2)!.textLabel.text == "Row 1000001")
    #expect(scene.rows.cell(forRow: picked + 1)!.textLabel.text == "Row \(picked + 2)")
    s.key(.backspace)
    #expect(s.settle())
    #expect(scene.rows.numberOfRows == 1_000_000 && scene.rows.selectedRow == picked + 2)
    for row in scene.rows.visibleRows {
      let cell = scene.rows.cell(forRow: row)!
      #expect(cell.textLabel.text == "Row \(row + 1)" && cell.layer.frame == scene.rows.rectForRow(row))
    }
  }
}
