/// The cadence rows of the report.
extension BenchReport {
  private func f(_ x: Double, _ digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return String((x * scale).rounded() / scale)
  }

  /// The cadence lines of the table.
  func cadenceTable(_ c: CadenceBench) -> [String] {
    var out = [
      "Cadence: the spring scene animating for \(f(c.seconds, 0)) s (targets: 60 fps, median 16.7 ± 0.8 ms, p99 ≤ 25 ms)"
    ]
    out.append("  renderer   window       fps    median   p99     dropped  CPU")
    for r in c.rows {
      let size = "\(r.width)×\(r.height)".padding(toLength: 11, withPad: " ", startingAt: 0)
      out.append(
        "  \(r.renderer.padding(toLength: 9, withPad: " ", startingAt: 0))  \(size)  \(f(r.fps).padding(toLength: 5, withPad: " ", startingAt: 0))  "
          + "\(f(r.medianMS, 2).padding(toLength: 6, withPad: " ", startingAt: 0)) ms  \(f(r.p99MS, 2).padding(toLength: 5, withPad: " ", startingAt: 0)) ms  "
          + "\(String(r.dropped).padding(toLength: 7, withPad: " ", startingAt: 0))  \(f(r.cpuPercent)) %")
    }
    switch c.unmapped {
    case .success(let u):
      out.append(
        "  unmapped window (spring scene) \(f(u.seconds)) s: \(u.frames) frames presented, CPU \(f(u.cpuPercent, 2)) % (target 0 frames)"
      )
    case .failure(let why): out.append("  unmapped window: skipped: \(why)")
    }
    return out
  }

  /// The cadence as JSON.
  func cadenceJSON(_ c: CadenceBench) -> String {
    let rows = c.rows.map {
      "{\"renderer\":\"\($0.renderer)\",\"width\":\($0.width),\"height\":\($0.height),\"fps\":\($0.fps),"
        + "\"median_interval_ms\":\($0.medianMS),\"p99_interval_ms\":\($0.p99MS),\"dropped\":\($0.dropped),\"cpu_percent\":\($0.cpuPercent)}"
    }
    let unmapped: String
    switch c.unmapped {
    case .success(let u):
      unmapped = "{\"seconds\":\(u.seconds),\"frames\":\(u.frames),\"cpu_percent\":\(u.cpuPercent)}"
    case .failure(let why):
      unmapped = "{\"skipped\":\"\(why.description.replacingOccurrences(of: "\"", with: "'"))\"}"
    }
    return "{\"seconds\":\(c.seconds),\"rows\":[\(rows.joined(separator: ","))],\"unmapped\":\(unmapped)}"
  }
}
