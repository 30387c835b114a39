/// An offscreen surface a ``VirtualPlatform`` draws frames into: FluidUI's ``SoftwareCanvas`` (the
/// default for a capture), or FluidSDL's `OffscreenCanvas` (SDL's renderer, as a window draws).
@MainActor
public protocol Canvas: AnyObject {
  /// Draws `commands` over `background`: everything, or only inside `damage` (points).
  func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]?)
  /// Saves what is drawn as a PNG at `path`.
  func savePNG(to path: String) throws
}
