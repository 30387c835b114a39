import FluidUI

/// A vertical colour ramp tabulated per quarter pixel of local height: a fully covered pixel is one
/// table read, a partly covered one a read and an alpha scale.
///
/// The table holds the ARGB pixel at coverage 1 for local heights `k / 4` px, `k` in
/// `0...4·height`; a height between entries takes the nearest, at most 1/8 px away (a solid colour
/// is one entry).
package struct ColorRamp {
  /// Pixels at coverage 1, one per quarter pixel of height.
  private let opaque: [UInt32]
  /// The alpha byte (unrounded) at coverage 1 for each entry.
  private let alpha: [Double]
  /// Whether every entry is the same (a solid colour or a shadow).
  package let isSolid: Bool

  /// The most height tabulated a quarter pixel apart, px.
  static let tallest = 16_384.0
  /// Entries per pixel of height.
  package static let perPixel = 4.0

  /// Tabulates `top` → `bottom` over `height` px (≥ 0).
  package init(top: Color, bottom: Color, height: Double) {
    // At most 16 384 px of height tabulated: a taller ramp takes its entries farther apart (1/64 of
    // a colour level between neighbours at most), not a table of gigabytes.
    let rows = min(max(height, 1), Self.tallest)
    let count = top == bottom ? 1 : Int((rows * Self.perPixel).rounded(.up)) + 1
    var opaque = [UInt32](repeating: 0, count: count)
    var alpha = [Double](repeating: 0, count: count)
    func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v)) + 0.5) }
    for k in 0..<count {
      let t = count == 1 ? 0 : min(1, Double(k) / (Double(count - 1)))
      let (r, g, b) = (
        top.red + (bottom.red - top.red) * t, top.green + (bottom.green - top.green) * t,
        top.blue + (bottom.blue - top.blue) * t
      )
      alpha[k] = (top.alpha + (bottom.alpha - top.alpha) * t) * 255
      opaque[k] = byte(alpha[k]) << 24 | byte(r * 255) << 16 | byte(g * 255) << 8 | byte(b * 255)
    }
    (self.opaque, self.alpha, isSolid) = (opaque, alpha, count == 1)
  }

  /// The pixel at coverage 1 everywhere, for a solid ramp.
  package var solid: UInt32 { opaque[0] }
  /// Its alpha (0...255, unrounded).
  package var solidAlpha: Double { alpha[0] }

  /// Calls `body` with the table's entries and the scale from local height to index.
  @inline(__always)
  package func withTable<R>(
    height: Double, _ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<Double>, Double) -> R
  ) -> R {
    let scale = isSolid ? 0 : Double(opaque.count - 1) / max(height, 1)
    return opaque.withUnsafeBufferPointer { o in alpha.withUnsafeBufferPointer { a in body(o, a, scale) } }
  }
}
