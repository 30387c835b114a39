import CSDL2
import FluidMotion
import FluidUI

/// The answer to SDL's hit test: an edge, the title bar, or content.
@MainActor
final class HitTest {
  var regions: ((Vector2) -> WindowRegion)?
  weak var window: SDLWindow?

  /// The result for a press at `units` (SDL window units).
  func result(at units: (Double, Double)) -> SDL_HitTestResult {
    guard let window, let regions else { return SDL_HITTEST_NORMAL }
    let p = Vector2(x: units.0 / window.pointScale, y: units.1 / window.pointScale)
    // With no window manager to hand it to, an edge's press reaches the app, which resizes itself.
    if let edge = window.resizeEdge(at: p) {
      return window.hasWindowManager ? edge.hitTestResult : SDL_HITTEST_NORMAL
    }
    guard window.desktop == nil, regions(p) == .titleBar else { return SDL_HITTEST_NORMAL }
    return SDL_HITTEST_DRAGGABLE
  }
}
