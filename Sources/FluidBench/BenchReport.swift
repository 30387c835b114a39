import FluidSDL

/// Everything `fluid-bench` measured, as a table or as JSON, each figure beside its target.
struct BenchReport {
  var step: (scalar: Double, vector: Double)
  var many: [(count: Int, cost: (exact: Double, euler: Double, rk4: Double))]
  var frames: [(scene: String, median: Double, p99: Double)]
  /// Frame costs at other window sizes and densities.
  var sized: [(FrameSize, [(scene: String, median: Double, p99: Double)])] = []
  var corpus: String
  /// The live measurements, or why they were skipped.
  var live: Result<LiveBench, BenchError>
  /// The replay reader's cost.
  var parse: ParseBench?
  /// Long lists, headless (``RowsBench``).
  var rows: [RowsBench.Row] = []

  private func f(_ x: Double, _ digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return String((x * scale).rounded() / scale)
  }

  private func pct(_ xs: [Double], _ p: Double) -> Double { FrameStats.percentile(xs.sorted(), p) }

  /// The human-readable table.
  var table: String {
    var out = ["Motion core (one core)"]
    out.append("  Spring.update, Double      \(f(step.scalar, 1)) ns")
    out.append("  Spring.update, Vector2     \(f(step.vector, 1)) ns")
    for m in many {
      out.append(
        "  \(m.count) springs per frame: exact \(f(m.cost.exact, 3)) ms · per-frame Euler \(f(m.cost.euler, 3)) ms · RK4 at 1 ms \(f(m.cost.rk4, 3)) ms"
      )
      out.append(
        "    exact / RK4 time \(f(m.cost.exact / m.cost.rk4)) (target ≤ 1) · \(Int(Double(m.count) / m.cost.exact)) springs per ms"
      )
    }
    if let p = parse {
      out.append(
        "Replay parse: \(p.events) events (\(f(p.fileMB, 1)) MB) in \(f(p.seconds, 3)) s (target ≤ 2 s for 1e6) · "
          + "peak memory +\(f(p.peakGrowthMB, 1)) MB (target ≤ 150)")
    }
    out.append(
      "Frame cost: update + software render at the session's size, headless, replaying \(corpus) (ms)")
    out.append("  scene          median     p99   (target p99 ≤ 4)")
    for row in frames {
      let name = row.scene.padding(toLength: 14, withPad: " ", startingAt: 0)
      out.append(
        "  \(name) \(f(row.median, 3).padding(toLength: 9, withPad: " ", startingAt: 0))  \(f(row.p99, 3))")
    }
    out += sizedTable
    out += rowsTable(try? live.get().rows)
    switch live {
    case .failure(let why):
      out.append("Live (the app in a window): skipped: \(why)")
    case .success(let l):
      out.append("Live (the app in a window)")
      out.append(
        "  start-up to first frame    median \(f(pct(l.startupMS, 0.5), 1)) ms · max \(f(l.startupMS.max() ?? 0, 1)) ms (target ≤ 300)"
      )
      let split = StartupSplit.medians(l.startupSplits)
      if !split.isEmpty {
        out.append(
          "    by stage, median ms      " + split.map { "\($0.label) \(f($0.ms))" }.joined(separator: " · "))
      }
      out.append(
        "  idle CPU over \(Int(l.idleSeconds)) s          \(f(l.idleCPUPercent)) % · \(l.idleFrames) frames (target ≤ 0.5 %)"
      )
      out.append(
        "  idle press → present       p50 \(f(pct(l.pressMS, 0.5))) · p99 \(f(pct(l.pressMS, 0.99))) · max \(f(l.pressMS.max() ?? 0)) ms (target < 4)"
      )
      out.append(
        "  drag move → present        p50 \(f(pct(l.dragMS, 0.5))) · p99 \(f(pct(l.dragMS, 0.99))) ms (target p99 ≤ one frame, \(f(l.frameIntervalMS)) ms)"
      )
      out.append(
        "  peak RSS, full replay      max \(f(l.peakMB.map(\.mb).max() ?? 0, 1)) MB (target ≤ 60): "
          + l.peakMB.map { "\($0.scene) \(f($0.mb, 1))" }.joined(separator: " · "))
      out += cadenceTable(l.cadence)
      out += windowTable(l.window)
    }
    return out.joined(separator: "\n")
  }

  /// The same as one JSON object.
  var json: String {
    let springs = many.map {
      "{\"count\":\($0.count),\"exact_ms\":\($0.cost.exact),\"euler_ms\":\($0.cost.euler),\"rk4_1ms_ms\":\($0.cost.rk4),\"exact_over_rk4\":\($0.cost.exact / $0.cost.rk4)}"
    }
    let rows = frames.map { "{\"scene\":\"\($0.scene)\",\"median_ms\":\($0.median),\"p99_ms\":\($0.p99)}" }
    var fields = [
      "\"spring_update_ns\":{\"scalar\":\(step.scalar),\"vector2\":\(step.vector)}",
      "\"springs_per_frame\":[\(springs.joined(separator: ","))]",
      "\"frame_cost\":[\(rows.joined(separator: ","))]",
      "\"frame_cost_by_size\":\(sizedJSON)",
      "\"rows\":\(rowsJSON(try? live.get().rows))",
    ]
    if let p = parse {
      fields.append(
        "\"replay_parse\":{\"events\":\(p.events),\"file_mb\":\(p.fileMB),\"seconds\":\(p.seconds),"
          + "\"peak_growth_mb\":\(p.peakGrowthMB)}")
    }
    switch live {
    case .failure(let why):
      fields.append("\"live\":{\"skipped\":\"\(why.description.replacingOccurrences(of: "\"", with: "'"))\"}")
    case .success(let l):
      let rss = l.peakMB.map { "\"\($0.scene)\":\($0.mb)" }.joined(separator: ",")
      fields.append(
        "\"live\":{\"startup_ms\":{\"median\":\(pct(l.startupMS, 0.5)),\"max\":\(l.startupMS.max() ?? 0)},"
          + "\"startup_stages_ms\":{\(StartupSplit.medians(l.startupSplits).map { "\"\($0.label)\":\($0.ms)" }.joined(separator: ","))},"
          + "\"idle\":{\"seconds\":\(l.idleSeconds),\"cpu_percent\":\(l.idleCPUPercent),\"frames\":\(l.idleFrames)},"
          + "\"latency_ms\":{\"frame_interval\":\(l.frameIntervalMS),"
          + "\"idle_press\":{\"p50\":\(pct(l.pressMS, 0.5)),\"p99\":\(pct(l.pressMS, 0.99)),\"max\":\(l.pressMS.max() ?? 0),\"count\":\(l.pressMS.count)},"
          + "\"drag\":{\"p50\":\(pct(l.dragMS, 0.5)),\"p99\":\(pct(l.dragMS, 0.99)),\"count\":\(l.dragMS.count)}},"
          + "\"peak_rss_mb\":{\"max\":\(l.peakMB.map(\.mb).max() ?? 0),\"per_scene\":{\(rss)}},"
          + "\"cadence\":\(cadenceJSON(l.cadence)),\"window\":\(windowJSON(l.window))}")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }
}
