import FluidIO
import FluidReplay
import FluidSDL
import Foundation

/// The live half of `fluid-bench`: the real app (the `fluid` binary), in child processes, under a
/// display (Xvfb).
///
/// Start-up runs to the first frame presented (`CLOCK_MONOTONIC` before the spawn to the child's
/// first present in its `--stats-log`). Idle CPU is `/proc/<pid>/stat` user + system time while the
/// calculator sits still. Latency comes from `fluid-bench probe` (the app's present loop in a window,
/// events pushed into SDL's queue on another thread, timed to the end of the present that shows them). Memory is each child's peak
/// RSS (`VmHWM`) over a full replay of each recorded session. The present loop's cadence is
/// ``CadenceBench``; each session's frame cost in a window at each size, ``WindowBench``.
struct LiveBench {
  var startupMS: [Double] = []
  /// Each launch's start-up by stage (launches of an app that logs no stages are left out).
  var startupSplits: [StartupSplit] = []
  var idleCPUPercent = 0.0
  var idleSeconds = 0.0
  var idleFrames = 0
  var frameIntervalMS = 0.0
  var pressMS: [Double] = []
  var dragMS: [Double] = []
  var peakMB: [(scene: String, mb: Double)] = []
  var cadence = CadenceBench()
  var window = WindowBench()
  var rows = RowsWindowBench()

  /// Runs every live measurement on the app at `app`; `quick` shortens each.
  /// - Throws: ``BenchError`` when a child fails.
  static func run(quick: Bool, corpus: String, app: String, scenes: [String] = []) throws -> LiveBench {
    let dir = NSTemporaryDirectory() + "fluid-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var bench = LiveBench()
    for k in 0..<(quick ? 3 : 7) {
      let (ms, split) = try startup(app: app, log: "\(dir)/startup\(k).jsonl")
      bench.startupMS.append(ms)
      if let split { bench.startupSplits.append(split) }
    }
    bench.idleSeconds = quick ? 3 : 10
    (bench.idleCPUPercent, bench.idleFrames) = try idle(
      app: app, seconds: bench.idleSeconds, log: "\(dir)/idle.jsonl")
    (bench.frameIntervalMS, bench.pressMS) = try probe("presses", count: quick ? 6 : 30, dir: dir)
    (_, bench.dragMS) = try probe("drag", count: quick ? 60 : 400, dir: dir)
    bench.peakMB = try memory(app: app, corpus: corpus)
    bench.cadence = try CadenceBench.run(quick: quick, dir: dir, app: app)
    bench.window = try WindowBench.run(quick: quick, corpus: corpus, scenes: scenes, dir: dir)
    let scroll = FileManager.default.fileExists(atPath: corpus + "/scroll.jsonl")
    if scroll && (scenes.isEmpty || scenes.contains("scroll")) {  // a corpus without it has no rows table
      bench.rows = try RowsWindowBench.run(quick: quick, corpus: corpus, dir: dir)
    }
    return bench
  }

  /// The presents of a `--stats-log` (`CLOCK_MONOTONIC` s) with the dropped-frame count at each.
  static func statsLog(_ log: String) -> [(present: Double, dropped: Int)] {
    guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let present = object?["present"] as? Double else { return nil }
      return (present, object?["dropped"] as? Int ?? 0)
    }
  }

  private static func presents(in log: String) -> [Double] { statsLog(log).map(\.present) }

  /// Waits (at most 10 s) until the child writing `log` has presented its first frame.
  static func waitForFirstPresent(log: String) throws {
    let deadline = MonotonicClock.now + 10
    while presents(in: log).isEmpty {
      guard MonotonicClock.now < deadline else { throw BenchError("the app presented no frame in 10 s") }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  private static func check(_ child: ChildProcess, _ what: String, sampling: Bool = false) throws -> Double {
    let (status, peak) = child.wait(sampling: sampling)
    guard status == 0 else { throw BenchError("\(what): the app exited with status \(status)") }
    return peak
  }

  private static func startup(app: String, log: String) throws -> (Double, StartupSplit?) {
    let child = try ChildProcess(app, ["--scene", "calculator", "--exit-after", "0", "--stats-log", log])
    _ = try check(child, "start-up")
    guard let first = presents(in: log).first else { throw BenchError("start-up: no frame was presented") }
    let line = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").first
      .flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    return (
      (first - child.started) * 1000, line.flatMap { StartupSplit(firstLine: $0, spawned: child.started) }
    )
  }

  private static func idle(app: String, seconds: Double, log: String) throws -> (Double, Int) {
    let arguments = ["--scene", "calculator", "--exit-after", "\(seconds + 4)", "--stats-log", log]
    let child = try ChildProcess(app, arguments)
    try waitForFirstPresent(log: log)
    Thread.sleep(forTimeInterval: 1)
    let (t0, cpu0) = (MonotonicClock.now, child.cpuSeconds())
    Thread.sleep(forTimeInterval: seconds)
    let (t1, cpu1) = (MonotonicClock.now, child.cpuSeconds())
    _ = try check(child, "idle")
    guard let cpu0, let cpu1 else { throw BenchError("idle: cannot read /proc/\(child.pid)/stat") }
    let frames = presents(in: log).filter { $0 >= t0 && $0 <= t1 }.count
    return ((cpu1 - cpu0) / (t1 - t0) * 100, frames)
  }

  private static func probe(_ scenario: String, count: Int, dir: String) throws -> (Double, [Double]) {
    let output = "\(dir)/\(scenario).json"
    _ = try check(
      try ChildProcess(
        ChildProcess.executable, ["probe", scenario, "--count", "\(count)", "--output", output]), scenario)
    guard let data = FileManager.default.contents(atPath: output),
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let interval = object["interval_ms"] as? Double, let latencies = object["latency_ms"] as? [Double]
    else { throw BenchError("\(scenario): the probe wrote no result") }
    return (interval, latencies)
  }

  /// Replays every session in a window, in real time (a headless replay ends too fast to sample).
  private static func memory(app: String, corpus: String) throws -> [(scene: String, mb: Double)] {
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".state.jsonl") }.sorted()
    return try files.map { file in
      let path = corpus + "/" + file
      let end = (try ReplayFile.read(path: path).events.last?.time ?? 0) + 1
      let child = try ChildProcess(app, ["--replay", path, "--exit-after", "\(end)"])
      return (String(file.dropLast(6)), try check(child, "memory (\(file))", sampling: true))
    }
  }
}
