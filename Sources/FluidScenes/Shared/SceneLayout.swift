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

  /// The smallest factor ``fitScale(_:in:)`` gives: below it, a window too small for the content
  /// shows part of it rather than a speck.
  static let minScale = 0.05

  /// The factor in [``minScale``, 1] that fits content of `needed` size inside `area` less the margins.
  ///
  /// Content with no area gives 1 (nothing to fit). Total for any window SDL reports, 1×1 up.
  static func fitScale(_ needed: Size, in area: Rect) -> Double {
    guard needed.width > 0, needed.height > 0 else { return 1 }
    return min(
      squeeze(needed.width, into: area.size.width - 2 * margin),
      squeeze(needed.height, into: area.size.height - 2 * margin))
  }

  /// The scale in [``minScale``, 1] that fits a length of `side` pt into `room` pt: a window too
  /// short for a scene's square (200 pt, a screen's corner) shows it smaller, never bigger.
  static func squeeze(_ side: Double, into room: Double) -> Double {
    let scale = min(1, room / side)
    return scale.isFinite ? max(minScale, scale) : 1
  }

  /// A length that is never negative: a window narrower than the margins around a layer gives it no
  /// room, not a negative size.
  static func room(_ length: Double) -> Double { max(0, length) }
}
