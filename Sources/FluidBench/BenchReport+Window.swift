/// The windowed rows of the report, beside the headless ones.
extension BenchReport {
  private func f(_ x: Double) -> String { String((x * 100).rounded() / 100) }
  private func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: n, withPad: " ", startingAt: 0) }

  /// The headless p99 of `scene` at `size`, if it was measured.
  private func headless(_ scene: String, _ size: FrameSize) -> Double? {
    if size.scale == 1 && size.size.width == 1280 && size.size.height == 800 {
      return frames.first { $0.scene == scene }?.p99
    }
    let match = sized.first { $0.0.label == size.label }
    return match?.1.first { $0.scene == scene }?.p99
  }

  /// Work p99 headless and in the window, then the window's present interval p99 and drops.
  func windowTable(_ w: WindowBench) -> [String] {
    guard let first = w.rows.first else { return [] }
    let sizes = w.rows.filter { $0.scene == first.scene }.map(\.size)
    let scenes = w.rows.filter { $0.size.label == first.size.label }.map(\.scene)
    func cell(_ scene: String, _ size: FrameSize) -> WindowBench.Row? {
      w.rows.first { $0.scene == scene && $0.size.label == size.label }
    }
    var out = [
      "Frame work p99, ms: headless · in a window (Xvfb, \(Int(w.seconds)) s of replay each; target ≤ 4 both)"
    ]
    out.append("  scene        " + sizes.map { pad($0.label, 16) }.joined())
    for scene in scenes {
      let cells = sizes.map { size -> String in
        let h = headless(scene, size).map(f) ?? "–"
        return pad("\(h) · \(cell(scene, size).map { f($0.workP99) } ?? "–")", 16)
      }
      out.append("  \(pad(scene, 12)) " + cells.joined())
    }
    out.append("Window present interval p99, ms · dropped frames (target: ≤ 25 ms, 0 dropped)")
    for scene in scenes {
      let cells = sizes.map { size in
        pad(cell(scene, size).map { "\(f($0.intervalP99)) · \($0.dropped)" } ?? "–", 16)
      }
      out.append("  \(pad(scene, 12)) " + cells.joined())
    }
    return out
  }

  /// The same as JSON: `[{"scene","width","height","scale","frames","work_median_ms","work_p99_ms",
  /// "interval_p99_ms","dropped"}]`.
  func windowJSON(_ w: WindowBench) -> String {
    let rows = w.rows.map { r in
      "{\"scene\":\"\(r.scene)\",\"width\":\(r.size.size.width),\"height\":\(r.size.size.height),"
        + "\"scale\":\(r.size.scale),\"frames\":\(r.frames),\"work_median_ms\":\(r.workMedian),"
        + "\"work_p99_ms\":\(r.workP99),\"interval_p99_ms\":\(r.intervalP99),\"dropped\":\(r.dropped)}"
    }
    return "[\(rows.joined(separator: ","))]"
  }
}
