import FluidUI

/// Layout shared by the scenes: the area below the title bar, and scaling the seed's fixed layout
/// down when the window is smaller than it needs (never up: a big window gets more room, not
/// bigger controls).
enum SceneLayout {
  /// The title bar's height, pt.
  static let barHeight = 32.0
  /// The space kept between scaled content and the window's edges, pt.
  static let margin = 16.0

  /// The window below the title bar.
  static func content(_ size: Size) -> Rect {
    Rect(x: 0, y: barHeight, width: size.width, height: max(1, size.height - barHeight))
  }

  /// The factor in (0, 1] that fits content of `needed` size inside `area` less the margins.
  static func fitScale(_ needed: Size, in area: Rect) -> Double {
    precondition(needed.width > 0 && needed.height > 0, "content to fit must have a size")
    let w = (area.size.width - 2 * margin) / needed.width
    let h = (area.size.height - 2 * margin) / needed.height
    return max(0.05, min(1, w, h))
  }
}
