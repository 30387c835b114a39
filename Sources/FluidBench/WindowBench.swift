import FluidIO
import FluidSDL
import Foundation

/// Frame cost in a real window: each recorded session replayed again and again by
/// `fluid-bench window` at each window size, from its `--stats-log`.
///
/// Work is each presented frame's time from its start to the end of its present (the same span as
/// the headless ``FrameBench``, plus the present call that hands the damage to the X server). The
/// interval is the time between the presents of two consecutive ticks of a running animation
/// (frames whose targets are one refresh apart; a frame shown early for input is not a tick);
/// dropped counts the ticks the scheduler missed.
struct WindowBench {
  /// One session at one window size.
  struct Row {
    var scene: String
    var size: FrameSize
    var frames: Int
    var workMedian: Double
    var workP99: Double
    var intervalP99: Double
    var dropped: Int
  }

  var rows: [Row] = []
  var seconds = 0.0

  /// The sizes replayed: the sessions' own, HiDPI laptop and desktop, and 4K (`quick`: the two
  /// heaviest).
  static func sizes(quick: Bool) -> [FrameSize] {
    let all = ["1280x800", "1280x800@2x", "1920x1080@2x", "3840x2160"].compactMap(FrameSize.init(parsing:))
    return quick ? [all[1], all[3]] : all
  }

  /// Replays every session in `corpus` at every size, each for a few seconds.
  /// - Throws: ``BenchError`` when a child fails or presents nothing.
  static func run(quick: Bool, corpus: String, scenes: [String], dir: String) throws -> WindowBench {
    var bench = WindowBench()
    bench.seconds = quick ? 3 : 6
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".state.jsonl") }
      .filter { scenes.isEmpty || scenes.contains(String($0.dropLast(6))) }.sorted()
    for size in sizes(quick: quick) {
      for file in files {
        let log = "\(dir)/window-\(file.dropLast(6))-\(size.argument).jsonl"
        let child = try ChildProcess(
          ChildProcess.executable,
          [
            "window", corpus + "/" + file, "--size", size.argument, "--seconds", "\(bench.seconds)",
            "--stats-log", log,
          ])
        let (status, _) = child.wait()
        guard status == 0 else {
          throw BenchError("window replay of \(file) at \(size.label): exited with status \(status)")
        }
        bench.rows.append(try row(scene: String(file.dropLast(6)), size: size, log: log))
      }
    }
    return bench
  }

  /// The row of one stats log; its first frame (the window's first full draw) is left out.
  static func row(scene: String, size: FrameSize, log: String) throws -> Row {
    let frames = try lines(log).dropFirst()
    guard let first = frames.first, let last = frames.last else {
      throw BenchError("window replay of \(scene) at \(size.label): no frame after the first")
    }
    let works = frames.map(\.work).sorted()
    let targetSteps = zip(frames, frames.dropFirst()).map { $1.target - $0.target }.filter { $0 > 0 }.sorted()
    let refresh = FrameStats.percentile(targetSteps, 0.25)
    let intervals = zip(frames, frames.dropFirst())
      .filter { abs($1.target - $0.target - refresh) < 0.1 * refresh }
      .map { ($1.present - $0.present) * 1000 }.sorted()
    return Row(
      scene: scene, size: size, frames: frames.count, workMedian: FrameStats.percentile(works, 0.5),
      workP99: FrameStats.percentile(works, 0.99),
      intervalP99: intervals.isEmpty ? 0 : FrameStats.percentile(intervals, 0.99),
      dropped: last.dropped - first.dropped)
  }

  /// Present time (s), target time (s), work (ms) and the dropped count of each line of a stats log.
  private static func lines(_ log: String) throws -> [(
    present: Double, target: Double, work: Double, dropped: Int
  )] {
    guard let text = try? String(contentsOfFile: log, encoding: .utf8) else {
      throw BenchError("cannot read the stats log \(log)")
    }
    return text.split(separator: "\n").compactMap { line in
      guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let present = o["present"] as? Double, let target = o["target"] as? Double,
        let work = o["work_ms"] as? Double
      else { return nil }
      return (present, target, work, o["dropped"] as? Int ?? 0)
    }
  }
}
