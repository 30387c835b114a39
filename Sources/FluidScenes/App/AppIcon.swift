import FluidMotion
import FluidUI

/// Fluid's icon, drawn with the app's own layers: a gradient pane sliding up over a dark tile, its
/// grabber on top — the control-centre pane the app opens with.
///
/// One design at any size: ``layer(side:)`` lays it out on a square of `side` points. The window
/// icon (`_NET_WM_ICON`) and `Assets/icon/` are drawn from it; `Assets/icon/fluid.svg` is the same
/// design as a vector source.
package enum AppIcon {
  /// The tile's colour, which fills the whole square.
  package static let background = Color(hex: 0x1C1C1E)

  /// The icon on a square of `side` points.
  package static func layer(side: Double) -> Layer {
    let u = side / 64  // the design is on a 64-unit grid
    let tile = Layer(frame: Rect(x: 0, y: 0, width: side, height: side))
    tile.fill = .solid(background)  // an opaque square: a window icon has no transparency here
    let pane = Layer(frame: Rect(x: 8 * u, y: 26 * u, width: 48 * u, height: 30 * u))
    pane.fill = .verticalGradient(top: Color(hex: 0x64CCF7), bottom: Color(hex: 0x359EEC))
    pane.cornerRadius = 7 * u
    let grabber = Layer(frame: Rect(x: 24 * u, y: 31 * u, width: 16 * u, height: 3 * u))
    grabber.fill = .solid(.white)
    grabber.cornerRadius = 1.5 * u
    let arrow = Layer(frame: Rect(x: 26 * u, y: 12 * u, width: 12 * u, height: 3 * u))
    arrow.fill = .solid(Color(white: 1, alpha: 0.55))
    arrow.cornerRadius = 1.5 * u
    [pane, grabber, arrow].forEach(tile.addSublayer)
    return tile
  }

  /// The icon's draw list on a square of `side` points.
  package static func commands(side: Double) -> [DrawCommand] {
    var list: [DrawCommand] = []
    layer(side: side).render(into: &list)
    return list
  }
}
