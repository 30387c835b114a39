/// The last `capacity` values of a series, oldest overwritten first.
struct RollingWindow: Sendable {
  private var values: [Double]
  private var next = 0
  private var filled = 0

  init(capacity: Int) { values = [Double](repeating: 0, count: capacity) }

  mutating func append(_ v: Double) {
    values[next] = v
    next = (next + 1) % values.count
    filled = min(filled + 1, values.count)
  }

  private func value(_ age: Int) -> Double { values[(next - 1 - age + 2 * values.count) % values.count] }

  /// The newest `n` values (fewer if fewer were stored), newest first.
  func recent(_ n: Int) -> [Double] { (0..<min(n, filled)).map { value($0) } }
}
