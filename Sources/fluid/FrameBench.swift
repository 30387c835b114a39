import FluidMotion
import FluidReplay
import FluidSDL
import FluidScenes
import FluidUI
import Foundation

/// Frame cost per scene: the frame core's frame (input, update, animator tick, draw list) and the
/// software render at the replay's window size (1280×800 for the corpus), headless, while the scene's
/// recorded session replays; a frame on every tick of a 120 Hz clock, each timed.
@MainActor
enum FrameBench {
  /// Median and 99th-percentile milliseconds per frame for each trace in `corpus`.
  static func run(corpus: String, frames: Int) throws -> [(scene: String, median: Double, p99: Double)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".state.jsonl") }.sorted()
    var rows: [(String, Double, Double)] = []
    for file in names {
      let replay = try ReplayFile.read(path: corpus + "/" + file)
      let entry = try SceneCatalog.find(replay.scene)
      rows.append((entry.name, 0, 0))
      let times = try measure(entry: entry, replay: replay, frames: frames)
      rows[rows.count - 1] = (entry.name, percentile(times, 0.5), percentile(times, 0.99))
    }
    return rows
  }

  private static func percentile(_ xs: [Double], _ p: Double) -> Double {
    let s = xs.sorted()
    return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
  }

  private static func measure(entry: SceneCatalog.Entry, replay: ReplayFile, frames: Int) throws -> [Double] {
    let scene = SceneHost(entry: entry, context: SceneContext())
    let canvas = try OffscreenCanvas(size: replay.size)
    let fps = 120.0
    let core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1 / fps))
    scene.layout(size: replay.size)
    var pending = replay.events[...]
    var commands: [DrawCommand] = []
    var times: [Double] = []
    times.reserveCapacity(frames)
    let span = max(replay.events.last?.time ?? 1, 1)  // loop the session to reach the frame count
    core.animator.advance(to: 0)
    for n in 0..<frames {
      let t = Double(n) / fps
      let loop = (t / span).rounded(.down)
      if pending.isEmpty && t - loop * span < 1 / fps { pending = replay.events[...] }
      let local = t - loop * span
      let elapsed = MotionBench.time {
        while let e = pending.first, e.time <= local {
          pending.removeFirst()
          core.handle(e, now: t)
        }
        core.runFrame(at: t, into: &commands)
        canvas.draw(commands, background: scene.root.solidColor ?? .black)
      }
      times.append(elapsed * 1000)
    }
    return times
  }
}
