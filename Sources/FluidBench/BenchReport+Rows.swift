/// The rows table of the report: long lists, headless and in the window.
extension BenchReport {
  private func f(_ x: Double) -> String { String((x * 100).rounded() / 100) }
  private func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: n, withPad: " ", startingAt: 0) }

  /// Build and glide cost of each list, then the window's frame work and peak RSS.
  func rowsTable(_ window: RowsWindowBench?) -> [String] {
    guard !rows.isEmpty else { return [] }
    var out = [
      "Rows: a 1280x800 list of 56-pt rows flicked four times, the pointer left over it, headless (ms; target at"
        + " 10^6 rows: glide p99 ≤ 2, build within 5 of 100 rows; plain layers: glide p99 ≤ 1 at 10^5)",
      "  list            rows        build + first frame   glide median   p99",
    ]
    for r in rows {
      out.append(
        "  " + pad(r.list.rawValue, 16) + pad("\(r.rows)", 12) + pad(f(r.buildMS), 22)
          + pad(f(r.median), 15) + f(r.p99))
    }
    guard let window, !window.rows.isEmpty else { return out }
    out.append(
      "  in a window, the scroll scene's session replayed: frame work median · p99 ms, peak RSS MB (target ≤ 40)"
    )
    for r in window.rows {
      out.append(
        "  " + pad("ListView", 16) + pad("\(r.rows)", 12) + pad(r.size.label, 16)
          + "\(f(r.workMedian)) · \(f(r.workP99)) ms · \(f(r.peakMB)) MB")
    }
    return out
  }

  /// The same as JSON.
  func rowsJSON(_ window: RowsWindowBench?) -> String {
    let headless = rows.map {
      "{\"list\":\"\($0.list == .listView ? "ListView" : $0.list == .textLayers ? "layers" : "plain")\",\"rows\":\($0.rows),\"build_ms\":\($0.buildMS),"
        + "\"glide_median_ms\":\($0.median),\"glide_p99_ms\":\($0.p99)}"
    }
    let windowed = (window?.rows ?? []).map {
      "{\"rows\":\($0.rows),\"width\":\($0.size.size.width),\"height\":\($0.size.size.height),"
        + "\"scale\":\($0.size.scale),\"work_median_ms\":\($0.workMedian),\"work_p99_ms\":\($0.workP99),"
        + "\"peak_rss_mb\":\($0.peakMB)}"
    }
    return
      "{\"headless\":[\(headless.joined(separator: ","))],\"window\":[\(windowed.joined(separator: ","))]}"
  }
}
