/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `UICubicTimingParameters` and CSS define them.
///
/// ```swift
/// let eased = TimingCurve.easeOut.progress(at: 0.25)   // ≈ 0.39
/// ```
public struct TimingCurve: Hashable, Sendable {
  /// The first control point; its x is in 0...1.
  public let c1: Vector2
  /// The second control point; its x is in 0...1.
  public let c2: Vector2

  /// Creates a curve from its two control points.
  /// - Precondition: both x coordinates in 0...1 (so time maps to progress as a function).
  public init(_ c1: Vector2, _ c2: Vector2) {
    precondition((0...1).contains(c1.x) && (0...1).contains(c2.x), "TimingCurve: control x must be in 0...1")
    precondition(c1.y.isFinite && c2.y.isFinite, "TimingCurve: control y must be finite")
    self.c1 = c1
    self.c2 = c2
  }

  /// Linear: (0, 0), (1, 1).
  public static let linear = TimingCurve(Vector2(x: 0, y: 0), Vector2(x: 1, y: 1))
  /// UIKit's ease-in: (0.42, 0), (1, 1).
  public static let easeIn = TimingCurve(Vector2(x: 0.42, y: 0), Vector2(x: 1, y: 1))
  /// UIKit's ease-out: (0, 0), (0.58, 1).
  public static let easeOut = TimingCurve(Vector2(x: 0, y: 0), Vector2(x: 0.58, y: 1))
  /// UIKit's ease-in-out: (0.42, 0), (0.58, 1).
  public static let easeInOut = TimingCurve(Vector2(x: 0.42, y: 0), Vector2(x: 0.58, y: 1))

  private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  private func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  /// The curve parameter whose x is `time`, to 1e-12 (Newton's method, safeguarded by bisection).
  private func parameter(forTime time: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    var s = time
    for _ in 0..<64 {
      let x = bezier(s, c1.x, c2.x) - time
      if abs(x) < 1e-12 { return s }
      if x > 0 { hi = s } else { lo = s }
      let dx = slope(s, c1.x, c2.x)
      var next = dx > 1e-9 ? s - x / dx : 0.5 * (lo + hi)
      if next <= lo || next >= hi { next = 0.5 * (lo + hi) }
      s = next
    }
    return s
  }

  /// The progress at a fraction of the duration `time`, clamped to 0...1.
  public func progress(at time: Double) -> Double {
    let t = min(max(time, 0), 1)
    return bezier(parameter(forTime: t), c1.y, c2.y)
  }

  /// d(progress)/d(time) at `time` (per unit of the normalised duration).
  public func velocity(at time: Double) -> Double {
    let s = parameter(forTime: min(max(time, 0), 1))
    let dx = slope(s, c1.x, c2.x)
    let dy = slope(s, c1.y, c2.y)
    if dx > 1e-12 { return dy / dx }
    // Where the x slope vanishes (an end with a control point on it), use the limit of the ratio.
    let ds = 1e-6
    let s2 = s < 0.5 ? s + ds : s - ds
    return (bezier(s2, c1.y, c2.y) - bezier(s, c1.y, c2.y)) / (bezier(s2, c1.x, c2.x) - bezier(s, c1.x, c2.x))
  }
}
