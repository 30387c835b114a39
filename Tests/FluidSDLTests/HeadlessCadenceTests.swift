import FluidMotion
import FluidSDL
import FluidScenes
import FluidUI
import Foundation
import Testing

/// The headless runner drives the same frame core as the window: it draws only the frames a window
/// would draw, at the times it would draw them.
extension RenderingTests {
  /// Runs `entry` headless through `events`; returns the runner and the state dump, one object per frame.
  @MainActor
  static func runHeadless(
    _ entry: String, events: [InputEvent], end: Double, fps: Double = 60
  ) throws -> (runner: HeadlessRunner, states: [[String: Double]]) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-\(UUID()).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = HeadlessRunner.Options.offscreen(end: end)
    options.fps = fps
    options.dumpStatePath = path
    options.name = { entry }
    let runner = HeadlessRunner()
    let host = SceneHost(entry: try SceneCatalog.find(entry), context: SceneContext())
    try runner.run(
      scene: host, size: Size(width: 1280, height: 800), events: events,
      options: options)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let states = try lines.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }
    return (runner, states)
  }

  @Test("an idle scene draws its first frame and nothing more", arguments: ["calculator", "pane", "pip"])
  @MainActor
  func idleDrawsOneFrame(scene: String) throws {
    let (runner, states) = try Self.runHeadless(scene, events: [], end: 5)
    #expect(runner.frames == 1)
    #expect(states.count == 1)
  }

  @Test("wheel overscroll springs back by itself, starting the moment the wheel counts as stopped")
  @MainActor
  func wheelOverscrollSpringsBack() throws {
    let centre = Vector2(x: 640, y: 400)
    let notches = (0..<6).map { k in
      InputEvent.wheel(delta: Vector2(x: 0, y: 40), position: centre, time: 0.5 + 0.02 * Double(k))
    }
    let (_, states) = try Self.runHeadless("rubberband", events: notches, end: 4)
    let lastNotch = 0.6
    let due = lastNotch + GestureSettings.standard.scrollPause
    let held = try #require(states.last { ($0["t"] ?? .infinity) < due - 1e-9 })
    #expect(abs(try #require(held["offset"])) > 20)  // overscrolled, and held while the wheel turns
    #expect(try #require(held["animating"]) == 0)
    let woke = try #require(states.first { ($0["t"] ?? -.infinity) >= due - 1e-9 })
    #expect(abs(try #require(woke["t"]) - due) < 1e-9)  // a frame exactly when the wheel counts as stopped
    #expect(try #require(woke["animating"]) == 1)
    let last = try #require(states.last)
    #expect(try #require(last["offset"]) == 0)
    #expect(try #require(last["animating"]) == 0)
    #expect(try #require(last["t"]) < 3)  // it settled, and the run went idle: no frames after that
  }
}
