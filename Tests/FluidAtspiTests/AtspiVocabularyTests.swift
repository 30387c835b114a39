import FluidDBus
import FluidUI
import Testing

@testable import FluidAtspi

/// The states the bridge serves, as Orca reads them.
@Suite("AT-SPI states: a disclosure's expanded or collapsed, a slider's orientation")
@MainActor
struct AtspiVocabularyTests {
  /// The node of a layer at `frame` (an adjustable one for a slider, else a button).
  @MainActor
  func node(role: AccessibilityRole, frame: Rect, expanded: AccessibilityExpandedStatus = .unsupported)
    -> AccessibilityNode
  {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    let layer = Layer(frame: frame)
    root.addSublayer(layer)
    layer.isAccessibilityElement = true
    layer.accessibilityLabel = "x"
    layer.accessibilityTraits = role == .slider ? [.adjustable] : [.button]
    layer.accessibilityExpandedStatus = expanded
    let nodes = AccessibilitySnapshot(root: root).nodes
    return nodes[layer.accessibilityIdentifier ?? -1] ?? nodes.values.first!
  }

  @Test("expandable with expanded or collapsed as the status says; nothing for a plain button")
  func expanded() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 40)
    let open = AtspiVocabulary.states(of: node(role: .button, frame: frame, expanded: .expanded))
    let shut = AtspiVocabulary.states(of: node(role: .button, frame: frame, expanded: .collapsed))
    let plain = AtspiVocabulary.states(of: node(role: .button, frame: frame))
    #expect(open.contains(.expandable) && open.contains(.expanded) && !open.contains(.collapsed))
    #expect(shut.contains(.expandable) && shut.contains(.collapsed) && !shut.contains(.expanded))
    #expect(!plain.contains(.expandable) && !plain.contains(.expanded) && !plain.contains(.collapsed))
  }

  @Test("a slider wider than tall is horizontal, one taller than wide vertical; a button neither")
  func orientation() {
    let wide = AtspiVocabulary.states(
      of: node(role: .slider, frame: Rect(x: 0, y: 0, width: 300, height: 24)))
    let tall = AtspiVocabulary.states(
      of: node(role: .slider, frame: Rect(x: 0, y: 0, width: 24, height: 300)))
    let button = AtspiVocabulary.states(
      of: node(role: .button, frame: Rect(x: 0, y: 0, width: 300, height: 24)))
    #expect(wide.contains(.horizontal) && !wide.contains(.vertical))
    #expect(tall.contains(.vertical) && !tall.contains(.horizontal))
    #expect(!button.contains(.horizontal) && !button.contains(.vertical))
    #expect(AtspiVocabulary.stateWords([.horizontal, .vertical]) == [1 << 14 | 1 << 29, 0])
  }
}
