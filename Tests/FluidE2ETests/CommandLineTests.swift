import FluidMotion
import Foundation
import Testing
import TestSupport

/// The real binary's command line: `fluid curve` against the analytic curves, and bad input.
@Suite("Command line")
struct CommandLineTests {
  /// Parses `time,value,velocity` rows.
  func rows(_ csv: String) -> [(Double, Double, Double)] {
    csv.split(separator: "\n").dropFirst().compactMap { line in
      let f = line.split(separator: ",").compactMap { Double($0) }
      return f.count == 3 ? (f[0], f[1], f[2]) : nil
    }
  }

  @Test(
    "fluid curve spring, stepped at 30/60/144 Hz with jitter, matches the analytic curve",
    arguments: [30, 60, 144])
  func springCurve(fps: Int) throws {
    let run = try EndToEnd.run([
      "curve", "spring", "--response", "0.35", "--damping-ratio", "0.8", "--from", "600", "--to", "50",
      "--velocity=-1800", "--fps", "\(fps)", "--seconds", "1.5", "--jitter", "0.4", "--seed", "7",
    ])
    #expect(run.status == 0)
    let data = rows(run.output)
    #expect(data.count > fps)
    let spring = Spring(response: 0.35, dampingRatio: 0.8)
    for (t, value, velocity) in data {
      let exact = spring.value(fromValue: 600.0, toValue: 50.0, initialVelocity: -1800.0, time: t)
      let exactV = spring.velocity(fromValue: 600.0, toValue: 50.0, initialVelocity: -1800.0, time: t)
      #expect(abs(value - exact) < 1e-9 * 600, "t \(t)")
      #expect(abs(velocity - exactV) < 1e-9 * 600 * spring.angularFrequency, "t \(t)")
    }
    #expect(abs(try #require(data.last).0 - 1.5) < 1e-9)
  }

  @Test("fluid curve decay matches the exact decay; every parameterisation is accepted")
  func decayAndParameterisations() throws {
    let run = try EndToEnd.run([
      "curve", "decay", "--velocity", "2000", "--rate", "fast", "--fps", "60", "--seconds", "1",
    ])
    #expect(run.status == 0)
    for (t, value, velocity) in rows(run.output) {
      #expect(abs(value - Decay.fast.value(from: 0.0, initialVelocity: 2000.0, time: t)) < 1e-9)
      #expect(abs(velocity - Decay.fast.velocity(initialVelocity: 2000.0, time: t)) < 1e-9)
    }
    for flags in [
      ["--duration", "0.5", "--bounce=-0.3"], ["--mass", "2", "--stiffness", "300", "--damping", "20"],
      ["--bounciness", "6", "--speed", "15"], ["--origami-tension", "40", "--origami-friction", "7"],
    ] {
      #expect(try EndToEnd.run(["curve", "spring"] + flags + ["--seconds", "0.1"]).status == 0, "\(flags)")
    }
  }

