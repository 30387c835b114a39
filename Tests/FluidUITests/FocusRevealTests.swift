import FluidMotion
import Testing

@testable import FluidUI

/// Twenty buttons in a scroll view 200 pt tall, as an adopter writes a list: the focus brings what it
/// reaches into view, with no code of the list's own.
@MainActor
final class ScrolledButtons: Scene {
  let context = SceneContext()
  let title = "List"
  let root = Layer()
  lazy var scroll = ScrollView(animator: animator)
  var rows: [Layer] = []

  init() {
    root.addSublayer(scroll.layer)
    for i in 0..<20 {
      let row = Layer(frame: Rect(x: 0, y: Double(i) * 50, width: 300, height: 44))
      let control = Control(layer: row)
      row.accessibilityLabel = "Row \(i)"
      gestures.add(control, to: row)
      scroll.content.addSublayer(row)
      rows.append(row)
    }
    scroll.attach(to: gestures)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    scroll.layout(
      frame: Rect(x: 0, y: 0, width: 300, height: 200), contentSize: Size(width: 300, height: 1000))
  }
  func handle(_ event: InputEvent) -> Bool { false }
  var state: [String: Double] { ["offset": scroll.contentOffset.y] }
}

@Suite("The focus scrolls what it reaches into view")
@MainActor
struct FocusRevealTests {
  @Test(
    "Tab past the viewport's end scrolls the list the least that shows the row; Shift+Tab back to the top")
  func tabScrolls() {
    let list = ScrolledButtons()
    let display = VirtualDisplay(scene: list, size: Size(width: 800, height: 600))
    for _ in 0..<6 { display.key(.tab) }  // rows 0…5: the sixth ends at 294, past the 200-pt viewport
    #expect(list.context.focus.focusedLayer === list.rows[5])
    display.run(for: 1)
    #expect(abs(list.scroll.contentOffset.y - (5 * 50 + 44 - 200)) < 0.5)
    for _ in 0..<5 { display.key(.tab, modifiers: .shift) }
    display.run(for: 1)
    #expect(list.context.focus.focusedLayer === list.rows[0] && abs(list.scroll.contentOffset.y) < 0.5)
  }

  @Test("a layer outside the content is not the scroll view's to reveal")
  func outsideContent() {
    let list = ScrolledButtons()
    let display = VirtualDisplay(scene: list, size: Size(width: 800, height: 600))
    display.run(for: 0.1)
    list.scroll.reveal(list.root)
    list.scroll.reveal(Layer())
    display.run(for: 0.5)
    #expect(list.scroll.contentOffset.y == 0)
  }
}
