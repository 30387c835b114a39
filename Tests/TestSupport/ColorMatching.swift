import FluidUI

/// Whether two colours' RGB channels differ by at most `tolerance` (0...1 scale) each.
public func isClose(_ a: Color, _ b: Color, within tolerance: Double = 2.0 / 255) -> Bool {
  abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
}
