import FluidUI

/// The zoom level, shown for a moment after each zoom key: "150%" in a pill under the title bar, as
/// GNOME's apps and the browsers show it.
@MainActor
final class ZoomBadge {
  let layer = Layer()
  /// When the badge goes away (nil while hidden, or shown and not yet given a frame's time).
  private(set) var hideTime: Double?
  private var shownAwaitingTime = false
  /// Whether a zoom key was pressed and the window has not answered yet: its answer shows the level.
  var awaitsLevel = false
  /// How long the badge stays, seconds.
  static let duration = 1.5
  static let size = Size(width: 84, height: 36)

  init() {
    layer.isHidden = true
    layer.isUserInteractionEnabled = false
    layer.cornerRadius = Self.size.height / 2
  }

  /// Shows `zoom` (1 is 100 %) in `palette`'s panel colours, for ``duration`` from the next frame.
  func show(zoom: Double, palette: Palette) {
    layer.text = "\(Int((zoom * 100).rounded()))%"
    layer.textStyle = TextStyle(size: 16, color: palette.panelText, bold: true, alignment: .center)
    layer.fill = .solid(palette.panel.withAlpha(0.94))
    layer.border = (1, palette.panelBorder)
    layer.isHidden = false
    shownAwaitingTime = true
  }

  /// Starts the badge's time at its first frame, and hides it once its time is up.
  func update(at time: Double) {
    if shownAwaitingTime {
      shownAwaitingTime = false
      hideTime = time + Self.duration
    } else if let hideTime, time >= hideTime {
      layer.isHidden = true
      self.hideTime = nil
    }
  }

  /// Centres the badge `top` points from the window's top, in a window `width` wide.
  func layout(width: Double, top: Double) {
    layer.frame = Rect(
      x: ((width - Self.size.width) / 2).rounded(), y: top, width: Self.size.width, height: Self.size.height)
  }
}
