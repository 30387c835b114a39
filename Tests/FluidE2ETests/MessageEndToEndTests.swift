import Foundation
import Testing

/// Error messages through the real binary: whatever the input holds, stderr gets short lines with no
/// control byte but their ends, and the documented exit status.
@Suite("Error messages quote safely (no display)")
struct MessageEndToEndTests {
  /// Checks `run`'s stderr: at least one line, each at most 300 bytes, no byte below 0x20 but the
  /// line ends, no DEL; and the exit status.
  func expectSafe(_ run: EndToEnd.Outcome, status: Int32, _ what: String) {
    #expect(run.status == status, "\(what): status \(run.status)")
    let bytes = Array(run.error.utf8)
    #expect(!bytes.isEmpty && bytes.last == 0x0A, "\(what): no message")
    #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "\(what): a control byte")
    let lines = bytes.split(separator: 0x0A)
    #expect(lines.allSatisfy { $0.count <= 300 }, "\(what): lines of \(lines.map(\.count)) bytes")
    #expect(!run.error.contains("\u{1B}") && !run.error.contains("\u{07}"))
  }

  /// A replay of the pane whose line 2 is `line`; returns its path.
  func replay(header: String? = nil, _ line: String) throws -> String {
    let path = try EndToEnd.temporaryDirectory() + "/bad.jsonl"
    let head = header ?? #"{"fluid-replay":1,"scene":"pane","width":800,"height":600}"#
    try (head + "\n" + line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("a replay line holding ESC and BEL, escaped or raw: one escaped line, exit 65")
  func escapeInReplay() throws {
    let esc = #"\u001b]0;owned\u0007\u001b[31m"#
    let files = [
      try replay(#"{"t":1,"type":"\#(esc)"}"#),
      try replay(#"{"t":1,"type":"keydown","key":"\#(esc)\#(String(repeating: "k", count: 200))"}"#),
      try replay(header: #"{"fluid-replay":1,"scene":"\#(esc)pane","width":800,"height":600}"#, ""),
      try replay("{\"t\":1,\"type\":\"down\u{1B}[2J\u{07}\"}"),
    ]
    for path in files {
      let run = try EndToEnd.run(["--replay", path, "--headless"], environment: ["DISPLAY": nil])
      expectSafe(run, status: 65, path)
    }
  }

  @Test("a 100 KB --replay path with newlines and escapes: short lines, exit 65")
  func hugePath() throws {
    let piece = "dir\n\u{1B}[31m/" + String(repeating: "p", count: 90)
    let path = "/nonexistent/" + String(repeating: piece, count: 1_000) + ".jsonl"
    // Through files, not pipes: a message longer than a pipe holds must not stall the test.
    let dir = try EndToEnd.temporaryDirectory()
    try path.write(toFile: dir + "/path", atomically: true, encoding: .utf8)
    let shell = try EndToEnd.shell(
      #"unset DISPLAY; timeout 20 "$0" --replay "$(cat path)" --headless 2>err"#, in: dir)
    let error = try String(contentsOfFile: dir + "/err", encoding: .utf8)
    expectSafe(EndToEnd.Outcome(status: shell.status, output: "", error: error), status: 65, "100 KB path")
  }

  @Test(
    "300-character bad values and options: quotes clipped and escaped, exit 64",
    arguments: [
      ["--size", String(repeating: "9", count: 150) + "\u{1B}x\u{07}" + String(repeating: "7", count: 150)],
      ["--fps", String(repeating: "f\n", count: 150)],
      ["--" + String(repeating: "z", count: 300) + "\u{1B}[2J"],
      ["--scene", String(repeating: "s", count: 150) + "\u{07}\n" + String(repeating: "s", count: 150)],
      ["--screenshot", String(repeating: "\u{1B}", count: 300)],
    ])
  func badArguments(arguments: [String]) throws {
    let run = try EndToEnd.run(
      arguments + ["--headless", "--exit-after", "0.1"], environment: ["DISPLAY": nil])
    expectSafe(run, status: 64, arguments[0])
  }
}
