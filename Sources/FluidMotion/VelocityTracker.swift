/// Estimates pointer velocity from timestamped positions: a least-squares quadratic fit over a time
/// window, evaluated at the newest sample (the estimator of Android's and Flutter's trackers, LSQ2).
///
/// Windows are in time, never in sample counts, so 60 Hz and 1000 Hz input give the same answer. The
/// history starts over after a gap with no samples, and the velocity is zero when the pointer rested
/// before the query time, so a hold-then-release is not a flick.
///
/// ```swift
/// var tracker = VelocityTracker<Vector2>()
/// for event in drag { tracker.add(event.position, at: event.time) }
/// let release = tracker.velocity(at: upTime)   // pt/s
/// ```
public struct VelocityTracker<Value: VectorArithmetic> {
  /// How far back samples count, in seconds (default 0.1).
  public var horizon: Double
  /// A gap longer than this (seconds) clears the history (default 0.04).
  public var gapReset: Double
  /// A query this long (seconds) after the newest sample reports zero: the pointer rested (default 0.05).
  public var restInterval: Double
  private var times: [Double] = []
  private var values: [Value] = []
  private var lastMoveTime = -Double.infinity

  /// Creates a tracker.
  /// - Precondition: all intervals > 0.
  public init(horizon: Double = 0.1, gapReset: Double = 0.04, restInterval: Double = 0.05) {
    precondition(horizon > 0 && gapReset > 0 && restInterval > 0, "VelocityTracker: intervals must be > 0")
    self.horizon = horizon
    self.gapReset = gapReset
    self.restInterval = restInterval
  }

  /// The number of samples in the window.
  public var sampleCount: Int { times.count }

  /// The time of the newest sample, if any.
  public var latestTime: Double? { times.last }

  /// The newest sample's value, if any.
  public var latestValue: Value? { values.last }

  /// Forgets every sample (a new gesture).
  public mutating func reset() {
    times.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    lastMoveTime = -.infinity
  }

  /// Adds a position at `time` seconds.
  ///
  /// A sample at the newest sample's time replaces it; an older one is ignored; one after a gap longer than
  /// ``gapReset`` starts a new history.
  /// - Precondition: `value` and `time` finite.
  public mutating func add(_ value: Value, at time: Double) {
    precondition(time.isFinite && value.isFiniteValue, "VelocityTracker: samples must be finite")
    if let last = times.last {
      if time < last { return }
      if (value - values[values.count - 1]).magnitudeSquared > 0 { lastMoveTime = time }
      if time == last {
        values[values.count - 1] = value
        return
      }
      if time - last > gapReset { reset() }
    }
    if times.isEmpty { lastMoveTime = time }
    times.append(time)
    values.append(value)
    let oldest = times.firstIndex { time - $0 <= horizon } ?? times.count
    if oldest > 0 {
      times.removeFirst(oldest)
      values.removeFirst(oldest)
    }
  }

  /// The velocity in value units per second at `time` (default: the newest sample's time): zero when
  /// there are fewer than two samples or the pointer rested ``restInterval`` or longer before `time`
  /// (no samples, or samples that did not move).
  ///
  /// The quadratic fit is used only where the samples show curvature (a t-test on c₂, with its
  /// standard error estimated from the residuals): a quadratic's endpoint slope is about four times noisier
  /// than a line's, so steady motion is fitted with a line and only real acceleration pays for it.
  ///
  /// Total for every finite sample: samples so large that the fit's squares would overflow are fitted
  /// scaled down, and a velocity above 10¹⁵⁰ units/s keeps its direction at that speed.
  public func velocity(at time: Double? = nil) -> Value {
    guard let last = times.last, times.count >= 2 else { return .zero }
    if (time ?? last) - lastMoveTime >= restInterval { return .zero }
    let t = dequantisedTimes()
    let u = t.map { ($0 - t[t.count - 1]) / horizon }  // in [−1, 0]
    let direct = slope(u, values).scaled(by: 1 / horizon)
    if direct.magnitudeSquared <= Self.maxSpeed * Self.maxSpeed { return direct }
    let small = Self.hugeScale
    let scaled = slope(u, values.map { $0.scaled(by: small) })
    let magnitude = scaled.magnitude
    guard magnitude > 0, magnitude.isFinite else { return .zero }
    return scaled.scaled(by: min(1 / (small * horizon), Self.maxSpeed / magnitude))
  }

