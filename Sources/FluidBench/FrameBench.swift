import FluidMotion
import FluidReplay
import FluidSDL
import FluidScenes
import FluidUI
import Foundation

/// Frame cost per scene: the app's frame loop on a virtual 60 Hz display (the window's refresh under
/// Xvfb, so each frame moves as far and damages as much as in the window) with a software canvas —
/// the input a frame shows, the update, the animator tick, the draw list, the damage against the
/// previous frame and the render of that damage, as the window draws it — at the replay's window
/// size (1280×800 for the corpus) or another, while the scene's recorded session replays again and
/// again; every frame the loop draws is timed (idle time draws nothing, as in a window).
@MainActor
enum FrameBench {
  /// Median and 99th-percentile milliseconds per frame for each trace in `corpus`, in a window of
  /// `size` points (the session's own size when nil) at `scale` pixels per point.
  ///
  /// At another size the scene is laid out for that window and each of the session's gestures is
  /// moved with the layer it starts on (``GestureAnchor``), so it presses, drags and flicks the same
  /// things.
  /// `scenes` (file names without `.jsonl`) narrows the corpus; empty means every session.
  static func run(
    corpus: String, frames: Int, size: Size? = nil, scale: Double = 1, scenes: [String] = []
  ) throws -> [(scene: String, median: Double, p99: Double)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".state.jsonl") }
      .filter { scenes.isEmpty || scenes.contains(String($0.dropLast(6))) }.sorted()
    var rows: [(String, Double, Double)] = []
    for file in names {
      let replay = try ReplayFile.read(path: corpus + "/" + file)
      let entry = try SceneCatalog.find(replay.scene)
      let times = try measure(
        entry: entry, replay: replay, frames: frames, size: size ?? replay.size, scale: scale)
      rows.append((entry.name, percentile(times, 0.5), percentile(times, 0.99)))
    }
    return rows
  }

  private static func percentile(_ xs: [Double], _ p: Double) -> Double {
    let s = xs.sorted()
    return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
  }

  private static func measure(
    entry: SceneCatalog.Entry, replay: ReplayFile, frames: Int, size: Size, scale: Double
  ) throws -> [Double] {
    let scene = SceneHost(entry: entry, context: SceneContext())
    let platform = VirtualPlatform(size: size, fps: 60, events: looped(replay.events))
    platform.canvas = try OffscreenCanvas(size: size, scale: scale)
    platform.presentsPartially = true  // damage and a partial render, as the window draws
    let anchor =
      size == replay.size ? nil : GestureAnchor(entry: entry, recordedSize: replay.size, target: size)
    if let anchor { platform.transform = { anchor.map($0, into: scene, now: $0.time) } }
    let loop = FrameLoop(scene: scene, platform: platform)
    let timer = FrameTimer(frames: frames, anchor: anchor, loop: loop)
    loop.observers.append(timer)
    try loop.run()
    return timer.times
  }

  /// The session again and again, each time after the last (at least a second apart), for ever;
  /// nothing when it has no events.
  private static func looped(_ events: [InputEvent]) -> AnySequence<InputEvent> {
    guard !events.isEmpty else { return AnySequence([]) }
    let span = max(events.last?.time ?? 1, 1)
    return AnySequence((0...).lazy.flatMap { k in events.lazy.map { $0.delayed(by: Double(k) * span) } })
  }
}

/// Times every frame the loop draws — the input it shows, the update, the draw list, the damage and
/// the partial render — on the real clock, and stops the loop after enough frames.
@MainActor
private final class FrameTimer: FrameObserver {
  let frames: Int
  let anchor: GestureAnchor?
  weak var loop: FrameLoop?
  private(set) var times: [Double] = []
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant

  init(frames: Int, anchor: GestureAnchor?, loop: FrameLoop) {
    self.frames = frames
    self.anchor = anchor
    self.loop = loop
    times.reserveCapacity(frames)
    last = clock.now
  }

  func didPresent(_ frame: Frame) throws {
    let d = last.duration(to: clock.now)
    times.append((Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18) * 1000)
    anchor?.frame(at: frame.time)  // the copy at the recorded size moves on, untimed
    if times.count >= frames { loop?.stop() }
    last = clock.now
  }
}
