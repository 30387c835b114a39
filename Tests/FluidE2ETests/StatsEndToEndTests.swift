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
      scene: "calculator", at: 2, actions: clicks, extra: ["--stats", "--stats-log", log])
    #expect(run.status == 0)
    let frames = EndToEnd.jsonLines(at: log)
    #expect(frames.count >= 3)
    #expect(frames.allSatisfy { ($0["present"] as? Double) != nil && ($0["work_ms"] as? Double ?? -1) >= 0 })
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
