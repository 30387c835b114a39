/// The frame-cost rows at other window sizes.
extension BenchReport {
  /// One line per scene, a column per size: p99 (median) ms.
  var sizedTable: [String] {
    guard let first = sized.first else { return [] }
    var out = ["Frame cost at other window sizes, headless, p99 (median) ms (target p99 ≤ 4)"]
    out.append(
      "  scene        " + sized.map { $0.0.label.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined()
    )
    for (k, row) in first.1.enumerated() {
      let cells = sized.map { config -> String in
        let r = config.1[k]
        return "\(ms(r.p99)) (\(ms(r.median)))".padding(toLength: 18, withPad: " ", startingAt: 0)
      }
      out.append("  \(row.scene.padding(toLength: 12, withPad: " ", startingAt: 0)) " + cells.joined())
    }
    return out
  }

  /// The same as JSON: `[{"width","height","scale","rows":[{"scene","median_ms","p99_ms"}]}]`.
  var sizedJSON: String {
    let configs = sized.map { config, rows in
      let r = rows.map { "{\"scene\":\"\($0.scene)\",\"median_ms\":\($0.median),\"p99_ms\":\($0.p99)}" }
      return "{\"width\":\(config.size.width),\"height\":\(config.size.height),\"scale\":\(config.scale),"
        + "\"rows\":[\(r.joined(separator: ","))]}"
    }
    return "[\(configs.joined(separator: ","))]"
  }

  private func ms(_ x: Double) -> String { String((x * 100).rounded() / 100) }
}
