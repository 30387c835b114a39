import FluidUI

/// A window size and pixel density at which `fluid-bench` measures every scene's frame cost.
struct FrameSize: Sendable {
  /// The window in points.
  var size: Size
  /// Pixels per point (2 on a HiDPI screen).
  var scale: Double

  /// The sizes beyond the recorded sessions' own 1280×800: full HD, 4K, and 1280×800 at HiDPI scale 2.
  static let others = [
    FrameSize(size: Size(width: 1920, height: 1080), scale: 1),
    FrameSize(size: Size(width: 3840, height: 2160), scale: 1),
    FrameSize(size: Size(width: 1280, height: 800), scale: 2),
  ]

  /// "1920×1080", or "1280×800@2x".
  var label: String {
    "\(Int(size.width))×\(Int(size.height))" + (scale == 1 ? "" : "@\(Int(scale))x")
  }
}
