import FluidMotion
import FluidReplay
import FluidScenes
import FluidUI
import Foundation
import Testing
import TestSupport

/// The layout audit on every frame of every recorded session, not only on a scene at rest: no text
/// is ever covered by another layer or another text while a scene moves.
@Suite("Layout on every frame of the recorded sessions")
@MainActor
struct RecordedLayoutTests {
  /// The surfaces that run off the window by design: the pane and the drawer overhang its bottom; a
  /// zooming card overshoots the window a little on its spring; the focus ring follows a row that
  /// scrolls in from past the window's edge.
  func exempt(_ host: SceneHost) -> [Layer] {
    let ring = host.context.focus.ring
    if let pane = host.current as? PaneScene { return [pane.pane, ring] }
    if let zoom = host.current as? ZoomScene, let out = zoom.zoom {
      return [zoom.cards[out.index], ring]
    }
    if let drawer = host.current as? DrawerScene { return [drawer.drawer, ring] }
    return [ring]
  }

  /// The surfaces that pass over text by design: a zooming card, and the focus ring (a stroke around
  /// a card or a row: its inside hides nothing).
  func overlays(_ host: SceneHost) -> [Layer] {
    let ring = host.context.focus.ring
    guard let zoom = host.current as? ZoomScene else { return [ring] }
    return [ring] + (zoom.zoom.map { [zoom.cards[$0.index]] } ?? [])
  }

  @Test("no text is covered in any frame of the recorded session", arguments: JSONLineTests.corpus)
  func everyFrame(trace: URL) throws {
    let replay = try ReplayFile.read(path: trace.path)
    let host = SceneHost(entry: try SceneCatalog.find(replay.scene), context: SceneContext())
    let display = VirtualDisplay(scene: host, size: replay.size, fps: 60)
    display.loop.quitKeys = []
    var reported: Set<String> = []
    func audit() {
      // A push or a pop slides whole scenes off the window by design: the scenes are audited at rest.
      let state = host.state
      let showsTop = state["nav"] == 1 && state["sceneIndex"] == state["navScene"]
      guard showsTop || (state["nav"] == 0 && state["navScene"] == -1) else { return }
      for problem in LayoutAudit.problems(
        in: host.root, window: replay.size, exempt: exempt(host), overlays: overlays(host), coveredOnly: true)
      where reported.insert(problem).inserted {
        Issue.record("\(replay.scene) at \(display.now) s: \(problem)")
      }
    }
    for event in replay.events {
      while display.now + 1.0 / 60 <= event.time {
        display.step()
        audit()
      }
      display.send(event)
    }
    for _ in 0..<120 {
      display.step()
      audit()
    }
  }
}

@Suite("Layout while the rotation square turns")
@MainActor
struct TurningLayoutTests {
  @Test(
    "turning through 45°, the square never covers the hint at any window size", arguments: Self.windowSizes)
  func turning(size: Size) {
    let host = SceneHost(entry: try! SceneCatalog.find("rotation"), context: SceneContext())
    let display = VirtualDisplay(scene: host, size: size, fps: 60)
    display.loop.quitKeys = []
    display.key(.character("e"))
    var problems: Set<String> = []
    for _ in 0..<90 {
      display.step()
      problems.formUnion(LayoutAudit.problems(in: host.root, window: size, coveredOnly: true))
    }
    #expect(problems.isEmpty, "at \(size.width)×\(size.height): \(problems.sorted().prefix(3))")
  }

  nonisolated static let windowSizes = [
    Size(width: 640, height: 480), Size(width: 800, height: 500), Size(width: 1280, height: 800),
  ]
}