  /// The largest speed ``velocity(at:)`` reports, in value units per second (10¹⁵⁰, so its square is
  /// finite); a faster motion is reported in its direction at this speed.
  static var maxSpeed: Double { 1e150 }

  /// The factor huge samples are fitted at: no difference or square of scaled samples overflows.
  private static var hugeScale: Double { 0x1p-600 }

  /// The fitted slope of `values` over the normalised times `u`, per unit of `u`.
  private func slope(_ u: [Double], _ values: [Value]) -> Value {
    let origin = values[values.count - 1]
    let x = values.map { $0 - origin }
    if u.count >= 4, let quadratic = quadraticFit(u, x), quadratic.curved { return quadratic.slope }
    guard let weights = linearSlopeWeights(u) else { return .zero }
    return combine(weights, x)
  }

  private func combine(_ weights: [Double], _ x: [Value]) -> Value {
    var sum = Value.zero
    for (w, xi) in zip(weights, x) { sum += xi.scaled(by: w) }
    return sum
  }

  /// Least squares x ≈ c₀ + c₁u + c₂u²: the slope c₁, and whether c₂ is significant.
  private func quadraticFit(_ u: [Double], _ x: [Value]) -> (slope: Value, curved: Bool)? {
    var s = [Double](repeating: 0, count: 5)  // Σ u^k, k = 0...4
    for ui in u {
      var p = 1.0
      for k in 0..<5 {
        s[k] += p
        p *= ui
      }
    }
    let m = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
    guard let inverse = invertSymmetric3(m) else { return nil }
    let rows = (0..<3).map { r in u.map { inverse[r][0] + inverse[r][1] * $0 + inverse[r][2] * $0 * $0 } }
    let c = rows.map { combine($0, x) }
    var rss = 0.0
    for (ui, xi) in zip(u, x) {
      rss += (xi - c[0] - c[1].scaled(by: ui) - c[2].scaled(by: ui * ui)).magnitudeSquared
    }
    // A t-test on c₂ at about the 0.3 % level; few degrees of freedom get a wider margin.
    let dof = Double(u.count - 3)
    let critical = 3 + 8 / dof
    let variance = rss / dof * inverse[2][2]
    return (c[1], c[2].magnitudeSquared > critical * critical * variance)
  }

  /// The inverse of a symmetric 3×3 matrix by cofactors, or nil when it is singular.
  private func invertSymmetric3(_ m: [[Double]]) -> [[Double]]? {
    let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
    let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
    let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
    let det = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
    guard abs(det) > 1e-12 * pow3(max(1, m[0][0])) else { return nil }
    let c11 = m[0][0] * m[2][2] - m[0][2] * m[2][0]
    let c12 = m[0][2] * m[1][0] - m[0][0] * m[1][2]
    let c22 = m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return [[c00, c01, c02], [c01, c11, c12], [c02, c12, c22]].map { $0.map { $0 / det } }
  }

  private func pow3(_ x: Double) -> Double { x * x * x }

  /// The sample times with millisecond flooring undone where it can be: when every stamp lies within
  /// 1 ms of a regular rate (what a steady device with 1 ms-resolution timestamps gives), the times of
  /// that rate; otherwise the stamps as they are.
  private func dequantisedTimes() -> [Double] {
    let n = times.count
    guard n >= 3 else { return times }
    let meanIndex = Double(n - 1) / 2
    let meanTime = times.reduce(0, +) / Double(n)
    var sxy = 0.0
    var sxx = 0.0
    for (i, t) in times.enumerated() {
      sxy += (Double(i) - meanIndex) * (t - meanTime)
      sxx += (Double(i) - meanIndex) * (Double(i) - meanIndex)
    }
    let period = sxy / sxx
    guard period > 0 else { return times }
    let fitted = (0..<n).map { meanTime + (Double($0) - meanIndex) * period }
    let regular = zip(fitted, times).allSatisfy { abs($0 - $1) < 0.001 }
    return regular ? fitted : times
  }

  /// Least squares x ≈ c₀ + c₁u: the weights giving c₁.
  private func linearSlopeWeights(_ u: [Double]) -> [Double]? {
    let n = Double(u.count)
    let mean = u.reduce(0, +) / n
    let sxx = u.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    guard sxx > 0 else { return nil }
    return u.map { ($0 - mean) / sxx }
  }
}
