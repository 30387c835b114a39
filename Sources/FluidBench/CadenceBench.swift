import FluidIO
import FluidSDL
import Foundation

/// The present loop's cadence, measured on the real app in a window: the spring scene (it animates
/// without end) for a few seconds per renderer and window size, from the child's `--stats-log`.
///
/// Delivered frames per second, the median and 99th-percentile interval between presents, the ticks
/// the scheduler dropped, and the CPU the app used meanwhile (`/proc/<pid>/stat`). Then the same
/// scene with its window unmapped (`xdotool windowunmap`): the frames it presented and the CPU it used
/// while it could not be seen.
struct CadenceBench {
  /// One renderer at one window size.
  struct Row {
    var renderer: String
    var width: Int
    var height: Int
    var fps: Double
    var medianMS: Double
    var p99MS: Double
    var dropped: Int
    var cpuPercent: Double
  }

  var rows: [Row] = []
  var seconds = 0.0
  /// Frames presented and CPU used while unmapped, or why that could not be measured.
  var unmapped: Result<(frames: Int, cpuPercent: Double, seconds: Double), BenchError> = .failure(
    BenchError("not run"))

  /// Measures every renderer at 1280×800 and 1920×1080 (`quick`: the default renderer at 1280×800).
  static func run(quick: Bool, dir: String, app: String) throws -> CadenceBench {
    var bench = CadenceBench()
    bench.seconds = quick ? 2 : 5
    let renderers = quick ? ["software"] : ["software", "opengl"]
    let sizes = quick ? [(1280, 800)] : [(1280, 800), (1920, 1080)]
    for renderer in renderers {
      for (w, h) in sizes {
        let log = "\(dir)/cadence-\(renderer)-\(w).jsonl"
        bench.rows.append(
          try measure(app: app, renderer: renderer, width: w, height: h, seconds: bench.seconds, log: log))
      }
    }
    do {
      bench.unmapped = .success(
        try unmapped(app: app, seconds: quick ? 1.5 : 3, log: "\(dir)/unmapped.jsonl"))
    } catch {
      bench.unmapped = .failure((error as? BenchError) ?? BenchError("\(error)"))
    }
    return bench
  }

  private static func measure(
    app: String, renderer: String, width: Int, height: Int, seconds: Double, log: String
  ) throws -> Row {
    let arguments = [
      "--scene", "spring", "--renderer", renderer, "--size", "\(width)x\(height)",
      "--exit-after", "\(seconds + 6)", "--stats-log", log,
    ]
    let child = try ChildProcess(app, arguments)
    try LiveBench.waitForFirstPresent(log: log)
    Thread.sleep(forTimeInterval: 1)
    let (t0, cpu0) = (MonotonicClock.now, child.cpuSeconds())
    Thread.sleep(forTimeInterval: seconds)
    let (t1, cpu1) = (MonotonicClock.now, child.cpuSeconds())
    try stop(child)
    guard let cpu0, let cpu1 else { throw BenchError("cadence: cannot read /proc/\(child.pid)/stat") }
    let frames = LiveBench.statsLog(log).filter { ($0.present >= t0) && ($0.present <= t1) }
    guard frames.count > 2, let first = frames.first, let last = frames.last else {
      throw BenchError("cadence (\(renderer) \(width)×\(height)): fewer than 3 frames presented")
    }
    let intervals = zip(frames, frames.dropFirst()).map { ($1.present - $0.present) * 1000 }.sorted()
    return Row(
      renderer: renderer, width: width, height: height, fps: Double(frames.count) / (t1 - t0),
      medianMS: FrameStats.percentile(intervals, 0.5), p99MS: FrameStats.percentile(intervals, 0.99),
      dropped: last.dropped - first.dropped, cpuPercent: (cpu1 - cpu0) / (t1 - t0) * 100)
  }

  private static func unmapped(app: String, seconds: Double, log: String) throws -> (
    frames: Int, cpuPercent: Double, seconds: Double
  ) {
    let child = try ChildProcess(
      app, ["--scene", "spring", "--exit-after", "\(seconds + 8)", "--stats-log", log])
    let id: String
    do {
      try LiveBench.waitForFirstPresent(log: log)
      let found = try xdotool(["search", "--sync", "--onlyvisible", "--pid", "\(child.pid)"])
      guard let first = found.split(separator: "\n").first else {
        throw BenchError("xdotool found no window")
      }
      id = String(first)
      _ = try xdotool(["windowunmap", "--sync", id])
    } catch {
      try? stop(child)
      throw error
    }
    Thread.sleep(forTimeInterval: 0.2)
    let (t0, cpu0) = (MonotonicClock.now, child.cpuSeconds())
    Thread.sleep(forTimeInterval: seconds)
    let (t1, cpu1) = (MonotonicClock.now, child.cpuSeconds())
    _ = try xdotool(["windowmap", id])
    try stop(child)
    guard let cpu0, let cpu1 else { throw BenchError("unmapped: cannot read /proc/\(child.pid)/stat") }
    let frames = LiveBench.statsLog(log).filter { $0.present >= t0 && $0.present <= t1 }.count
    return (frames, (cpu1 - cpu0) / (t1 - t0) * 100, t1 - t0)
  }

  /// Ends the child with SIGTERM (a clean quit, exit 128 + 15: its stats log is complete) and waits for it.
  private static func stop(_ child: ChildProcess) throws {
    kill(child.pid, SIGTERM)
    let status = child.wait().status
    guard status == 128 + SIGTERM else { throw BenchError("cadence: the app exited with status \(status)") }
  }

  /// Runs xdotool (within 10 s); returns its standard output.
  private static func xdotool(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["timeout", "10", "xdotool"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw BenchError("xdotool: \(error) (scripts/bench installs it)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError("xdotool \(arguments.first ?? "") failed (status \(process.terminationStatus))")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
