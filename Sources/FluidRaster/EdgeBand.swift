import FluidUI

/// The partly covered pixels of a turned shape: coverage from the signed distance to the outline.
package struct EdgeBand {
  package let style: ShapeStyle
  package let outline: RoundedOutline
  /// cos and sin of the turn.
  package let c: Double
  package let s: Double

  /// Paints pixels `range` of `line`, whose local point is (lx0 + c·i, ly0 − s·i).
  @inline(__always)
  package func paint(
    _ line: UnsafeMutablePointer<UInt32>, _ range: Range<Int>, _ lx0: Double, _ ly0: Double,
    _ opaque: UnsafeBufferPointer<UInt32>, _ alpha: UnsafeBufferPointer<Double>, _ perPixel: Double
  ) {
    let last = opaque.count - 1
    for i in range {
      let ly = ly0 - s * Double(i)
      let coverage = style.coverage(outline.distance(x: lx0 + c * Double(i), y: ly))
      guard coverage > 0 else {
        line[i] = 0
        continue
      }
      let index = min(last, max(0, Int(ly * perPixel + 0.5)))
      if coverage >= 1 {
        line[i] = opaque[index]
      } else {
        line[i] = opaque[index] & 0x00FF_FFFF | UInt32(alpha[index] * coverage + 0.5) << 24
      }
    }
  }
}