  @Test(
    "invalid values: a one-line error naming the flag and its range, usage exit code 64",
    arguments: [
      (["curve", "spring", "--response=-1", "--damping-ratio", "0.5"], "--response must be in [0.001, 60]"),
      (
        ["curve", "spring", "--response", "1e-160", "--damping-ratio", "0"],
        "--response must be in [0.001, 60]"
      ),
      (["curve", "spring", "--duration", "1e-300", "--bounce", "1"], "--duration must be in [0.001, 60]"),
      (
        ["curve", "spring", "--mass", "1e-300", "--stiffness", "1e9", "--damping", "0"],
        "--stiffness/--mass and --damping/--mass must be at most 1e12"
      ),
      (
        [
          "curve", "spring", "--response", "0.3", "--damping-ratio", "0.5", "--bounce", "0.2", "--duration",
          "1",
        ], "exactly one"
      ),
      (["curve", "spring", "--bounciness", "30", "--speed", "5"], "--bounciness must be in [0, 20]"),
      (
        ["curve", "decay", "--velocity", "100", "--rate", "1.5"],
        "--rate must be normal, fast or a number in (0, 1)"
      ),
      (["curve", "decay", "--velocity", "100", "--fps", "nan"], "--fps must be in (0, 10000]"),
      (["--scene", "nowhere"], "available scenes: 0 pane"),
      (["--size", "12x9000"], "the width 12 and the height 9000"),
      (["--size", "200x150"], "(got 200x150: the height 150)"),  // the side that is out is named
      (["--screenshot", "soon.png"], "--screenshot must be T:FILE"),
      (["--screenshot", "signal:"], "or signal:FILE"),
      (["--screenshot", "signal:a.png", "--screenshot", "signal:b.png"], "can be given once"),
      (["--headless", "--exit-after", "1", "--screenshot", "signal:a.png"], "needs a window"),
      (["--frobnicate"], "Unknown option"),
      (["--size", "-5x10"], "200...8192"),  // a negative value is the flag's, and its range is said
      (["--exit-after", "-1"], "0...86400"),
    ])
  func badInput(arguments: [String], message: String) throws {
    let run = try EndToEnd.run(arguments)
    #expect(run.status == 64)
    #expect(run.error.contains(message), "stderr: \(run.error)")
    #expect(run.error.split(separator: "\n").first?.contains("Error") == true)
  }

  @Test("negative values follow their flags after a space, as after '='")
  func negativeValues() throws {
    let run = try EndToEnd.run([
      "curve", "decay", "--velocity", "-2000", "--from", "-5", "--fps", "60", "--seconds", "0.05",
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.split(separator: "\n").dropFirst().first == "0,-5.0,-2000.0", "\(run.output)")
  }

  @Test("a curve whose output cannot be written: one line and exit 74, never a silent success")
  func curveOutputLost() throws {
    for target in [">/dev/full", ">&-"] {
      let run = try EndToEnd.shell(
        "\"$0\" curve spring --response 1 --damping-ratio 1 \(target)", limit: 10)
      #expect(run.status == 74, "\(target): \(run.error)")
      #expect(run.error.contains("writing the curve to standard output failed"), "\(target): \(run.error)")
    }
  }

  @Test("a bad replay file: the error names the file and the line, exit 65, nothing run")
  func badReplay() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let cases: [(String, String)] = [
      (
        "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n{\"t\":1,\"type\":\"down\",\"x\":",
        "line 2"
      ),
      ("{\"fluid-replay\":9,\"scene\":\"pane\",\"width\":800,\"height\":600}\n", "format version 9"),
      ("{\"fluid-replay\":1,\"scene\":\"nowhere\",\"width\":800,\"height\":600}\n", "available scenes"),
    ]
    for (i, (text, message)) in cases.enumerated() {
      let path = dir + "/bad\(i).jsonl"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let run = try EndToEnd.run(
        ["--replay", path, "--headless", "--dump-state", dir + "/out\(i).jsonl"],
        environment: ["DISPLAY": nil])
      #expect(run.status == 65, "\(run.error)")
      #expect(run.error.contains(path) && run.error.contains(message), "\(run.error)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/out\(i).jsonl"))  // nothing half-applied
    }
    let missing = try EndToEnd.run(
      ["--replay", dir + "/none.jsonl", "--headless"], environment: ["DISPLAY": nil])
    #expect(missing.status == 65 && missing.error.contains("cannot be read"))
  }

