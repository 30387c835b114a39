import ArgumentParser
import FluidIO
import FluidReplay
import FluidSDL
import FluidScenes
import FluidUI
import Foundation

/// `fluid-bench window`: a recorded session replayed again and again in a real window, at any size
/// and scale, with the app's `--stats-log`.
///
/// It runs the same library code as `fluid --replay` (``AppLoop``, ``WindowPlatform``, the scene
/// catalogue, ``StatsRecorder``), so the window idles, paces and presents as the app's does; at
/// another size each gesture is moved with the layer it starts on (``GestureAnchor``). `fluid-bench`
/// runs it as a child process (``WindowBench``).
struct WindowReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "window",
    abstract: "Replay a recorded session in a window at any size (used by fluid-bench itself).",
    shouldDisplay: false)

  @Argument(help: "The recorded session (JSON Lines).") var replay: String
  @Option(help: "Window size in points and scale, e.g. 3840x2160 or 1280x800@2x.") var size: String
  @Option(help: "How long to replay, seconds (the session again and again).") var seconds = 6.0
  @Option(help: "Where to write one JSON line per presented frame.") var statsLog: String
  @Option(help: "Rows in the scroll scene's list (a session of the scroll scene only).") var rows: Int?

  func validate() throws {
    guard FrameSize(parsing: size) != nil else {
      throw ValidationError("--size \(size): give WIDTHxHEIGHT or WIDTHxHEIGHT@Nx")
    }
    guard seconds > 0, seconds <= 600 else { throw ValidationError("--seconds must be in (0, 600]") }
    if let rows, !(0...100_000_000).contains(rows) {
      throw ValidationError("--rows \(rows): give a count of 0...100000000")
    }
    if let log = FileIdentity(path: statsLog), log == FileIdentity(path: replay) {
      throw ValidationError(
        "--stats-log \(Excerpt.path(statsLog)) is the replay file: writing it would destroy the session; "
          + "choose another file")
    }
  }

  func run() throws {
    let file = try ReplayFile.read(path: replay)
    let config = FrameSize(parsing: size)!  // checked in validate()
    try MainActor.assumeIsolated {
      var entry = try SceneCatalog.find(file.scene)
      if let rows {
        guard entry.name == "scroll" else {
          throw BenchError("--rows is for a session of the scroll scene; \(replay) is of \(entry.name)")
        }
        entry = SceneCatalog.scroll(rows: rows)
      }
      let window = try SDLWindow(
        title: "Fluid", size: config.size, renderer: .auto, scale: config.scale, decorations: .client)
      let scene = SceneHost(entry: entry, context: SceneContext())
      scene.showsWindowControls = true
      let platform = WindowPlatform(window: window)
      platform.replay = Self.repeated(file.events, until: seconds)[...]
      let loop = FrameLoop(scene: scene, platform: platform)
      loop.endTime = seconds
      if config.size != file.size {
        let anchor = GestureAnchor(entry: entry, recordedSize: file.size, target: config.size)
        platform.transform = { anchor.map($0, into: scene, now: $0.time) }
        loop.observers.append(AnchorTicker(anchor: anchor))
      }
      let recorder = try StatsRecorder(logPath: statsLog)
      recorder.renderer =
        window.presentsAsynchronously ? "\(window.driver) (shared-memory present)" : window.driver
      recorder.scale = window.displayScale.factor
      loop.observers.append(recorder)
      try AppLoop.run(loop)
    }
  }

  /// The session again and again, each time a second after the last began (at least its length),
  /// up to `seconds`; from 0.5 s, once the window has shown its first frame.
  static func repeated(_ events: [InputEvent], until seconds: Double) -> [InputEvent] {
    guard !events.isEmpty else { return [] }
    let span = max(events.last?.time ?? 1, 1)
    var out: [InputEvent] = []
    var k = 0.0
    while 0.5 + k * span < seconds {
      out += events.map { $0.delayed(by: 0.5 + k * span) }.filter { $0.time < seconds }
      k += 1
    }
    return out
  }
}

/// Moves the anchor's copy of the scene on with every frame the window presents.
@MainActor
private final class AnchorTicker: FrameObserver {
  let anchor: GestureAnchor
  init(anchor: GestureAnchor) { self.anchor = anchor }
  func didPresent(_ frame: Frame) throws { anchor.frame(at: frame.time) }
}
