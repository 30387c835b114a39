import FluidMotion

/// How a rounded rectangle is painted into a cached image: filled, as a soft shadow, or outlined.
///
/// Coverage is analytic: each pixel takes the share of it the shape covers, from the signed
/// distance of its centre to the outline (a box filter; exact on straight edges).
package enum ShapeStyle: Hashable {
  /// Filled with a colour or a vertical gradient.
  case fill(Fill)
  /// A soft shadow: opaque `feather / 2` px inside the outline, fading to nothing `feather / 2`
  /// px outside it along a smoothstep (the look of a Gaussian blur). `feather` ≥ 1 px.
  case shadow(Color, feather: Double)
  /// An outline `width` px wide (≥ 1) inside the edge.
  case border(Color, width: Double)

  /// How far past the outline the coverage reaches, px.
  package var outside: Double {
    if case .shadow(_, let feather) = self { return feather / 2 }
    return 0.5
  }

  /// How deep inside the outline the coverage still changes, px.
  package var inside: Double {
    switch self {
    case .fill: return 0.5
    case .shadow(_, let feather): return feather / 2
    case .border(_, let width): return width + 0.5
    }
  }

  /// Whether nothing is painted deeper than ``inside`` (an outline); otherwise it is fully covered.
  package var isEmptyInside: Bool {
    if case .border = self { return true }
    return false
  }

  /// Whether the colour changes from top to bottom (then images are not sliced vertically).
  package var variesVertically: Bool {
    if case .fill(.verticalGradient(let top, let bottom)) = self { return top != bottom }
    return false
  }

  /// The share of a pixel covered, 0...1, for a pixel centre at signed distance `d` px from the
  /// outline (negative inside).
  package func coverage(_ d: Double) -> Double {
    switch self {
    case .fill:
      return min(1, max(0, 0.5 - d))
    case .shadow(_, let feather):
      let t = min(1, max(0, 0.5 - d / feather))
      return t * t * (3 - 2 * t)
    case .border(_, let width):
      return min(1, max(0, 0.5 - d)) - min(1, max(0, 0.5 - (d + width)))
    }
  }

  /// The colour at a fraction `t` of the shape's height (0 top, 1 bottom).
  package func color(at t: Double) -> Color {
    switch self {
    case .fill(let fill): return fill.color(at: min(1, max(0, t)))
    case .shadow(let c, _), .border(let c, _): return c
    }
  }
}
