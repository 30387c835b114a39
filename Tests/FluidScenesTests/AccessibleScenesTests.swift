import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// Every scene and the shell as assistive technology sees them (headless, fixed clock): named
/// elements, actions that drive the app, values that follow it.
@Suite("Accessible scenes")
@MainActor
struct AccessibleScenesTests {
  /// The first node named `label` in `tree`.
  func node(_ label: String, in tree: AccessibilitySnapshot) -> AccessibilityNode? {
    tree.nodes.values.sorted { $0.id < $1.id }.first { $0.label == label }
  }

  /// The layer of `node` under `root`.
  func layer(_ node: AccessibilityNode?, under root: Layer) -> Layer? {
    func find(_ l: Layer) -> Layer? {
      if l.accessibilityIdentifier == node?.id { return l }
      return l.sublayers.lazy.compactMap(find).first
    }
    return node == nil ? nil : find(root)
  }

  @Test("the menu is a list of its scenes by title; a row's activation opens its scene")
  func menu() throws {
    let (s, host) = try settledHost("menu")
    let tree = AccessibilitySnapshot(root: host.root)
    let list = try #require(tree.nodes.values.first { $0.role == .list })
    let titles = list.children.compactMap { tree.nodes[$0]?.label }
    #expect(titles == SceneCatalog.available.map(\.title), "\(titles)")
    #expect(node("Fluid Interfaces", in: tree)?.role == .heading)
    let row = try #require(layer(node("Calculator button", in: tree), under: host.root))
    #expect(row.accessibilityActivate())
    s.display.loop.core.requestFrame()  // as the bridge asks for one after an action
    s.frame()
    #expect(s.settle())
    #expect(host.entry.name == "calculator")
    #expect(node("Back to the menu", in: AccessibilitySnapshot(root: host.root))?.role == .button)
  }

  @Test(
    "the calculator's keys are buttons named as read aloud; pressing 1 2 + 7 = by them shows 19 as the display's value"
  )
  func calculator() throws {
    let (s, host) = try settledHost("calculator")
    for label in ["1", "2", "plus", "7", "equals"] {
      let tree = AccessibilitySnapshot(root: host.root)
      let key = try #require(node(label, in: tree), "no key \(label)")
      #expect(key.role == .button)
      #expect(layer(key, under: host.root)?.accessibilityActivate() == true)
      s.frame()
    }
    let display = node("Result", in: AccessibilitySnapshot(root: host.root))
    #expect(display?.role == .label && display?.value == "19", "\(String(describing: display))")
    #expect(node("clear", in: AccessibilitySnapshot(root: host.root)) != nil)  // the same name as C or AC
  }

  @Test("Tab goes through the calculator's keys in reading order, row by row, as the tree lists them")
  func calculatorReadingOrder() throws {
    let (s, host) = try settledHost("calculator")
    let rows = [
      "clear", "plus minus", "percent", "divided by", "7", "8", "9", "times", "4", "5", "6", "minus",
      "1", "2", "3", "plus", "0", "point", "equals",
    ]
    let tree = AccessibilitySnapshot(root: host.root)
    func walk(_ id: Int) -> [String] {
      guard let n = tree.nodes[id] else { return [] }
      return [n.label] + n.children.flatMap(walk)
    }
    let listed = tree.top.flatMap(walk).filter(rows.contains)
    var tabbed: [String] = []
    for _ in 0..<40 {
      s.key(.tab)
      let focused = AccessibilitySnapshot(root: host.root).nodes.values.first { $0.isFocused }
      if let label = focused?.label, rows.contains(label), !tabbed.contains(label) { tabbed.append(label) }
    }
    #expect(tabbed == rows, "\(tabbed)")
    #expect(listed == rows, "\(listed)")
  }

  @Test("the spring's sliders: a value set from outside moves the slider and the spring, within the range")
  func springSliders() throws {
    // The spring's square runs for ever: no settling.
    let host = SceneHost(entry: try SceneCatalog.find("spring"), context: SceneContext())
    let s = ScriptedSession(scene: host)
    s.run(0.5)
    let spring = try #require(host.current as? SpringScene)
    let tree = AccessibilitySnapshot(root: host.root)
    let damping = try #require(node("Damping (bounciness)", in: tree))
    #expect(damping.role == .slider && damping.number?.minimum == 0.1 && damping.number?.maximum == 1)
    let slider = try #require(layer(damping, under: host.root))
    #expect(slider.setAccessibilityNumber(0.8))
    s.frame()
    #expect(abs(spring.sliderValues.damping - 0.8) < 1e-9)
    slider.accessibilityIncrement()
    #expect(abs(spring.sliderValues.damping - 0.85) < 1e-9)
    #expect(
      AccessibilitySnapshot(root: host.root).nodes[damping.id]?.number?.current == spring.sliderValues.damping
    )
  }

  @Test("the flashlight is a toggle: activated, it is on (selected) and says so")
  func flashlight() throws {
    let (s, host) = try settledHost("flashlight")
    let tree = AccessibilitySnapshot(root: host.root)
    let light = try #require(node("Flashlight", in: tree))
    #expect(light.role == .toggleButton && light.value == "off")
    #expect(layer(light, under: host.root)?.accessibilityActivate() == true)
    s.frame()
    let after = try #require(AccessibilitySnapshot(root: host.root).nodes[light.id])
    #expect(after.value == "on" && after.traits.contains(.selected))
  }

  @Test(
    "the pane, the drawer, the PiP and the rotation say their state",
    arguments: [
      ("pane", "Control-centre pane", "closed"), ("drawer", "Drawer", "closed"),
      ("pip", "Picture in picture", "bottom right"), ("rotation", "Square", "0 degrees"),
    ])
  func states(scene: String, label: String, value: String) throws {
    let (_, host) = try settledHost(scene)
    let found = node(label, in: AccessibilitySnapshot(root: host.root))
    #expect(found?.value == value, "\(String(describing: found))")
  }
}
