#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

/// Headless runs of the real binary: full disks, refused outputs, signals, bounded messages (issue 13).
@Suite("Outputs and bounds (headless, real binary)", .serialized)
struct OutputEndToEndTests {
  let noDisplay: [String: String?] = ["DISPLAY": nil]

  /// A 16 KB tmpfs mounted for `body`, or nil when not root.
  func withSmallDisk(_ body: (String) throws -> Void) throws {
    let dir = try EndToEnd.temporaryDirectory()
    try #require(
      EndToEnd.system(["/bin/mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", dir]) == 0,
      "mounting a tmpfs failed")
    defer { _ = EndToEnd.system(["/bin/umount", dir]) }
    try body(dir)
  }

  @Test(
    "a full disk: exit 74 with one line naming the file; the dump ends at a whole line, no half PNG",
    .enabled(if: getuid() == 0, "needs root to mount a 16 KB tmpfs"))
  func fullDisk() throws {
    try withSmallDisk { dir in
      let dump = try EndToEnd.run(
        ["--headless", "--scene", "spring", "--exit-after", "60", "--dump-state", dir + "/d.jsonl"],
        environment: noDisplay)
      #expect(dump.status == 74)
      #expect(dump.error.split(separator: "\n").count == 1 && dump.error.contains(dir + "/d.jsonl"))
      let text = String(
        decoding: FileManager.default.contents(atPath: dir + "/d.jsonl") ?? Data(), as: UTF8.self)
      #expect(
        text.hasSuffix("\n")
          && EndToEnd.jsonLines(at: dir + "/d.jsonl").count == text.split(separator: "\n").count)
      let shot = try EndToEnd.run(
        ["--headless", "--exit-after", "0.2", "--screenshot", "0.1:\(dir)/s.png"], environment: noDisplay)
      #expect(shot.status == 74, "\(shot.error)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/s.png"))
    }
  }

  @Test("writing onto the replay being read is refused before anything is touched")
  func outputIsInput() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let path = dir + "/r.jsonl"
    let text =
      "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":1,\"type\":\"focuslost\"}\n"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: path)
    for flags in [["--record", path], ["--headless", "--dump-state", dir + "/link"]] {
      let run = try EndToEnd.run(["--replay", path] + flags, environment: noDisplay)
      #expect(run.status == 64 && run.error.contains("is the --replay file"), "\(run.error)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
  }

  @Test("a screenshot after the run's end is an error, not silently skipped")
  func lateScreenshot() throws {
    let headless = try EndToEnd.run(
      ["--headless", "--exit-after", "1", "--screenshot", "2:x.png"], environment: noDisplay)
    #expect(headless.status == 64 && headless.error.contains("after"), "\(headless.error)")
  }

  @Test("SIGQUIT ends a headless run: exit 131, the state dump whole")
  func quitSignal() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: EndToEnd.binary)
    process.arguments = [
      "--headless", "--scene", "spring", "--exit-after", "3000", "--dump-state", dir + "/d.jsonl",
    ]
    process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
    try process.run()
    // Waiting for the child's output to exist (at most 30 s), not timing the code under test.
    for _ in 0..<1500 where process.isRunning {
      let size = (try? FileManager.default.attributesOfItem(atPath: dir + "/d.jsonl")[.size] as? Int) ?? 0
      if size >= 100_000 { break }
      usleep(20_000)
    }
    kill(process.processIdentifier, SIGQUIT)
    for _ in 0..<500 where process.isRunning { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 131)
    let text = String(
      decoding: FileManager.default.contents(atPath: dir + "/d.jsonl") ?? Data(), as: UTF8.self)
    #expect(
      text.hasSuffix("\n")
        && EndToEnd.jsonLines(at: dir + "/d.jsonl").count == text.split(separator: "\n").count)
  }

  @Test("a bad flag: one error line plus the usage hint; huge input is quoted short")
  func boundedMessages() throws {
    let bad = try EndToEnd.run(["--fps", "0"], environment: noDisplay)
    #expect(bad.status == 64)
    let lines = bad.error.split(separator: "\n")
    #expect(lines.count == 2 && lines[0].hasPrefix("Error: ") && lines[1].contains("--help"), "\(bad.error)")
    let huge = try EndToEnd.run(["--scene", String(repeating: "x", count: 100_000)], environment: noDisplay)
    #expect(huge.status == 64 && huge.error.utf8.count < 600, "\(huge.error.utf8.count) bytes")
  }
}
