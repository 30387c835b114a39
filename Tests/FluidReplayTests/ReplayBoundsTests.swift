import FluidReplay
import FluidUI
import Foundation
import Testing

/// What the reader accepts and how fast it refuses (issue 13, defects 6 and 7).
@Suite("Replay bounds")
struct ReplayBoundsTests {
  static let header = "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}"

  func parse(_ text: String) throws(ReplayError) -> ReplayFile {
    try ReplayFile.parse(Data(text.utf8), path: "t.jsonl")
  }

  @Test("CRLF line ends and a UTF-8 byte-order mark are accepted")
  func crlfAndBOM() throws {
    let text =
      "\u{FEFF}" + Self.header
      + "\r\n{\"t\":1,\"type\":\"focuslost\"}\r\n{\"t\":2,\"type\":\"cancel\"}\r\n\r\n"
    let replay = try parse(text)
    #expect(replay.events == [.focusLost(time: 1), .pointerCancelled(time: 2)])
    #expect(replay.size == Size(width: 800, height: 600))
  }

  @Test(
    "header sizes are --size's, times are capped, long lines refused",
    arguments: [
      ("{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":16384,\"height\":16384}\n", "line 1: header needs"),
      ("{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":199,\"height\":600}\n", "in 200...8192"),
      (
        header + "\n{\"t\":1e7,\"type\":\"focuslost\"}\n",
        "line 2: time \"t\" must be a number of seconds in 0...3600"
      ),
      (
        header + "\n{\"t\":1,\"type\":\"focuslost\",\"pad\":\"" + String(repeating: "x", count: 5000)
          + "\"}\n", "line 2: is longer than 4096 bytes"
      ),
      (header + "\n\n{\"t\":1,\"type\":\"focuslost\"}\n", "line 2: is blank"),
    ])
  func refused(text: String, message: String) {
    #expect(throws: ReplayError.self) { try parse(text) }
    do { _ = try parse(text) } catch { #expect(error.description.contains(message), "\(error)") }
  }

  @Test("a 50 MB line is refused as soon as it passes the limit, well under a second")
  func hugeLineFast() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("big.jsonl").path
    var data = Data((Self.header + "\n{\"t\":1,\"type\":\"").utf8)
    data.append(Data(repeating: UInt8(ascii: "x"), count: 50 << 20))
    try data.write(to: URL(fileURLWithPath: path))
    let clock = ContinuousClock()
    let start = clock.now
    #expect(throws: ReplayError.self) { try ReplayFile.read(path: path) }
    #expect(clock.now - start < .milliseconds(500))
  }

  @Test("errors quote at most about 80 characters of the bad input")
  func shortQuotes() {
    let long = String(repeating: "ab", count: 50_000)
    for text in [
      Self.header + "\n{\"t\":1,\"type\":\"\(long.prefix(4000))\"}",
      Self.header + "\n{\"t\":1,\"type\":\"keydown\",\"key\":\"\(long.prefix(4000))\"}",
    ] {
      do {
        _ = try parse(text)
        Issue.record("accepted")
      } catch {
        #expect(error.description.count < 220, "\(error.description.count) characters")
      }
    }
  }

  @Test("escapes, unknown and nested fields and nulls read as a decoder would")
  func jsonDetails() throws {
    let text =
      Self.header + "\n"
      + "{\"t\":0.5,\"type\":\"keydown\",\"key\":\"\\u0022\",\"extra\":{\"a\":[1,\"}\"]},\"pressure\":null}\n"
    #expect(try parse(text).events == [.keyDown(.character("\""), modifiers: [], isRepeat: false, time: 0.5)])
    #expect(throws: ReplayError.self) { try parse(Self.header + "\n{\"t\":\"1\",\"type\":\"cancel\"}") }
    #expect(throws: ReplayError.self) { try parse(Self.header + "\n{\"t\":1,\"type\":\"cancel\"} x") }
  }

  @Test("any finite twist angle is read clamped to ±maxTwistAngle", arguments: [1e17, -1e154, 1.7e308, 3])
  func twistAngle(angle: Double) throws {
    let line = "{\"t\":1,\"type\":\"twist\",\"phase\":\"changed\",\"angle\":\(angle),\"x\":1,\"y\":2}"
    let replay = try parse(Self.header + "\n" + line + "\n")
    let limit = 1e7  // ReplayFile.maxTwistAngle
    let clamped = min(max(angle, -limit), limit)
    #expect(
      replay.events == [.twist(phase: .changed, rotation: clamped, center: Vector2(x: 1, y: 2), time: 1)])
  }
}
