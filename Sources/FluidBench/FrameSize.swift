import FluidUI
import Foundation

/// A window size and pixel density at which `fluid-bench` measures every scene's frame cost.
struct FrameSize: Sendable {
  /// The window in points.
  var size: Size
  /// Pixels per point (2 on a HiDPI screen).
  var scale: Double

  /// The sizes beyond the recorded sessions' own 1280×800: full HD, 4K, and 1280×800 and
  /// 1920×1080 at HiDPI scale 2.
  static let others = [
    FrameSize(size: Size(width: 1920, height: 1080), scale: 1),
    FrameSize(size: Size(width: 3840, height: 2160), scale: 1),
    FrameSize(size: Size(width: 1280, height: 800), scale: 2),
    FrameSize(size: Size(width: 1920, height: 1080), scale: 2),
  ]

  /// "1920x1080", or "1280x800@2x": the form `--size` takes.
  var argument: String { label.replacingOccurrences(of: "×", with: "x") }

  /// "1920×1080", or "1280×800@2x".
  var label: String {
    "\(Int(size.width))×\(Int(size.height))" + (scale == 1 ? "" : "@\(Int(scale))x")
  }
}

extension FrameSize {
  /// Parses "1920x1080" or "1280x800@2x" (× or x), nil when it is not a size of 1...16384 points at
  /// a scale of 1...4.
  init?(parsing text: String) {
    let parts = text.replacingOccurrences(of: "×", with: "x").split(
      separator: "@", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let sides = parts[0].split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
    var scale = 1
    if parts.count == 2 {
      guard parts[1].hasSuffix("x"), let s = Int(parts[1].dropLast()) else { return nil }
      scale = s
    }
    guard sides.count == 2, let w = sides[0], let h = sides[1], (1...16384).contains(w),
      (1...16384).contains(h), (1...4).contains(scale)
    else { return nil }
    self.init(size: Size(width: Double(w), height: Double(h)), scale: Double(scale))
  }
}
