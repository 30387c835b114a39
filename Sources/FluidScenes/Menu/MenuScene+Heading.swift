import FluidUI

/// The menu's heading in a window too narrow for it.
extension MenuScene {
  /// The heading's text sizes, pt, largest first: a column too narrow for one takes the next, and
  /// one too narrow for the last cuts the title with "…".
  static let headingSizes = [32.0, 28, 24, 20]

  /// Sets the heading in the largest of ``headingSizes`` that fits `width` (pt), cut with "…" at
  /// the smallest.
  func fitHeading(width: Double) {
    var style = heading.textStyle
    style.size =
      Self.headingSizes.first { size in
        var s = style
        s.size = size
        return s.estimatedWidth(of: title) <= width
      } ?? Self.headingSizes.last!
    heading.textStyle = style
    heading.text = style.fitting(title, width: width)
  }
}
