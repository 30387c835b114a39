import FluidReplay
import FluidScenes
import FluidUI
import Foundation

/// libFuzzer's entry point: parses the input as a replay file and, when it is one, plays it through
/// every scene. `scripts/fuzz` builds this target with `-sanitize=fuzzer,address`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let bytes = Data(bytes: data, count: size)
  guard let replay = try? ReplayFile.parse(bytes, path: "fuzz-input") else { return 0 }
  ReplayFuzzer.play(replay)
  return 0
}

/// Plays a parsed replay through every scene on a virtual 60 Hz clock (as ``FluidSDL``'s headless
/// runner does, without drawing) and stops the process if any state value is not finite.
///
/// Each input's cost is bounded: events after ``maxTime`` seconds and past the first ``maxEvents`` are
/// dropped, and each scene runs one second past the last event.
public enum ReplayFuzzer {
  /// The latest event time played, seconds.
  public static let maxTime = 10.0
  /// The most events played per input.
  public static let maxEvents = 2000

  /// Plays `replay` through every scene.
  public static func play(_ replay: ReplayFile) {
    let events = Array(replay.events.prefix { $0.time <= maxTime }.prefix(maxEvents))
    for entry in SceneCatalog.available { play(events, size: replay.size, entry: entry) }
  }

  private static func play(_ events: [InputEvent], size: Size, entry: SceneCatalog.Entry) {
    let host = SceneHost(entry: entry, context: SceneContext())
    host.layout(size: size)
    let core = FrameCore(scene: host, scheduler: FrameScheduler(interval: 1.0 / 60))
    let end = (events.last?.time ?? 0) + 1
    var pending = events[...]
    var commands: [DrawCommand] = []
    var now = 0.0
    core.animator.advance(to: 0)
    while true {
      let target = core.nextFrameTime(now: now)
      guard let next = [target, pending.first?.time].compactMap({ $0 }).min(), next <= end else { break }
      now = max(now, next)
      if let event = pending.first, event.time <= now {
        pending.removeFirst()
        _ = core.handle(event, now: now)
        continue
      }
      guard let time = target, time <= now else { continue }
      core.runFrame(at: time, into: &commands)
      core.didPresent(frameAt: time, now: time)
      check(host.state, scene: entry.name, time: time)
    }
  }

  private static func check(_ state: [String: Double], scene: String, time: Double) {
    for (key, value) in state where !value.isFinite {
      fatalError("ReplayFuzzer: \(scene).\(key) is \(value) at t = \(time)")
    }
  }
}
