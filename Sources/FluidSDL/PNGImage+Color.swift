// FluidSDL writes its screenshots as PNG and throws ``FluidPNG/PNGError`` when it cannot; PNGImage and
// PNGError were FluidSDL's own before the codec became a target, so they stay visible to its users.
@_exported import FluidPNG
import FluidUI

/// Reading a screenshot's pixels as FluidUI colours.
extension PNGImage {
  /// The colour at (x, y).
  public func pixel(x: Int, y: Int) -> Color {
    Color(argb: argb(x: x, y: y))
  }
}
