import FluidUI

/// Paints the rows of a turned shape's image: the edge from the distance to the outline (four
/// pixels at a time for one colour), the certainly covered inside from the colour table.
package struct RowPainter {
  package let edge: EdgeBand
  package let solid: SolidEdge?
  package let emptyInside: Bool
  package let s: Double
  package let opaque: UnsafeBufferPointer<UInt32>
  package let alpha: UnsafeBufferPointer<Double>
  package let perPixel: Double

  package init(
    shape: TurnedShape, outline: RoundedOutline, ramp: ColorRamp, c: Double, s: Double,
    opaque: UnsafeBufferPointer<UInt32>, alpha: UnsafeBufferPointer<Double>, perPixel: Double
  ) {
    edge = EdgeBand(style: shape.style, outline: outline, c: c, s: s)
    solid =
      ramp.isSolid
      ? SolidEdge(style: shape.style, outline: outline, c: c, s: s, pixel: ramp.solid, alpha: ramp.solidAlpha)
      : nil
    emptyInside = shape.hollow || shape.style.isEmptyInside
    (self.s, self.opaque, self.alpha, self.perPixel) = (s, opaque, alpha, perPixel)
  }

  /// Paints pixels `reach` of `line`, `inside` (within `reach`, maybe empty) certainly covered.
  ///
  /// Pixel `i` is at the local point (lx0 + c·i, ly0 − s·i). An empty inside is cleared but for
  /// `skipping` (within `inside`, or empty), which nothing copies.
  @inline(__always)
  package func paint(
    _ line: UnsafeMutablePointer<UInt32>, reach: Range<Int>, inside: Range<Int>, skipping: Range<Int>,
    _ lx0: Double, _ ly0: Double
  ) {
    guard !inside.isEmpty else { return paintEdge(line, reach, lx0, ly0) }
    paintEdge(line, reach.lowerBound..<inside.lowerBound, lx0, ly0)
    let run = line + inside.lowerBound
    if emptyInside {
      let kept = skipping.isEmpty ? inside.upperBound..<inside.upperBound : skipping.clamped(to: inside)
      run.update(repeating: 0, count: kept.lowerBound - inside.lowerBound)
      (line + kept.upperBound).update(repeating: 0, count: inside.upperBound - kept.upperBound)
    } else if solid != nil {
      run.update(repeating: opaque[0], count: inside.count)
    } else {
      Self.gradient(run, inside, ly0, s, opaque, perPixel)
    }
    paintEdge(line, inside.upperBound..<reach.upperBound, lx0, ly0)
  }

  @inline(__always)
  private func paintEdge(
    _ line: UnsafeMutablePointer<UInt32>, _ range: Range<Int>, _ lx0: Double, _ ly0: Double
  ) {
    if let solid {
      solid.paint(line, range, lx0, ly0)
    } else {
      edge.paint(line, range, lx0, ly0, opaque, alpha, perPixel)
    }
  }

  /// Fills `run` (pixels `range` of the row) from the ramp, stepping the table index in 16.16
  /// fixed point between its values at the run's two ends.
  @inline(__always)
  private static func gradient(
    _ run: UnsafeMutablePointer<UInt32>, _ range: Range<Int>, _ ly0: Double, _ s: Double,
    _ opaque: UnsafeBufferPointer<UInt32>, _ perPixel: Double
  ) {
    let top = Double(opaque.count - 1) * 65536
    func fixed(_ i: Int) -> Int { Int(min(top, max(0, ((ly0 - s * Double(i)) * perPixel + 0.5) * 65536))) }
    var index = fixed(range.lowerBound)
    let steps = range.count - 1
    let step = steps > 0 ? (fixed(range.upperBound - 1) - index) / steps : 0
    for k in 0..<range.count {
      run[k] = opaque[index >> 16]
      index += step
    }
  }
}
