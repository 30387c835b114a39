import FluidMotion
import Testing

@testable import FluidUI

/// FluidUI's accessibility model: elements and containers on layers, the tree a bridge serves, and
/// what changed from one frame to the next.
@Suite("Accessibility model")
@MainActor
struct AccessibilityModelTests {
  @Test("a control's layer is a button whose activation is the control's primary action")
  func controlDefaults() {
    let layer = Layer(frame: Rect(x: 10, y: 20, width: 100, height: 40))
    layer.text = "OK"
    let control = Control(layer: layer)
    var fired = 0
    control.addAction(for: .primaryActionTriggered) { _, _ in fired += 1 }
    #expect(layer.isAccessibilityElement && layer.accessibilityTraits.contains(.button))
    #expect(layer.accessibilityLabel == "OK", "the text is the label until one is given")
    #expect(layer.accessibilityActivate() && fired == 1)
    control.isEnabled = false
    #expect(!layer.accessibilityActivate() && fired == 1, "a disabled control does nothing")
  }

  /// A window: a heading, a list of two rows, a slider, a hidden button and a layer with nothing.
  func tree() -> (root: Layer, rows: [Layer], slider: Layer, hidden: Layer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let heading = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 40))
    heading.text = "Title"
    heading.isAccessibilityElement = true
    heading.accessibilityTraits = [.header]
    let list = Layer(frame: Rect(x: 0, y: 50, width: 400, height: 120))
    list.accessibilityContainerType = .list
    let plain = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 120))  // passed through
    let rows = (0..<2).map { i in
      let row = Layer(frame: Rect(x: 0, y: Double(i) * 60, width: 400, height: 60))
      row.isAccessibilityElement = true
      row.accessibilityLabel = "Row \(i)"
      row.accessibilityActivateBlock = { true }
      plain.addSublayer(row)
      return row
    }
    list.addSublayer(plain)
    let slider = Layer(frame: Rect(x: 0, y: 200, width: 400, height: 40))
    slider.isAccessibilityElement = true
    slider.accessibilityLabel = "Volume"
    slider.accessibilityTraits = [.adjustable]
    slider.accessibilityNumber = AccessibilityNumber(minimum: 0, maximum: 1, step: 0.1, current: 0.25)
    let hidden = Layer(frame: Rect(x: 0, y: 250, width: 40, height: 40))
    hidden.isAccessibilityElement = true
    hidden.isHidden = true
    for l in [heading, list, slider, hidden, Layer()] { root.addSublayer(l) }
    return (root, rows, slider, hidden)
  }

  @Test(
    "the tree: elements and containers in drawing order, roles from traits and containers, hidden layers left out"
  )
  func snapshot() throws {
    let (root, rows, slider, _) = tree()
    let tree = AccessibilitySnapshot(root: root)
    #expect(tree.top.count == 3)
    let nodes = tree.top.compactMap { tree.nodes[$0] }
    #expect(nodes.map(\.role) == [.heading, .list, .slider])
    #expect(nodes[0].label == "Title")
    let items = nodes[1].children.compactMap { tree.nodes[$0] }
    #expect(
      items.map(\.label) == ["Row 0", "Row 1"]
        && items.allSatisfy { $0.role == .listItem && $0.isActivatable })
    #expect(items.allSatisfy { $0.parent == nodes[1].id })
    #expect(nodes[2].value == "0.25" && nodes[2].number?.maximum == 1)
    #expect(abs(try #require(tree.nodes[rows[1].accessibilityIdentifier ?? -1]).frame.minY - 110) < 1e-9)
    #expect(tree.nodes[slider.accessibilityIdentifier ?? -1] != nil)
  }

  @Test("a modal layer showing is the whole tree under its ancestors; hidden, the window's elements are back")
  func modal() throws {
    let (root, _, _, _) = tree()
    let holder = Layer()  // a plain layer between the window and the panel, passed through
    let panel = Layer(frame: Rect(x: 50, y: 50, width: 300, height: 200))
    panel.accessibilityContainerType = .semanticGroup
    panel.accessibilityLabel = "Shortcuts"
    panel.accessibilityViewIsModal = true
    let line = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 20))
    line.isAccessibilityElement = true
    line.accessibilityLabel = "Quit: Ctrl+Q"
    panel.addSublayer(line)
    holder.addSublayer(panel)
    root.addSublayer(holder)
    var recorded: [Int] = []
    var record: (Int, Layer) -> Void = { id, _ in recorded.append(id) }
    let tree = AccessibilitySnapshot(root: root, record: &record)
    let id = try #require(panel.accessibilityIdentifier)
    #expect(tree.top == [id] && tree.nodes.count == 2, "only the panel and its line")
    #expect(tree.nodes[id]?.children == [line.accessibilityIdentifier ?? -1])
    #expect(Set(recorded) == Set(tree.nodes.keys), "only the layers of the tree are recorded")
    panel.isHidden = true
    #expect(AccessibilitySnapshot(root: root).top.count == 3, "the heading, the list and the slider again")
  }

  @Test("changes: a label, a value, a child added, the focus moved; nothing when nothing changed")
  func changes() throws {
    let (root, rows, slider, hidden) = tree()
    let before = AccessibilitySnapshot(root: root)
    #expect(AccessibilitySnapshot(root: root).changes(since: before).isEmpty)
    rows[0].accessibilityLabel = "First"
    slider.accessibilityNumber?.current = 0.5
    hidden.isHidden = false
    slider.isAccessibilityFocused = true
    let after = AccessibilitySnapshot(root: root)
    let (row, knob) = (
      try #require(rows[0].accessibilityIdentifier), try #require(slider.accessibilityIdentifier)
    )
    #expect(
      after.changes(since: before) == [
        .children(of: nil), .label(row), .value(knob), .focus(knob, isFocused: true),
      ])
    slider.isAccessibilityFocused = false
    rows[1].isAccessibilityFocused = true
    let moved = AccessibilitySnapshot(root: root).changes(since: after)
    #expect(
      moved == [
        .focus(knob, isFocused: false),
        .focus(try #require(rows[1].accessibilityIdentifier), isFocused: true),
      ])
  }

  @Test("a disclosure's expanded status is in the snapshot, and its change is a change of states")
  func expandedStatus() throws {
    let (root, rows, _, _) = tree()
    #expect(rows[0].accessibilityExpandedStatus == .unsupported)
    rows[0].accessibilityExpandedStatus = .collapsed
    let before = AccessibilitySnapshot(root: root)
    let id = try #require(rows[0].accessibilityIdentifier)
    #expect(before.nodes[id]?.expandedStatus == .collapsed)
    rows[0].accessibilityExpandedStatus = .expanded
    let after = AccessibilitySnapshot(root: root)
    #expect(after.nodes[id]?.expandedStatus == .expanded && after.changes(since: before) == [.states(id)])
  }

  @Test("a number set from outside is kept within its range and goes through the layer's block")
  func setNumber() {
    let slider = Layer()
    var set: [Double] = []
    #expect(!slider.setAccessibilityNumber(0.5), "no number: nothing to set")
    slider.accessibilityNumber = AccessibilityNumber(minimum: 0, maximum: 1, step: 0.1, current: 0)
    slider.accessibilitySetNumberBlock = { set.append($0) }
    #expect(
      slider.setAccessibilityNumber(2) && slider.setAccessibilityNumber(-1)
        && slider.setAccessibilityNumber(0.3))
    #expect(!slider.setAccessibilityNumber(.nan))
    #expect(set == [1, 0, 0.3])
  }

  @Test("value and label blocks are read when asked: a value that follows the state")
  func blocks() {
    let pane = Layer()
    var open = false
    pane.isAccessibilityElement = true
    pane.accessibilityValueBlock = { open ? "open" : "closed" }
    let before = AccessibilitySnapshot(root: pane)
    open = true
    let after = AccessibilitySnapshot(root: pane)
    #expect(after.nodes.values.first?.value == "open")
    #expect(after.changes(since: before) == [.value(pane.accessibilityIdentifier ?? -1)])
  }

  @Test(
    "the accessibility frame is where the layer shows: through a scaled parent, not its untransformed frame")
  func frameThroughTransforms() {
    let pad = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    pad.transform.scale = Vector2(x: 0.5, y: 0.5)  // about the pad's centre (200, 200)
    let key = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    pad.addSublayer(key)
    let frame = key.accessibilityFrame
    #expect(abs(frame.minX - 150) < 1e-9 && abs(frame.minY - 150) < 1e-9, "\(frame)")
    #expect(abs(frame.size.width - 50) < 1e-9 && abs(frame.size.height - 50) < 1e-9, "\(frame)")
  }

  @Test(
    "an element that shows text and has no role of its own is a label, as a UILabel is; with nothing, or acting, a panel"
  )
  func textIsALabel() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let layers = (0..<3).map { i in
      let layer = Layer(frame: Rect(x: 0, y: Double(i) * 50, width: 400, height: 40))
      layer.isAccessibilityElement = true
      root.addSublayer(layer)
      return layer
    }
    layers[0].text = "Saved 3 minutes ago"
    layers[1].accessibilityLabel = "Card"
    layers[2].text = "Open"
    layers[2].accessibilityActivateBlock = { true }
    let tree = AccessibilitySnapshot(root: root)
    let roles = layers.map { layer in tree.nodes.values.first { $0.frame.minY == layer.frame.minY }?.role }
    #expect(roles == [.label, .panel, .panel])
  }
}
