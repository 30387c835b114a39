import FluidSDL
import FluidUI
import Foundation
import Testing

extension SceneEndToEndTests {
  @Test("stats: --stats shows the overlay, and --stats-log logs every click with its latency")
  func stats() throws {
    let log = try EndToEnd.temporaryDirectory() + "/stats.jsonl"
    let clicks = "sleep 0.5; xdotool mousemove --window $id 596 464 click 1 sleep 0.3 click 1"
    let run = try EndToEnd.scenario(
      scene: "calculator", actions: clicks, extra: ["--stats", "--stats-log", log])
    #expect(run.status == 0)
    let frames = EndToEnd.jsonLines(at: log)
    #expect(frames.count >= 3)
    #expect(frames.allSatisfy { ($0["present"] as? Double) != nil && ($0["work_ms"] as? Double ?? -1) >= 0 })
    // The first line tells when start-up passed each stage, in order, before the first present.
    let stages = [
      "startup_main", "startup_ready", "startup_video", "startup_window", "startup_scene", "present",
    ]
    let times = stages.compactMap { frames.first?[$0] as? Double }
    #expect(times.count == stages.count && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(frames.dropFirst().allSatisfy { $0["startup_main"] == nil })
    let latencies = frames.flatMap { $0["latency_ms"] as? [Double] ?? [] }
    #expect(latencies.count >= 4)  // two presses, two releases (and the moves)
    #expect(latencies.allSatisfy { $0 > 0 })
    // The overlay's light text at the top right, where the calculator draws nothing.
    let image = try #require(run.image)
    var light = 0
    for y in stride(from: 46, to: 104, by: 2) {
      for x in stride(from: 960, to: 1260, by: 2) where image.pixel(x: x, y: y).red > 0.6 { light += 1 }
    }
    #expect(light > 20)
  }
}

extension SceneEndToEndTests {
  @Test("bench: the live part measures the real app — start-up, idle, latency, peak memory, cadence")
  func benchLive() throws {
    let corpus = try EndToEnd.corpus(of: "pip")
    let run = try EndToEnd.run(
      ["--quick", "--json", "--corpus", corpus], program: EndToEnd.benchBinary, limit: 300)
    #expect(run.status == 0, "\(run.error)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let live = try #require(object["live"] as? [String: Any])
    let startup = try #require(live["startup_ms"] as? [String: Double])
    #expect((startup["median"] ?? 0) > 0 && (startup["max"] ?? 0) >= (startup["median"] ?? 0))
    // Start-up by stage, from the times the app logs: six stages, none negative, within the whole.
    let stages = try #require(live["startup_stages_ms"] as? [String: Double])
    #expect(stages.count == 6 && stages.values.allSatisfy { $0 >= 0 })
    #expect(stages.values.reduce(0, +) <= 2 * (startup["max"] ?? 0))
    let idle = try #require(live["idle"] as? [String: Double])
    #expect((idle["cpu_percent"] ?? -1) >= 0 && idle["seconds"] == 3)
    let latency = try #require(live["latency_ms"] as? [String: Any])
    #expect((latency["frame_interval"] as? Double ?? 0) > 0)
    #expect((latency["idle_press"] as? [String: Double])?["count"] == 6)
    #expect((latency["drag"] as? [String: Double])?["count"] == 60)
    // A plausible peak for a process with a window, SDL and fonts loaded.
    let rss = try #require((live["peak_rss_mb"] as? [String: Any])?["per_scene"] as? [String: Double])
    #expect(rss.keys.sorted() == ["pip"])
    #expect((10...500).contains(rss["pip"] ?? 0))
    // The cadence part: one renderer and size in a quick run, and not one frame while unmapped.
    let cadence = try #require(live["cadence"] as? [String: Any])
    let rows = try #require(cadence["rows"] as? [[String: Any]])
    #expect(rows.count == 1 && ((rows[0]["fps"] as? Double) ?? 0) > 0)
    #expect((cadence["unmapped"] as? [String: Double])?["frames"] == 0)
  }
}
