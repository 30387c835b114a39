import FluidReplay
import FluidScenes
import FluidUI
import Foundation

/// libFuzzer's entry point: parses the input as a replay file and, when it is one, plays it through every
/// scene.
///
/// `scripts/fuzz` builds this target with `-sanitize=fuzzer,address`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let bytes = Data(bytes: data, count: size)
  guard let replay = try? ReplayFile.parse(bytes, path: "fuzz-input") else { return 0 }
  MainActor.assumeIsolated { ReplayFuzzer.play(replay) }
  return 0
}

/// Plays a parsed replay through every scene on a virtual 60 Hz display — the app's frame loop, with
/// nothing drawn — and stops the process if any state value is not finite.
///
/// Each input's cost is bounded: events after ``maxTime`` seconds and past the first ``maxEvents`` are
/// dropped, and each scene runs one second past the last event.
@MainActor
public enum ReplayFuzzer {
  /// The latest event time played, seconds.
  public static let maxTime = 10.0
  /// The most events played per input.
  public static let maxEvents = 2000

  /// Plays `replay` through every scene and the menu.
  public static func play(_ replay: ReplayFile) {
    let events = Array(replay.events.prefix { $0.time <= maxTime }.prefix(maxEvents))
    for entry in [SceneCatalog.menu] + SceneCatalog.available {
      play(events, size: replay.size, entry: entry)
    }
  }

  private static func play(_ events: [InputEvent], size: Size, entry: SceneCatalog.Entry) {
    let host = SceneHost(entry: entry, context: SceneContext())
    let loop = FrameLoop(scene: host, platform: VirtualPlatform(size: size, fps: 60, events: events))
    loop.endTime = (events.last?.time ?? 0) + 1
    loop.observers.append(FiniteStateCheck(scene: host, name: entry.name))
    do { try loop.run() } catch { fatalError("ReplayFuzzer: the loop threw \(error)") }
  }
}

/// Stops the process when a state value is not finite after a frame.
@MainActor
private final class FiniteStateCheck: FrameObserver {
  let scene: SceneHost
  let name: String

  init(scene: SceneHost, name: String) {
    self.scene = scene
    self.name = name
  }

  func didPresent(_ frame: Frame) throws {
    for (key, value) in scene.state where !value.isFinite {
      fatalError("ReplayFuzzer: \(name).\(key) is \(value) at t = \(frame.time)")
    }
  }
}
