/// A rounded rectangle `width` × `height` px with corner radius `radius` px at the origin.
package struct RoundedOutline {
  package var width: Double
  package var height: Double
  package var radius: Double

  /// An outline `width` × `height` px with corners of `radius` px.
  package init(width: Double, height: Double, radius: Double) {
    (self.width, self.height, self.radius) = (width, height, radius)
  }

  /// The corner radius the outline has, px: `radius` limited to half the shorter side.
  package var cornerRadius: Double { max(0, min(radius, min(width / 2, height / 2))) }

  /// How far past the straight part of the sides `x` lies, px (negative between them).
  package func sideTerm(x: Double) -> Double {
    let hx = width / 2
    return abs(x - hx) - (hx - cornerRadius)
  }

  /// How far past the straight part of the top and bottom `y` lies, px (negative between them).
  ///
  /// Where `endTerm(y) <= sideTerm(x)` and `endTerm(y) <= 0`, ``distance(x:y:)`` is exactly
  /// `sideTerm(x) - cornerRadius`: the square root of a square is the number itself in binary
  /// floating point, and adding zero changes nothing.
  package func endTerm(y: Double) -> Double {
    let hy = height / 2
    return abs(y - hy) - (hy - cornerRadius)
  }

  /// Signed distance from (x, y) to the outline, px: negative inside.
  package func distance(x: Double, y: Double) -> Double {
    let r = cornerRadius
    let qx = sideTerm(x: x)
    let qy = endTerm(y: y)
    let ox = max(qx, 0)
    let oy = max(qy, 0)
    return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
  }
}
