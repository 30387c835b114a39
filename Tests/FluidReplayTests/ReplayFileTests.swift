import FluidMotion
import FluidReplay
import FluidUI
import Foundation
import Testing
import TestSupport

@Suite("Replay files")
struct ReplayFileTests {
  static let sample = ReplayFile(
    scene: "pane", size: Size(width: 1280, height: 800),
    events: [
      .pointerDown(position: Vector2(x: 640, y: 700), time: 0.5, button: .primary, pressure: nil),
      .pointerMoved(position: Vector2(x: 640, y: 650.5), time: 0.516, pressure: 0.4),
      .pointerUp(position: Vector2(x: 640, y: 600), time: 0.532, button: .primary),
      .wheel(delta: Vector2(x: 0, y: -40), position: Vector2(x: 10, y: 20), time: 0.6),
      .keyDown(.character("d"), modifiers: [.shift], isRepeat: false, time: 0.7),
      .keyUp(.keypad("+"), modifiers: [], time: 0.71),
      .resized(Size(width: 900, height: 700), time: 0.8),
      .focusLost(time: 0.9), .pointerCancelled(time: 0.95),
      .twist(phase: .changed, rotation: 0.5, center: Vector2(x: 640, y: 400), time: 0.96),
    ])

  func parse(_ text: String) throws(ReplayError) -> ReplayFile {
    try ReplayFile.parse(Data(text.utf8), path: "t.jsonl")
  }

  @Test("every event round-trips through the text, byte for byte")
  func roundTrip() throws {
    let text = Self.sample.text
    let back = try parse(text)
    #expect(back == Self.sample)
    #expect(back.text == text)
  }

  @Test(
    "bad files name the line and what is wrong, and nothing is applied",
    arguments: [
      ("", "line 1: is empty"),
      (
        "{\"fluid-replay\":2,\"scene\":\"pane\",\"width\":800,\"height\":600}\n",
        "line 1: is format version 2"
      ),
      ("hello\n", "line 1: is not a replay header"),
      (
        "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":1,\"type\":\"down\",\"x\":3",
        "line 2: is not an event object"
      ),
      (
        "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":1,\"type\":\"jump\"}",
        "line 2: unknown event type \"jump\""
      ),
      (
        "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":2,\"type\":\"focuslost\"}\n{\"t\":1,\"type\":\"focuslost\"}",
        "line 3: time 1.0 is earlier"
      ),
      (
        "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":1,\"type\":\"move\",\"x\":1e400,\"y\":0}",
        "line 2:"
      ),
      (
        "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":1,\"type\":\"down\",\"x\":1,\"y\":2,\"pressure\":7}",
        "line 2: \"pressure\" must be in 0...1"
      ),
      (
        "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":1,\"type\":\"keydown\",\"key\":\"hyper\"}",
        "line 2: unknown \"key\" \"hyper\""
      ),
    ])
  func badFiles(text: String, message: String) {
    do {
      _ = try parse(text)
      Issue.record("accepted a bad file")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
      #expect(error.description.hasPrefix("replay file t.jsonl"))
    }
  }

  @Test("fuzzed files (random bytes, and mutations of a real trace) never crash or hang")
  func fuzz() {
    var rng = SplitMix64(seed: 2026)
    let base = Array(Self.sample.text.utf8)
    var accepted = 0
    for round in 0..<3000 {
      var bytes: [UInt8]
      if round % 3 == 0 {
        bytes = (0..<Int.random(in: 0...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
      } else {
        bytes = base
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
          let i = Int.random(in: 0..<bytes.count, using: &rng)
          switch Int.random(in: 0..<4, using: &rng) {
          case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
          case 1: bytes.remove(at: i)
          case 2: bytes.insert(UInt8.random(in: 32...126, using: &rng), at: i)
          default: bytes = Array(bytes.prefix(i))  // truncated
          }
          if bytes.isEmpty { break }
        }
      }
      if let replay = try? ReplayFile.parse(Data(bytes), path: "fuzz") {
        accepted += 1
        #expect(replay.events.allSatisfy { $0.time.isFinite })
      }
    }
    #expect(accepted > 0)  // some mutations are still valid files
  }
}
