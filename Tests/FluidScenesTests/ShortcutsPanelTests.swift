import FluidMotion
import FluidUI
import Testing
import TestSupport

@testable import FluidScenes

/// The shortcuts window: key caps in a column, grouped, fitting every window, no word alone.
@Suite("Shortcuts window: caps, groups, fit, wrapping")
@MainActor
struct ShortcutsPanelTests {
  @Test(
    "a chord is split into its caps; a + that is the key stays a cap",
    arguments: [
      ("Ctrl+Q", ["Ctrl", "Q"]), ("Ctrl+Shift+Tab", ["Ctrl", "Shift", "Tab"]), ("+", ["+"]),
      ("Ctrl++", ["Ctrl", "+"]), ("Alt+0–9", ["Alt", "0–9"]), ("Page Up", ["Page Up"]),
    ])
  func caps(chord: String, caps: [String]) {
    #expect(Shortcut.caps(chord) == caps)
  }

  /// Key lists and what one title's row of them reads.
  nonisolated static let digitCases: [(keys: [Key], modifiers: KeyModifiers, expected: [String])] = [
    ([.character("1"), .character("2"), .character("3")], [], ["1–3"]),
    ([.character("1"), .character("2")], [], ["1", "2"]),
    ((0...9).map { .character(Character(String($0))) }, .alt, ["Alt+0–9"]),
    ([.function(1), .function(2), .function(3)], [], ["F1", "F2", "F3"]),
    ([.function(10), .function(11), .function(12)], [], ["F10", "F11", "F12"]),
  ]

  @Test(
    "a run of three or more digits of one modifier is one range; keys whose names end in a digit are not digits",
    arguments: digitCases.indices)
  func digitRanges(index: Int) {
    let (keys, modifiers, expected) = Self.digitCases[index]
    let commands = keys.map { KeyCommand($0, modifiers, title: "Do") {} }
    #expect(Shortcut.rows(of: commands).first?.keys == expected)
  }

  /// The groups the window shows for `entry`'s scene.
  func groups(for entry: SceneCatalog.Entry) -> [ShortcutGroup] {
    SceneHost(entry: entry, context: SceneContext()).shortcutGroups
  }

