/// An independent solution of the spring ODE y″ = −ω₀²·y − 2α·y′ by Taylor-series stepping.
///
/// Each short step sums the series of y to 40 terms, with the derivatives from the ODE's recurrence. It uses
/// no trigonometry, exponentials or case split, so it shares nothing with the closed form it checks.
public struct ReferenceSpring {
  /// ω₀², 1/s².
  public let omega2: Double
  /// 2α = c/m, 1/s.
  public let twoAlpha: Double

  /// Creates the reference for mass-normalised stiffness and damping.
  public init(stiffnessOverMass: Double, dampingOverMass: Double) {
    omega2 = stiffnessOverMass
    twoAlpha = dampingOverMass
  }

  /// Displacement and velocity after `time` seconds from (y0, v0).
  public func solve(y0: Double, v0: Double, time: Double) -> (y: Double, v: Double) {
    let rate = max(omega2.squareRoot(), twoAlpha, 1e-9)
    let steps = max(1, Int((time * rate / 0.1).rounded(.up)))
    let h = time / Double(steps)
    var (y, v) = (y0, v0)
    for _ in 0..<steps { (y, v) = step(y, v, h) }
    return (y, v)
  }

  private func step(_ y: Double, _ v: Double, _ h: Double) -> (Double, Double) {
    var d = [Double](repeating: 0, count: 42)
    d[0] = y
    d[1] = v
    for n in 0..<40 { d[n + 2] = -omega2 * d[n] - twoAlpha * d[n + 1] }
    var ySum = 0.0
    var vSum = 0.0
    var term = 1.0  // hⁿ/n!
    for n in 0..<40 {
      ySum += d[n] * term
      vSum += d[n + 1] * term
      term *= h / Double(n + 1)
    }
    return (ySum, vSum)
  }
}
