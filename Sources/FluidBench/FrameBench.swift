import FluidMotion
import FluidReplay
import FluidSDL
import FluidScenes
import FluidUI
import Foundation

/// Frame cost per scene: the frame core's frame (input, update, animator tick, draw list), the damage
/// against the previous frame and the software render of that damage (as the window draws it), at
/// the replay's window size (1280×800 for the corpus) or another, headless, while the scene's recorded
/// session replays; a frame on every tick of a 120 Hz clock, each timed.
@MainActor
enum FrameBench {
  /// Median and 99th-percentile milliseconds per frame for each trace in `corpus`, in a window of
  /// `size` points (the session's own size when nil) at `scale` pixels per point.
  ///
  /// At another size the scene is laid out for that window and each of the session's gestures is
  /// moved with the layer it starts on (``GestureAnchor``), so it presses, drags and flicks the same
  /// things.
  static func run(corpus: String, frames: Int, size: Size? = nil, scale: Double = 1) throws
    -> [(scene: String, median: Double, p99: Double)]
  {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".state.jsonl") }.sorted()
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
    let canvas = try OffscreenCanvas(size: size, scale: scale)
    let fps = 120.0
    let core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1 / fps))
    scene.layout(size: size)
    let anchor =
      size == replay.size ? nil : GestureAnchor(entry: entry, recordedSize: replay.size, target: size)
    let events = replay.events
    var pending = events[...]
    var commands: [DrawCommand] = []
    var shown: [DrawCommand] = []
    var times: [Double] = []
    times.reserveCapacity(frames)
    let span = max(replay.events.last?.time ?? 1, 1)  // loop the session to reach the frame count
    core.animator.advance(to: 0)
    for n in 0..<frames {
      let t = Double(n) / fps
      let loop = (t / span).rounded(.down)
      if pending.isEmpty && t - loop * span < 1 / fps { pending = events[...] }
      let local = t - loop * span
      var due: [InputEvent] = []
      while let e = pending.first, e.time <= local {
        pending.removeFirst()
        due.append(anchor?.map(e, into: scene, now: t) ?? e)  // the copy at the recorded size: untimed
      }
      anchor?.frame(at: t)
      let elapsed = MotionBench.time {
        for e in due { core.handle(e, now: t) }
        core.runFrame(at: t, into: &commands)
        let damage = n == 0 ? nil : DrawDamage.between(shown, commands, window: size)
        canvas.draw(commands, background: scene.root.solidColor ?? .black, damage: damage)
        swap(&shown, &commands)
      }
      times.append(elapsed * 1000)
    }
    return times
  }

}
