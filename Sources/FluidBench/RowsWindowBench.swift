import FluidSDL
import Foundation

/// The rows table's window half: the scroll scene's recorded session (its list flicked, caught and
/// flicked again) replayed in a real window with 10², 10⁴ and 10⁶ rows in the list, at 1280 × 800
/// and 1920 × 1080 @2x, by `fluid-bench window --rows` in a child process: frame work from its
/// `--stats-log` (as ``WindowBench``) and the child's peak RSS (`VmHWM`).
struct RowsWindowBench {
  /// One list at one size.
  struct Row {
    var rows: Int
    var size: FrameSize
    var workMedian: Double
    var workP99: Double
    var peakMB: Double
  }

  var rows: [Row] = []

  /// The row counts measured (`quick`: the largest only).
  static func counts(quick: Bool) -> [Int] { quick ? [1_000_000] : [100, 10_000, 1_000_000] }

  /// Replays the scroll session at each count and size, a few seconds each.
  /// - Throws: ``BenchError`` when a child fails or presents nothing.
  static func run(quick: Bool, corpus: String, dir: String) throws -> RowsWindowBench {
    var bench = RowsWindowBench()
    let session = corpus + "/scroll.jsonl"
    guard FileManager.default.fileExists(atPath: session) else {
      throw BenchError("no recorded scroll session at \(session) (give --corpus Tests/Replays)")
    }
    for size in ["1280x800", "1920x1080@2x"].compactMap(FrameSize.init(parsing:)) {
      for count in counts(quick: quick) {
        let log = "\(dir)/rows-\(count)-\(size.argument).jsonl"
        let child = try ChildProcess(
          ChildProcess.executable,
          [
            "window", session, "--size", size.argument, "--seconds", quick ? "3" : "6", "--stats-log", log,
            "--rows", "\(count)",
          ])
        let (status, peak) = child.wait(sampling: true)
        guard status == 0 else {
          throw BenchError("window replay of \(count) rows at \(size.label): exited with status \(status)")
        }
        let row = try WindowBench.row(scene: "scroll", size: size, log: log)
        bench.rows.append(
          Row(rows: count, size: size, workMedian: row.workMedian, workP99: row.workP99, peakMB: peak))
      }
    }
    return bench
  }
}
