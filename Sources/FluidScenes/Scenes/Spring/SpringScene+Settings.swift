import FluidMotion
import FluidUI

/// The spring's sliders kept between runs, and set as a drag would.
extension SpringScene {
  /// The sliders, kept between runs as they show: to the hundredth (a quotient of whole numbers, so
  /// the file reads `0.6`, not `0.6000000000000001`).
  package var preferences: [String: Double] {
    [
      "springDamping": (damping.value * 100).rounded() / 100,
      "springResponse": (response.value * 100).rounded() / 100,
    ]
  }

  /// Sets the sliders from an earlier run (clamped to their ranges).
  package func restore(_ preferences: [String: Double]) {
    guard let d = preferences["springDamping"], let r = preferences["springResponse"], d.isFinite, r.isFinite
    else { return }
    set(damping: d, response: r)
  }

  /// Sets both sliders (clamped to their ranges), as dragging them would.
  package func set(damping d: Double, response r: Double) {
    let old = parameters
    damping.set(d)
    response.set(r)
    parametersChanged(from: old)
  }
}
