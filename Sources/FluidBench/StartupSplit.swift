import Foundation

/// Start-up to the first frame split into its stages, from the times the app wrote on the first line
/// of its `--stats-log` (`startup_main` … `startup_scene`, see `StartupStages`) and the time the
/// benchmark spawned it, all on `CLOCK_MONOTONIC`.
struct StartupSplit {
  /// Each stage's name and what it covers, in order: the name of the time it ends at (a
  /// `startup_` key of the log, or `present`), and a label for the table.
  static let stages: [(key: String, label: String)] = [
    ("main", "exec + libraries"), ("ready", "arguments + settings"), ("video", "SDL video + ttf"),
    ("window", "window + renderer"), ("scene", "scene"), ("present", "first frame drawn + presented"),
  ]

  /// Milliseconds of each stage of one launch, in the order of ``stages``.
  var stageMS: [Double]

  /// The split of the launch spawned at `spawned` (s) whose stats log starts with `firstLine`; nil when
  /// the line lacks a stage (an app that writes none).
  init?(firstLine: [String: Any], spawned: Double) {
    var last = spawned
    var out: [Double] = []
    for stage in Self.stages {
      let key = stage.key == "present" ? "present" : "startup_" + stage.key
      guard let time = firstLine[key] as? Double, time >= last else { return nil }
      out.append((time - last) * 1000)
      last = time
    }
    stageMS = out
  }

  /// The median of each stage over `launches`, with its label; empty when there are none.
  static func medians(_ launches: [StartupSplit]) -> [(label: String, ms: Double)] {
    guard !launches.isEmpty else { return [] }
    return stages.indices.map { k in
      let sorted = launches.map { $0.stageMS[k] }.sorted()
      return (stages[k].label, sorted[sorted.count / 2])
    }
  }
}
