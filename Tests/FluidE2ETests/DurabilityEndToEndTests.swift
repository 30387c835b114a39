#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

/// Nothing already done is lost, and no named path is destroyed (issue 13), through the real binary
/// in a window; part of the serialized window suite: its timings assume one app at a time.
extension SceneEndToEndTests {
  @Test(
    "a signal mid-recording: every event and state line kept, exit 128 + signal",
    arguments: [("HUP", 129), ("INT", 130), ("QUIT", 131), ("TERM", 143)] as [(String, Int32)])
  func signalEndsCleanly(signal: String, status: Int32) throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try Script.shell(
      Script.launch("--record rec.jsonl --dump-state d.jsonl")
        + """
        xdotool mousemove --window $id 100 100 click --repeat 20 --delay 20 1 mousemove --window $id 300 300
        sleep 0.3
        kill -\(signal) $app
        wait $app
        """, in: dir)
    #expect(run.status == status, "\(run.error)")
    let rec = Script.wholeLines(dir + "/rec.jsonl")
    #expect(
      rec.allParse && Script.count("down", in: rec.lines) == 20 && Script.count("up", in: rec.lines) == 20)
    #expect(Script.wholeLines(dir + "/d.jsonl").allParse)
  }

  @Test("kill -9 after 300 ms of quiet: the recording lost nothing (flushed within 100 ms)")
  func killLosesNothing() throws {
    let dir = try EndToEnd.temporaryDirectory()
    var moves = "xdotool"
    for i in 0..<25 { moves += " mousemove --window $id \(100 + 10 * i) \(100 + 5 * i) sleep 0.01" }
    let run = try Script.shell(
      Script.launch("--record rec.jsonl --dump-state d.jsonl")
        + """
        xdotool mousemove --window $id 50 50 click --repeat 10 --delay 20 1
        \(moves)
        sleep 0.3
        kill -KILL $app
        wait $app
        """, in: dir)
    #expect(run.status == 137)
    let rec = Script.wholeLines(dir + "/rec.jsonl")
    #expect(rec.allParse, "\(rec.lines.suffix(2))")
    #expect(Script.count("down", in: rec.lines) == 10 && Script.count("up", in: rec.lines) == 10)
    #expect(
      Script.count("move", in: rec.lines) >= 25, "\(Script.count("move", in: rec.lines)) of 25+ moves kept")
    #expect(Script.wholeLines(dir + "/d.jsonl").allParse)
  }

  @Test("a window resized to 1x1 is recorded as a resize the reader accepts")
  func tinyWindow() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try Script.shell(
      Script.launch("--record rec.jsonl")
        + """
        xdotool windowsize $id 1 1
        sleep 0.4
        kill -TERM $app
        wait $app
        "$0" --replay rec.jsonl --headless --exit-after 0.5
        """, in: dir)
    #expect(run.status == 0, "\(run.error)")
    #expect(Script.wholeLines(dir + "/rec.jsonl").lines.contains { $0.contains("\"type\":\"resize\"") })
  }

  @Test("the window killed from outside (X connection closed): one line, exit 1, the recording kept")
  func windowKilled() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try Script.shell(
      Script.launch("--record rec.jsonl")
        + """
        xdotool mousemove --window $id 100 100 click --repeat 3 --delay 20 1
        xdotool windowkill $id
        wait $app
        """, in: dir)
    #expect(run.status == 1)
    #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
    let rec = Script.wholeLines(dir + "/rec.jsonl")
    #expect(rec.allParse && Script.count("up", in: rec.lines) == 3)
  }

  @Test("--record /dev/full: exit 74 with one line, and the device is still there")
  func recordToFullDevice() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    let run = try EndToEnd.run(["--scene", "pane", "--record", "/dev/full", "--exit-after", "1"])
    #expect(run.status == 74)
    #expect(run.error.split(separator: "\n").count == 1 && run.error.contains("/dev/full"), "\(run.error)")
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test("no X server at DISPLAY: one line and exit 1, not an invisible run")
  func deadDisplay() throws {
    let run = try EndToEnd.run(
      ["--scene", "pane"], environment: ["DISPLAY": ":250", "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
      limit: 10)
    #expect(run.status == 1)
    #expect(run.error.split(separator: "\n").count == 1 && run.error.contains("DISPLAY=:250"), "\(run.error)")
  }
}

/// Shell scripts around the app for the durability tests.
private enum Script {
  /// Runs a bash `script` with the binary as `$0` in a fresh folder (`$PWD`); its status and stderr.
  static func shell(_ script: String, in dir: String) throws -> (status: Int32, error: String) {
    try EndToEnd.shell(script, in: dir)
  }

  /// Starts the app with `flags` and waits for its window (`$app`, `$id`).
  static func launch(_ flags: String) -> String {
    """
    "$0" --scene pane \(flags) &
    app=$!
    id=$(app_window $app) || exit 1

    """
  }

  /// Every line of `path`, and whether each is a JSON object (a file cut mid-line fails).
  static func wholeLines(_ path: String) -> (lines: [String], allParse: Bool) {
    let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    return (lines, text.hasSuffix("\n") && EndToEnd.jsonLines(at: path).count == lines.count)
  }

  static func count(_ type: String, in lines: [String]) -> Int {
    lines.filter { $0.contains("\"type\":\"\(type)\"") }.count
  }
}
