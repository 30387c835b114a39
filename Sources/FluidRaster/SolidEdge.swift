import FluidUI

/// The partly covered pixels of a turned shape of one colour (a shadow, an outline, a solid fill),
/// four at a time: coverage from the signed distance to the outline, in single precision.
///
/// Single precision keeps a local coordinate to within 1/1000 px up to 8192 px, far below what
/// changes a coverage byte.
package struct SolidEdge {
  private typealias V = SIMD4<Float>
  /// Half the size and the straight part of each half, px; the clamped corner radius.
  private let hx: Float, hy: Float, ax: Float, ay: Float, r: Float
  private let c: Float, s: Float
  private let kind: Kind
  /// The colour without alpha, and its alpha at coverage 1 (0...255).
  private let rgb: UInt32
  private let alpha: Float

  private enum Kind {
    case fill
    case shadow(inverseFeather: Float)
    case border(width: Float)
  }

  /// The edge of `outline` painted as `style`, turned by (`c`, `s`) = (cos, sin), in the colour
  /// `pixel` (ARGB at coverage 1) whose alpha is `alpha` (0...255).
  package init(style: ShapeStyle, outline: RoundedOutline, c: Double, s: Double, pixel: UInt32, alpha: Double)
  {
    let (hx, hy) = (outline.width / 2, outline.height / 2)
    let r = max(0, min(outline.radius, min(hx, hy)))
    (self.hx, self.hy, self.ax, self.ay, self.r) = (
      Float(hx), Float(hy), Float(hx - r), Float(hy - r), Float(r)
    )
    (self.c, self.s) = (Float(c), Float(s))
    switch style {
    case .fill: kind = .fill
    case .shadow(_, let feather): kind = .shadow(inverseFeather: Float(1 / feather))
    case .border(_, let width): kind = .border(width: Float(width))
    }
    (rgb, self.alpha) = (pixel & 0x00FF_FFFF, Float(alpha))
  }

  /// Paints pixels `range` of `line`, whose local point is (lx0 + c·i, ly0 − s·i).
  package func paint(_ line: UnsafeMutablePointer<UInt32>, _ range: Range<Int>, _ lx0: Double, _ ly0: Double)
  {
    var i = range.lowerBound
    while i < range.upperBound {
      let k = V(repeating: Float(i)) + V(0, 1, 2, 3)
      let pixels = colour(x: V(repeating: Float(lx0)) + c * k, y: V(repeating: Float(ly0)) - s * k)
      let count = min(4, range.upperBound - i)
      if count == 4 {
        UnsafeMutableRawPointer(line + i).storeBytes(of: pixels, as: SIMD4<UInt32>.self)
      } else {
        for lane in 0..<count { line[i + lane] = pixels[lane] }
      }
      i += 4
    }
  }

  /// The pixels at local points (`x`, `y`).
  @inline(__always)
  private func colour(x: V, y: V) -> SIMD4<UInt32> {
    let (dx, dy) = (x - hx, y - hy)
    let qx = vmax(dx, -dx) - ax
    let qy = vmax(dy, -dy) - ay
    let (ox, oy) = (vmax(qx, .zero), vmax(qy, .zero))
    let d = (ox * ox + oy * oy).squareRoot() + vmin(vmax(qx, qy), .zero) - r
    let coverage: V
    switch kind {
    case .fill: coverage = vclamp(0.5 - d)
    case .shadow(let inverseFeather):
      let t = vclamp(0.5 - d * inverseFeather)
      coverage = t * t * (3 - 2 * t)
    case .border(let width): coverage = vclamp(0.5 - d) - vclamp(0.5 - (d + width))
    }
    // Rounded to the nearest byte by adding 1.5·2²³: the integer lands in the low mantissa bits.
    let bytes = unsafeBitCast(coverage * alpha + 12_582_912, to: SIMD4<UInt32>.self) &- 0x4B40_0000
    return (bytes &<< 24 | SIMD4(repeating: rgb)).replacing(with: 0, where: bytes .== 0)
  }

  @inline(__always) private func vmax(_ a: V, _ b: V) -> V { a.replacing(with: b, where: a .< b) }
  @inline(__always) private func vmin(_ a: V, _ b: V) -> V { a.replacing(with: b, where: b .< a) }
  @inline(__always) private func vclamp(_ a: V) -> V { vmin(vmax(a, .zero), V(repeating: 1)) }
}
