import FluidMotion
import Testing

@testable import FluidUI

/// The README's list scene, as an adopter writes it on a plain loop: the list's keys in `handle`,
/// no focus code of its own.
@MainActor
final class AdopterList: Scene {
  let context = SceneContext()
  let title = "Rows"
  let root = Layer()
  lazy var list = ListView(animator: animator, rowCount: 10_000, rowHeight: .fixed(50)) { cell, row in
    cell.textLabel.text = "Row \(row)"
  }
  var picked: [Int] = []
  /// A button below the list, in no container.
  let button = Layer(frame: Rect(x: 0, y: 520, width: 120, height: 40))
  var pressed = 0

  init() {
    root.addSublayer(list.layer)
    list.attach(to: context.gestures)
    list.onSelect = { [unowned self] row in picked.append(row) }
    button.text = "Clear"
    let control = Control(layer: button)
    control.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in pressed += 1 }
    context.gestures.add(control, to: button)
    root.addSublayer(button)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    list.layout(frame: Rect(x: 0, y: 0, width: 400, height: 500))
  }

  func handle(_ event: InputEvent) -> Bool {
    guard case .keyDown(let key, _, _, _) = event else { return false }
    return list.handleKey(key)
  }

  var state: [String: Double] { [:] }

  /// The row whose cell has the window's focus.
  var focusedRow: Int? {
    list.visibleRows.first { list.cell(forRow: $0)?.layer === context.focus.focusedLayer }
  }
}

@Suite("A list's keyboard selection is the window's focus, with no code of the scene's")
@MainActor
struct ListSelectionFocusTests {
  /// A list at rest after a click on row `row` (its middle, 50 pt rows).
  func clicked(_ row: Int) -> (AdopterList, VirtualDisplay) {
    let scene = AdopterList()
    let display = VirtualDisplay(scene: scene, size: Size(width: 800, height: 600))
    display.run(for: 0.2)
    display.click(Vector2(x: 200, y: Double(row) * 50 + 25))
    display.run(for: 0.5)
    return (scene, display)
  }

  @Test("Tab enters the list on the row a click selected; ↓ moves the selection and the ring together")
  func tabThenArrows() {
    let (scene, display) = clicked(5)
    #expect(scene.list.selectedRow == 5 && scene.context.focus.focusedLayer == nil, "a click draws no ring")
    display.key(.tab)
    #expect(scene.focusedRow == 5)
    display.key(.down)
    #expect(scene.list.selectedRow == 6 && scene.focusedRow == 6)
    display.key(.up)
    display.key(.up)
    #expect(scene.list.selectedRow == 4 && scene.focusedRow == 4)
    display.key(.space)  // the focused row is the selected one: Space picks it, not another
    #expect(scene.list.selectedRow == 4 && scene.picked.last == 4)
  }

  @Test(
    "with nothing focused, the key that selects a row gives it the focus; Home, End and Page Down take it along",
    arguments: [(Key.down, 6), (.end, 9_999), (.home, 0), (.pageDown, 15)])
  func keySelects(key: Key, row: Int) {
    let (scene, display) = clicked(5)
    display.key(key)
    display.run(for: 1)
    #expect(scene.list.selectedRow == row)
    #expect(scene.focusedRow == row)
    #expect(!scene.context.focus.ring.isHidden)
  }

  @Test("a click moves the selection, not the focus: the ring stays where the keys left it")
  func clickKeepsTheRing() {
    let (scene, display) = clicked(2)
    display.key(.down)
    #expect(scene.focusedRow == 3)
    display.click(Vector2(x: 200, y: 7 * 50 + 25))
    display.run(for: 0.5)
    #expect(scene.list.selectedRow == 7 && scene.focusedRow == 3)
  }

  @Test("the selected row scrolled far away: ↓ brings the next one into view at once, the ring on it")
  func arrowAfterScrollingAway() {
    let (scene, display) = clicked(5)
    display.key(.tab)
    scene.list.scrollView.contentOffset = Vector2(x: 0, y: 200_000)  // as the wheel leaves it
    display.run(for: 0.1)
    display.key(.down)
    #expect(scene.list.selectedRow == 6 && scene.focusedRow == 6)
    #expect(abs(scene.list.scrollView.contentOffset.y - 300) < 0.5, "row 6 at the top, at once")
    display.run(for: 0.05)
    #expect(!scene.context.focus.ring.isHidden)
  }

  @Test("the ring on a button outside the list: ↓ moves the list's selection, and the ring goes with it")
  func fromAButton() {
    let (scene, display) = clicked(5)
    display.key(.tab)
    display.key(.tab)  // out of the list, onto the button
    #expect(scene.context.focus.focusedLayer === scene.button)
    display.key(.down)
    #expect(scene.list.selectedRow == 6 && scene.focusedRow == 6)
    display.key(.space)
    #expect(scene.pressed == 0 && scene.picked.last == 6)
  }
}