  @Test(
    "for every scene, at 640×480 and up, the window fits under the bar and nothing in it overlaps",
    arguments: [Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1280, height: 800)])
  func fits(window: Size) {
    let room = Size(width: window.width - 32, height: window.height - SceneLayout.barHeight - 16)
    for entry in [SceneCatalog.menu] + SceneCatalog.available {
      let plan = ShortcutsLayout.fit(groups(for: entry), in: room)
      #expect(plan.size.width <= room.width && plan.size.height <= room.height, "\(entry.name) at \(window)")
      #expect(plan.textSize >= ShortcutsLayout.smallestText)
      for item in plan.items {
        let r = item.rect
        #expect(r.minX >= 0 && r.minY >= 0 && r.maxX <= plan.size.width + 0.5 && r.maxY <= plan.size.height)
      }
      let solid = plan.items.filter { if case .note = $0 { false } else { true } }
      for (i, a) in solid.enumerated() {
        for b in solid[(i + 1)...]
        where a.rect.intersection(b.rect).map({ $0.size.width > 0.5 && $0.size.height > 0.5 }) ?? false {
          Issue.record("\(entry.name): \(a) overlaps \(b)")
        }
      }
    }
  }

  @Test(
    "for a screen reader: opening and closing say so, and while it shows the tree is the panel, each line its keys"
  )
  func spoken() throws {
    let host = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    let s = ScriptedSession(scene: host)
    _ = AccessibilityNotification.takePosted()
    let before = AccessibilitySnapshot(root: host.root).top
    #expect(s.handle(.keyDown(.function(1), modifiers: [], isRepeat: false, time: s.time)))
    #expect(AccessibilityNotification.takePosted() == [.announcement("Keyboard shortcuts. Escape closes.")])
    host.layout(size: Size(width: 1280, height: 800))
    let tree = AccessibilitySnapshot(root: host.root)
    let panel = try #require(tree.top.count == 1 ? tree.nodes[tree.top[0]] : nil)
    #expect(panel.label == "Keyboard shortcuts" && panel.role == .panel)
    // Its lines, in its scroll pane (as GTK's shortcuts window has them).
    let pane = try #require(panel.children.count == 1 ? tree.nodes[panel.children[0]] : nil)
    #expect(pane.role == .scrollPane)
    let lines = pane.children.compactMap { tree.nodes[$0] }
    #expect(lines.contains { $0.role == .heading })
    #expect(lines.contains { $0.label == "Quit: Ctrl+Q or Ctrl+W" })
    #expect(s.handle(.keyDown(.escape, modifiers: [], isRepeat: false, time: s.time)))
    #expect(AccessibilityNotification.takePosted() == [.announcement("Keyboard shortcuts closed.")])
    #expect(AccessibilitySnapshot(root: host.root).top == before, "closed: the window's elements again")
  }

  @Test("a wide window takes two columns at the largest text; a narrow one smaller text")
  func columns() {
    let all = groups(for: SceneCatalog.available[1])
    let wide = ShortcutsLayout.fit(all, in: Size(width: 1400, height: 900))
    #expect(wide.columns == 2 && wide.textSize == 14)
    let narrow = ShortcutsLayout.fit(all, in: Size(width: 608, height: 432))
    #expect(narrow.textSize < 14)
  }

  @Test("a note never ends on one word alone")
  func noWidow() {
    let style = TextStyle(size: 14)
    let text = "Drag the sliders, or scroll over them: the spring changes live"
    let width = style.estimatedWidth(of: "Drag the sliders, or scroll over them: the spring changes") + 1
    #expect(style.wrap(text, width: width).last == "live")  // plain wrapping leaves it alone
    let lines = ShortcutsLayout.wrap(text, style: style, width: width)
    #expect(lines.count == 2 && lines.last == "changes live")
    #expect(lines.joined(separator: " ") == text)
  }

  @Test(
    "F1, Ctrl+? and Ctrl+Shift+/ open the window over the scene; Esc closes it and stays in the scene",
    arguments: ["f1", "ctrl?", "ctrlshift/"])
  func keys(way: String) throws {
    let (s, host) = try settledHost("drawer")
    switch way {
    case "f1": s.key(.function(1))
    case "ctrl?": s.key(.character("?"), modifiers: .control)
    default: s.key(.character("/"), modifiers: [.control, .shift])
    }
    #expect(host.chrome.isHelpShown)
    #expect(host.chrome.shortcuts.scroll?.content.sublayers.contains { $0.text == "Open or close" } == true)
    s.key(.escape)
    #expect(!host.chrome.isHelpShown && host.entry.name == "drawer")
  }

  @Test("the row under a still pointer lights again as the window closes over it")
  func hoverComesBack() throws {
    let (s, host) = try settledHost("menu")
    let menu = try #require(host.current as? MenuScene)
    let p = try #require(menu.center(ofRow: 2))
    s.display.move(to: p)
    let row = try #require(host.root.hitTest(p))
    #expect(row.isHovered)
    s.key(.function(1))
    s.run(0.1)
    #expect(host.chrome.isHelpShown && !row.isHovered)  // the window's scrim is under the pointer
    s.key(.escape)
    s.run(0.1)
    #expect(!host.chrome.isHelpShown && row.isHovered)
  }

  @Test(
    "the window is modal: keys reach nothing beneath it (no row deleted, no ring under it); Esc gives the focus back"
  )
  func modal() throws {
    let (s, host) = try settledHost("scroll")
    let scene = try #require(host.current as? ScrollScene)
    s.key(.down)
    s.key(.down)
    let focused = try #require(host.context.focus.focusedLayer)
    let rows = scene.rows.numberOfRows
    s.key(.function(1))
    for key in [Key.backspace, .backspace, .tab, .down, .space, .enter, .character("n")] { s.key(key) }
    #expect(host.chrome.isHelpShown && scene.rows.numberOfRows == rows && scene.state["selected"] == 1)
    #expect(host.context.focus.focusedLayer == nil, "nothing under the window has the focus")
    s.key(.escape)
    #expect(!host.chrome.isHelpShown && host.context.focus.focusedLayer === focused)
    s.key(.backspace)  // the window gone, the scene's keys are its own again
    #expect(scene.rows.numberOfRows == rows - 1)
  }

  /// The scene named `name` hosted in a window of `size`, settled, its shortcuts window open.
  func openPanel(_ name: String, at size: Size) throws -> (ScriptedSession, SceneHost, ShortcutsPanel) {
    let host = SceneHost(entry: try SceneCatalog.find(name), context: SceneContext())
    let s = ScriptedSession(scene: host, size: size)
    s.settle()
    s.key(.function(1))
    s.frame()
    return (s, host, host.chrome.shortcuts)
  }

  @Test(
    "in a window too short for it, the panel stays inside the window and scrolls by keys and the wheel; presses over it are its own",
    arguments: [Size(width: 640, height: 360), Size(width: 400, height: 480), Size(width: 400, height: 300)])
  func scrollsWhenShort(window: Size) throws {
    let (s, host, panel) = try openPanel("scroll", at: window)
    let scroll = try #require(panel.scroll)
    #expect(panel.scrolls)
    #expect(
      panel.layer.frame.maxY <= window.height - 8 + 1e-9 && panel.layer.frame.minY >= SceneLayout.barHeight)
    let bottom = scroll.maximumContentOffset.y
    #expect(abs(scroll.contentOffset.y) < 1e-9 && bottom > 0)
    s.key(.down)
    s.settle()
    #expect(abs(scroll.contentOffset.y - min(ShortcutsPanel.lineStep, bottom)) < 0.01)
    s.key(.end)
    s.settle()
    #expect(abs(scroll.contentOffset.y - bottom) < 0.01)
    s.key(.home)
    s.settle()
    #expect(abs(scroll.contentOffset.y) < 0.01)
    s.key(.space)
    s.settle()
    #expect(scroll.contentOffset.y > ShortcutsPanel.lineStep, "Space: a page on")
    s.key(.space, modifiers: .shift)
    s.settle()
    #expect(abs(scroll.contentOffset.y) < 0.01, "Shift+Space: a page back")
    // The wheel over the panel scrolls it, not the list under it.
    let list = try #require(host.current as? ScrollScene)
    let listOffset = list.rows.scrollView.contentOffset
    let f = panel.layer.frame
    let centre = Vector2(x: f.minX + f.size.width / 2, y: f.minY + f.size.height / 2)
    s.wheel(Vector2(x: 0, y: -40), at: centre)
    s.settle()
    #expect(abs(scroll.contentOffset.y - min(40, bottom)) < 0.01)
    #expect(list.rows.scrollView.contentOffset == listOffset)
    s.key(.escape)
    #expect(!host.chrome.isHelpShown)
    s.key(.function(1))
    s.frame()
    #expect(abs(scroll.contentOffset.y) < 1e-9, "opened again: from its top")
  }

  @Test("in a window it fits, the panel does not scroll")
  func fitsWithoutScrolling() throws {
    let (s, _, panel) = try openPanel("scroll", at: Size(width: 1280, height: 800))
    let scroll = try #require(panel.scroll)
    #expect(!panel.scrolls)
    s.key(.end)
    s.settle()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test(
    "in a window too narrow for it, the panel keeps inside the window and scrolls sideways",
    arguments: [Size(width: 250, height: 500), Size(width: 200, height: 200)])
  func scrollsSideways(window: Size) throws {
    let (s, _, panel) = try openPanel("pane", at: window)
    let scroll = try #require(panel.scroll)
    let f = panel.layer.frame
    #expect(f.minX >= 8 - 1e-9 && f.maxX <= window.width - 8 + 1e-9 && f.maxY <= window.height - 8 + 1e-9)
    #expect(panel.scrolls && scroll.maximumContentOffset.x > 0)
    s.wheel(Vector2(x: 40, y: 0), at: Vector2(x: f.minX + f.size.width / 2, y: f.minY + f.size.height / 2))
    s.settle()
    #expect(scroll.contentOffset.x > 0, "the wheel sideways scrolls it sideways")
  }

  @Test(
    "beside the panel, a click closes it and reaches nothing beneath; neither does the wheel",
    arguments: ["click", "wheel"])
  func besideThePanel(way: String) throws {
    let (s, host, panel) = try openPanel("pane", at: Size(width: 1280, height: 800))
    #expect(panel.layer.frame.minX > 40)
    let beside = Vector2(x: 20, y: 700)  // over the closed pane, which a click anywhere toggles
    let paneY = host.current.state["paneY"]
    if way == "click" { s.click(beside) } else { s.wheel(Vector2(x: 0, y: -40), at: beside) }
    s.frame()
    // At once: the wheel would drag the pane, a click set it moving.
    #expect(host.current.state["dragging"] == 0 && host.current.state["paneY"] == paneY)
    s.settle()
    #expect(host.chrome.isHelpShown == (way == "wheel"))
    #expect(host.current.state["open"] == 0 && host.current.state["animating"] == 0, "the pane did not move")
    #expect(host.entry.name == "pane")
  }

  @Test(
    "every way back closes the panel first; the scene's open pane stays open",
    arguments: ["menuButton", "altLeft", "backKey", "backButton"])
  func backClosesThePanelFirst(way: String) throws {
    let (s, host, _) = try openPanel("pane", at: Size(width: 1280, height: 800))
    s.key(.escape)  // the panel closed
    s.key(.space)  // the pane opens
    s.settle()
    s.key(.function(1))
    s.frame()
    #expect(host.chrome.isHelpShown && host.current.state["open"] == 1)
    switch way {
    case "menuButton": s.click(Vector2(x: 30, y: 15))
    case "altLeft": s.key(.left, modifiers: .alt)
    case "backKey": s.key(.back)
    default:
      s.send(.pointerDown(position: Vector2(x: 640, y: 400), time: s.time, button: .back, pressure: nil))
      s.send(.pointerUp(position: Vector2(x: 640, y: 400), time: s.time, button: .back))
    }
    s.settle()
    #expect(!host.chrome.isHelpShown && host.entry.name == "pane" && host.current.state["open"] == 1)
  }

  @Test(
    "opened while a scene slides in, the window keeps the focus: the scene's first control gets it as the window closes"
  )
  func openedDuringASlide() throws {
    let (s, host) = try settledHost("menu")
    s.key(.down)
    s.key(.down)  // the spring's row
    s.key(.enter)
    s.run(0.1)
    s.key(.function(1))
    s.run(1.5)  // the push lands (the spring's own loop runs on)
    #expect(host.entry.name == "spring" && host.chrome.isHelpShown)
    #expect(host.context.focus.focusedLayer == nil, "nothing under the window has the focus")
    s.key(.escape)
    let focused = try #require(host.context.focus.focusedLayer)
    #expect(focused.isDescendant(of: host.current.root) && !focused.isHidden)
  }
}

/// The focus across the shortcuts window.
@Suite("Shortcuts window: the focus comes back where it was")
@MainActor
struct ShortcutsFocusTests {
  @Test(
    "closed over the zoom grid after a card the pointer opened, the focus lands on that card, not the first")
  func zoomKeepsItsCard() throws {
    let (s, host) = try settledHost("zoom")
    let zoom = try #require(host.current as? ZoomScene)
    s.click(zoom.cards[6].frameInWindow.center)  // opens the seventh card
    #expect(s.settle())
    s.key(.escape)  // closes it
    #expect(s.settle())
    #expect(host.state["card"] == -1 && host.state["focus"] == 6)
    s.key(.function(1))  // F1: the shortcuts window
    s.key(.escape)
    #expect(s.settle())
    #expect(host.state["focus"] == 6 && host.context.focus.focusedLayer === zoom.cards[6])
  }
}
