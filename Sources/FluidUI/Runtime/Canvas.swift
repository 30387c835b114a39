/// An offscreen surface a ``VirtualPlatform`` draws frames into (FluidSDL's `OffscreenCanvas`).
@MainActor
public protocol Canvas: AnyObject {
  /// Draws `commands` over `background`: everything, or only inside `damage` (points).
  func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]?)
  /// Saves what is drawn as a PNG at `path`.
  func savePNG(to path: String) throws
}
