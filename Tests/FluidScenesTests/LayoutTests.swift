import FluidMotion
@testable import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The window sizes every scene must fit, points.
let windowSizes = [
  Size(width: 640, height: 480), Size(width: 800, height: 500), Size(width: 800, height: 600),
  Size(width: 1280, height: 800),
  Size(width: 1920, height: 1080), Size(width: 3840, height: 2160),
]

/// Smaller than the window's minimum (a screen smaller than it, or `--size`): narrow, a scene's hint
/// is cut at a "·", a name with "…"; short, the spring's sliders go side by side.
let smallWindows = [Size(width: 400, height: 480), Size(width: 640, height: 360)]

/// The smallest windows `--size` opens (200 pt, a screen's corner): the zoom grid's cards show their
/// numbers alone, the squares of the pause and the rubber band shrink between the bar and the hint,
/// the spring's plot gives way.
let cornerWindows = [
  Size(width: 200, height: 200), Size(width: 260, height: 400), Size(width: 300, height: 300),
]

/// Every scene at every window size: content inside the window, no text over text.
@Suite("Layout at every window size (headless, over the layer tree)")
@MainActor
struct LayoutTests {
  /// The surfaces that run off the window by design: the pane and the drawer overhang its bottom.
  func exempt(_ host: SceneHost) -> [Layer] {
    if let pane = host.current as? PaneScene { return [pane.pane] }
    if let drawer = host.current as? DrawerScene { return [drawer.drawer] }
    return []
  }

  @Test(
    "every scene's content lies inside the window and no two texts overlap",
    arguments: windowSizes + smallWindows + cornerWindows)
  func scenes(size: Size) {
    forEachHostedScene(at: size) { entry, host, s in
      s.run(0.1)
      let problems = LayoutAudit.problems(in: host.root, window: size, exempt: exempt(host))
      #expect(
        problems.isEmpty,
        "\(entry.name) at \(size.width)×\(size.height):\n\(problems.joined(separator: "\n"))")
    }
  }

  @Test(
    "the menu in the smallest windows (200 pt, a screen's corner): inside the window, no text over text",
    arguments: cornerWindows)
  func tinyMenu(size: Size) throws {
    let host = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    let s = ScriptedSession(scene: host, size: size)
    s.run(0.1)
    let problems = LayoutAudit.problems(in: host.root, window: size, exempt: exempt(host))
    #expect(problems.isEmpty, "menu at \(size.width)×\(size.height):\n\(problems.joined(separator: "\n"))")
    // Nothing cut by the window's edges (the scroll view clips what the audit above does not see):
    // every row and the heading's text inside the window, 8 pt from its sides.
    let menu = try #require(host.current as? MenuScene)
    let labels = menu.rows.flatMap { $0.layer.sublayers.filter { $0.text != nil && !$0.isHidden } }
    for layer in menu.rows.map(\.layer) + [menu.heading] + labels {
      let box = layer.frameInWindow
      let text = layer.text.map { layer.textStyle.estimatedWidth(of: $0) } ?? 0
      #expect(box.minX >= 8 - 1e-9 && box.maxX <= size.width - 8 + 1e-9, "\(layer.text ?? "row") at \(box)")
      #expect(text <= box.size.width + 1e-9, "\(layer.text ?? "") is wider than its frame")
    }
  }

  @Test("the help panel fits the window and its lines fit the panel", arguments: windowSizes)
  func help(size: Size) {
    forEachHostedScene(at: size) { entry, host, s in
      s.key(.character("h"))
      s.run(0.1)
      host.current.root.isHidden = true  // the panel covers the scene: check it on its own
      let problems = LayoutAudit.problems(in: host.root, window: size)
      #expect(
        problems.isEmpty,
        "\(entry.name) at \(size.width)×\(size.height):\n\(problems.joined(separator: "\n"))")
    }
  }

  @Test(
    "the help panel shown again after a resize or a scene change is laid out anew (its layers are reused only for the same lines and size)"
  )
  func helpAfterResize() throws {
    let big = Size(width: 1280, height: 800)
    let small = Size(width: 640, height: 480)
    let host = SceneHost(entry: try SceneCatalog.find("spring"), context: SceneContext())
    let s = ScriptedSession(scene: host, size: big)
    s.key(.character("h"))
    s.run(0.1)
    s.key(.character("h"))
    s.send(.resized(small, time: s.time))
    s.run(0.1)
    s.key(.character("h"))
    s.run(0.1)
    host.current.root.isHidden = true
    let problems = LayoutAudit.problems(in: host.root, window: small)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
