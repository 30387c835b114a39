import FluidMotion

/// Whether `a` and `b` differ by at most `tolerance` (absolute).
public func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two vectors differ by at most `tolerance` in magnitude.
public func isClose(_ a: Vector2, _ b: Vector2, within tolerance: Double) -> Bool {
  (a - b).magnitude <= tolerance
}

/// The tests' seeded generator: FluidMotion's SplitMix64.
package typealias SeededGenerator = SplitMix64
