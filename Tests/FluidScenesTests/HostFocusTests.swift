import FluidMotion
import FluidUI
import Testing
import TestSupport

@testable import FluidScenes

/// The window's one focus in the app: the scenes' selections are that focus, drawn by its one ring,
/// and Tab visits the content before the bar's controls (libadwaita's order).
@Suite("One focus in the app window: the menu's and the grid's selection, Tab's order, one ring")
@MainActor
struct HostFocusTests {
  func label(_ host: SceneHost) -> String? { host.context.focus.focusedLayer?.accessibilityLabel }

  @Test("the menu: the first Tab lands on the first row, before the bar's controls")
  func contentFirst() throws {
    let (s, host) = try settledHost("menu")
    host.showsWindowControls = true  // the app draws the window's frame: the bar carries its controls
    s.run(0.1)
    s.key(.tab)
    #expect(label(host) == "Control-centre pane")
    var labels: [String] = []
    for _ in 0..<14 {
      s.key(.tab)
      labels.append(label(host) ?? "none")
    }
    let controls = Array(labels.drop { $0 != "Zoom transition" }.dropFirst().prefix(3))
    #expect(
      controls.count == 3 && controls.allSatisfy { !SceneCatalog.available.map(\.title).contains($0) },
      "\(labels)")
  }

  @Test(
    "Enter on a focused row opens its scene with the focus on its first control once the push lands; Esc brings the menu back with the ring on that row once the pop lands"
  )
  func focusFollowsTheDestination() throws {
    let (s, host) = try settledHost("menu")
    for _ in 0..<3 { s.key(.tab) }
    #expect(label(host) == "Spring animations")
    s.key(.enter)
    s.run(0.1)
    let ring = host.context.focus.ring
    #expect(ring.isHidden, "no ring during the push: the row's is parked, the scene's comes when it lands")
    s.run(1)  // the push lands (the spring's square keeps moving)
    #expect(host.entry.name == "spring" && host.state["nav"] == 1)
    let first = host.context.focus.focusableLayers(in: host.current.root).first
    #expect(first != nil && host.context.focus.focusedLayer === first && !ring.isHidden)
    s.key(.escape)
    s.run(0.1)
    #expect(ring.isHidden, "no ring over the scene sliding away: the row gets it back once the pop lands")
    s.run(1)
    #expect(host.isMenu && host.state["nav"] == 0)
    #expect(label(host) == "Spring animations" && !ring.isHidden)
  }

  @Test(
    "a focus on the bar's controls is let go when the scene changes: the new scene's Space is its own",
    arguments: [(KeyModifiers.alt, Key.character("6")), (KeyModifiers(), Key.escape)] as [(KeyModifiers, Key)]
  )
  func barFocusLetGo(modifiers: KeyModifiers, key: Key) throws {
    let (s, host) = try settledHost("rotation")
    host.showsWindowControls = true
    s.run(0.1)
    // Nothing to focus in the rotation: the ring goes to the bar's last control.
    s.key(.tab, modifiers: .shift)
    let focus = host.context.focus
    let onBar = try #require(focus.focusedLayer)
    #expect(!focus.focusableLayers(in: host.current.root).contains { $0 === onBar })
    s.key(key, modifiers: modifiers)  // Alt+6: the drawer; Esc: the menu
    s.run(1)
    #expect(focus.focusedLayer !== onBar && s.display.loop.end == nil)
    s.key(.space)
    s.run(0.1)
    #expect(s.display.loop.end == nil, "Space acted on the bar's control")
  }

  @Test(
    "a list key with the ring on the bar: the ring goes to the row the key selected, and Space is the row's")
  func listKeyFromTheBar() throws {
    let (s, host) = try settledHost("scroll")
    host.showsWindowControls = true
    s.run(0.1)
    s.key(.tab, modifiers: .shift)  // the bar's last control: the window's Close
    let focus = host.context.focus
    let scroll = try #require(host.current as? ScrollScene)
    let onBar = try #require(focus.focusedLayer)
    #expect(!onBar.isDescendant(of: scroll.list.layer))
    s.key(.down)
    let selected = try #require(scroll.selectedRow)
    #expect(focus.focusedLayer === scroll.rows.cell(forRow: selected)?.layer)
    s.key(.space)
    s.run(0.5)
    #expect(host.entry.name == "scroll" && s.display.loop.end == nil, "Space acted on the bar's control")
    #expect(scroll.selectedRow == selected)
  }

  @Test("a click on a row takes the ring off the bar; the next Space brings it to that row, not a page on")
  func clickThenSpace() throws {
    let (s, host) = try settledHost("scroll")
    host.showsWindowControls = true
    s.run(0.1)
    s.key(.tab, modifiers: .shift)  // the ring on the bar
    let scroll = try #require(host.current as? ScrollScene)
    let row = try #require(scroll.rows.cell(forRow: 3))
    s.click(row.layer.frameInWindow.center)
    s.run(0.5)
    let focus = host.context.focus
    #expect(scroll.selectedRow == 3 && focus.focusedLayer == nil)
    let offset = scroll.list.contentOffset.y
    s.key(.space)
    s.run(0.5)
    #expect(focus.focusedLayer === row.layer && scroll.selectedRow == 3)
    #expect(scroll.list.contentOffset.y == offset && host.entry.name == "scroll" && s.display.loop.end == nil)
  }

  @Test(
    "the spring's sliders: Tab's slider is the scene's selection; with the ring on the bar, no slider shows selected and the arrows leave them alone"
  )
  func springSliders() throws {
    let host = SceneHost(entry: try SceneCatalog.find("spring"), context: SceneContext())
    let s = ScriptedSession(scene: host)  // never settles: the square loops
    host.showsWindowControls = true
    s.run(0.5)
    let focus = host.context.focus
    let scene = try #require(host.current as? SpringScene)
    s.key(.tab)
    s.key(.tab)  // the response slider
    s.run(0.05)
    #expect(host.state["selected"] == 1 && scene.response.isSelected && !scene.damping.isSelected)
    let slider = try #require(focus.focusedLayer)
    s.key(.tab)  // on to the bar's first control
    s.run(0.05)
    let onBar = try #require(focus.focusedLayer)
    #expect(onBar !== slider && !scene.response.isSelected && !scene.damping.isSelected)
    let (damping, response) = (host.state["damping"], host.state["response"])
    s.key(.left)
    s.key(.up)
    s.run(0.05)
    #expect(focus.focusedLayer === onBar)
    #expect(host.state["damping"] == damping && host.state["response"] == response)
    s.key(.tab, modifiers: .shift)  // back to the response slider: the arrows are its again
    s.key(.left)
    s.run(0.05)
    #expect(focus.focusedLayer === slider && scene.response.isSelected)
    #expect(abs((host.state["response"] ?? 0) - ((response ?? 0) - 0.05)) < 1e-9)
  }

  /// The layer named `label` for assistive technology under `root`.
  func layer(labelled label: String, in root: Layer) -> Layer? {
    if root.isAccessibilityElement, root.accessibilityLabel == label { return root }
    for child in root.sublayers { if let hit = layer(labelled: label, in: child) { return hit } }
    return nil
  }

  @Test("a row clicked after the keys moved the ring opens its scene with no ring: the mouse's choice")
  func clickGetsNoRing() throws {
    let (s, host) = try settledHost("menu")
    s.key(.down)  // the keyboard's ring on a row
    let row = try #require(layer(labelled: "Flashlight button", in: host.root))
    s.click(row.frameInWindow.center)
    s.run(1.2)
    #expect(host.entry.name == "flashlight")
    #expect(host.context.focus.focusedLayer == nil && host.context.focus.ring.isHidden)
  }

  @Test(
    "Ctrl+Tab from a scene opened by keys: the next scene's first control takes the focus as it lands, not as it slides in"
  )
  func jumpFocusesOnLanding() throws {
    let (s, host) = try settledHost("menu")
    for _ in 0..<3 { s.key(.tab) }
    s.key(.enter)  // Spring animations
    s.run(1.2)
    s.key(.tab, modifiers: .control)  // the next scene
    s.run(0.05)
    let focus = host.context.focus
    #expect(
      host.entry.name == "flashlight" && focus.focusedLayer.map { !FocusSystem.isFocusable($0) } ?? true)
    #expect(focus.focusableLayers(in: host.current.root).allSatisfy { $0 !== focus.focusedLayer })
    s.run(1.2)
    let first = focus.focusableLayers(in: host.current.root).first
    #expect(first != nil && focus.focusedLayer === first && !focus.ring.isHidden)
  }

  @Test(
    "the scroll view's list: the row ↓ selects takes the window's focus (a screen reader says it); a click's does not"
  )
  func listSelectionIsTheFocus() throws {
    let (s, host) = try settledHost("scroll")
    let scroll = try #require(host.current as? ScrollScene)
    s.key(.down)
    s.key(.down)
    let selected = try #require(scroll.selectedRow)
    #expect(host.context.focus.focusedLayer === scroll.rows.cell(forRow: selected)?.layer)
    #expect(label(host) == scroll.rows.cell(forRow: selected)?.textLabel.text)
    host.context.focus.setFocus(nil)
    let other = try #require(scroll.rows.cell(forRow: selected + 2))
    s.click(other.layer.frameInWindow.center)
    s.run(0.3)
    #expect(scroll.selectedRow == selected + 2 && host.context.focus.focusedLayer == nil)
  }

  @Test("the menu at 640×480: Tab to a row below the fold scrolls it into view")
  func tabReveals() throws {
    let host = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 640, height: 480))
    #expect(s.settle())
    for _ in SceneCatalog.available { s.key(.tab) }
    s.run(0.05)  // the frame that follows the focus
    #expect(s.settle())
    let last = try #require(SceneCatalog.available.last)
    let menu = try #require(host.current as? MenuScene)
    let p = try #require(menu.center(ofRow: last.index))
    #expect(label(host) == last.title && p.y > 32 && p.y < 480, "\(p)")
    #expect(host.state["selection"] == Double(last.index))
  }

  @Test(
    "the menu: ↓ ↓ then Tab moves the one focus from the third row to the fourth, and Enter opens its scene")
  func arrowsAndTabShareOneFocus() throws {
    let (s, host) = try settledHost("menu")
    s.key(.down)
    s.key(.down)
    #expect(label(host) == SceneCatalog.available[2].title && host.state["selection"] == 2)
    s.key(.tab)
    #expect(label(host) == SceneCatalog.available[3].title && host.state["selection"] == 3)
    #expect(!host.context.focus.ring.isHidden)
    s.key(.enter)
    #expect(s.settle())
    #expect(host.entry.index == SceneCatalog.available[3].index)
  }

  @Test("the zoom grid: the arrows move the window's ring from card to card; the card they open keeps it")
  func gridUsesTheRing() throws {
    let (s, host) = try settledHost("zoom")
    let zoom = try #require(host.current as? ZoomScene)
    s.key(.right)
    s.key(.down)
    s.run(0.05)
    let ring = host.context.focus.ring
    let card = zoom.cards[5].frameInWindow
    #expect(host.context.focus.focusedLayer === zoom.cards[5] && !ring.isHidden)
    #expect(ring.frameInWindow.contains(card.center) && ring.frame.size.width == card.size.width + 6)
    s.key(.enter)
    s.run(0.1)  // on its way out the ring goes with it
    #expect(host.context.focus.focusedLayer === zoom.cards[5] && !ring.isHidden)
    #expect(ring.frameInWindow.contains(zoom.cards[5].frameInWindow.center))
    #expect(s.settle())
    // Open, it fills the window: the ring runs along the window's edges, inside.
    #expect(host.state["card"] == 5 && host.context.focus.focusedLayer === zoom.cards[5] && !ring.isHidden)
    let window = Rect(x: 0, y: 0, width: 1280, height: 800)
    #expect(ring.frameInWindow.intersection(window) == ring.frameInWindow)
    #expect(ring.frameInWindow.size.width >= 1280 - 1e-9)
    // The covered grid is not the focus's: Tab goes on to the bar, Shift+Tab comes back to the
    // open card, and Enter on it opens no other card.
    s.key(.tab)
    #expect(!zoom.cards.contains { $0 === host.context.focus.focusedLayer })
    s.key(.tab, modifiers: .shift)
    #expect(host.context.focus.focusedLayer === zoom.cards[5])
    s.key(.enter)
    #expect(s.settle())
    #expect(host.state["card"] == 5 && host.state["zoom"] == 1, "\(host.state)")
    #expect(
      !zoom.cards.enumerated().contains { $0.offset != 5 && $0.element === host.context.focus.focusedLayer })
    s.key(.escape)
    #expect(s.settle())
    #expect(host.context.focus.focusedLayer === zoom.cards[5] && !ring.isHidden)
  }
}