  @Test("headless replays give the same bytes twice, with no display at all")
  func headlessDeterminism() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let trace = dir + "/flick.jsonl"
    try """
    {"fluid-replay":1,"scene":"drawer","width":1000,"height":700}
    {"t":0.5,"type":"down","x":500,"y":600,"button":1}
    {"t":0.516,"type":"move","x":500,"y":560}
    {"t":0.532,"type":"move","x":500,"y":520}
    {"t":0.548,"type":"up","x":500,"y":480,"button":1}

    """.write(toFile: trace, atomically: true, encoding: .utf8)
    var outputs: [Data] = []
    for i in 0..<2 {
      let run = try EndToEnd.run(
        [
          "--replay", trace, "--headless", "--fps", "90", "--dump-state", dir + "/s\(i).jsonl",
          "--screenshot", "1:\(dir)/p\(i).png",
        ],
        environment: ["DISPLAY": nil])
      #expect(run.status == 0, "\(run.error)")
      outputs.append(
        try Data(contentsOf: URL(fileURLWithPath: dir + "/s\(i).jsonl"))
          + Data(contentsOf: URL(fileURLWithPath: dir + "/p\(i).png")))
    }
    #expect(outputs[0] == outputs[1] && !outputs[0].isEmpty)
    let lines = String(decoding: try Data(contentsOf: URL(fileURLWithPath: dir + "/s0.jsonl")), as: UTF8.self)
      .split(separator: "\n")
    #expect(lines.last?.contains("\"open\":1.0") == true)  // the flick opened the drawer
  }

  @Test("a missing font: says so once, falls back, and still draws text")
  func missingFont() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.run(
      ["--headless", "--exit-after", "0.2", "--screenshot", "0.1:\(dir)/f.png"],
      environment: ["DISPLAY": nil, "FLUID_FONT": "/nonexistent/font.ttf"])
    #expect(run.status == 0)
    let lines = run.error.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].contains("FLUID_FONT=/nonexistent/font.ttf cannot be read"), "\(run.error)"
    )
    #expect(FileManager.default.fileExists(atPath: dir + "/f.png"))
  }

  @Test("headless needs an end; recording needs a window")
  func headlessFlags() throws {
    #expect(try EndToEnd.run(["--headless"]).status == 64)
    #expect(try EndToEnd.run(["--record", "x.jsonl", "--headless", "--exit-after", "1"]).status == 64)
    #expect(try EndToEnd.run(["--headless", "--stats", "--exit-after", "1"]).status == 64)
    #expect(try EndToEnd.run(["--headless", "--stats-log", "s.jsonl", "--exit-after", "1"]).status == 64)
  }

  @Test("bench --json reports the motion core and the frame cost; with no display the live part says why")
  func benchJSON() throws {
    let corpus = try EndToEnd.corpus(of: "pip")
    let run = try EndToEnd.run(
      ["--quick", "--json", "--corpus", corpus], program: EndToEnd.benchBinary, environment: ["DISPLAY": nil],
      limit: 120)
    #expect(run.status == 0, "\(run.error)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let step = try #require(object["spring_update_ns"] as? [String: Double])
    #expect((step["scalar"] ?? 0) > 0)
    let frames = try #require(object["frame_cost"] as? [[String: Any]])
    #expect(frames.count == 1 && frames[0]["scene"] as? String == "pip")
    #expect(((frames[0]["p99_ms"] as? Double) ?? 0) >= ((frames[0]["median_ms"] as? Double) ?? 1))
    let live = try #require(object["live"] as? [String: Any])
    #expect((live["skipped"] as? String)?.contains("no display") == true)
  }

  @Test("bench window refuses a --stats-log that is its session, before anything is touched")
  func benchLogIsSession() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let path = dir + "/session.jsonl"
    let text = "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":800,\"height\":600}\n"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: path)
    let run = try EndToEnd.run(
      ["window", path, "--size", "800x600", "--seconds", "1", "--stats-log", dir + "/link"],
      program: EndToEnd.benchBinary, environment: ["DISPLAY": nil])
    #expect(run.status == 64 && run.error.contains("is the replay file"), "\(run.error)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }

  @Test("no display: a clear message and a non-zero exit, no crash and no SDL noise")
  func noDisplay() throws {
    let run = try EndToEnd.run(
      ["--scene", "pane"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
      limit: 10)
    #expect(run.status == 1)
    #expect(run.error.contains("no display"))
    #expect(run.error.contains("xvfb-run"))
    #expect(run.error.split(separator: "\n").count <= 2)
  }
}
