import CSDL2
import FluidUI

/// Paints a list of ``DrawCommand``s with an SDL renderer, in painter's order: shapes from cached,
/// analytically anti-aliased images (see ``ShapePainter``), text from cached textures.
@MainActor
public final class Renderer {
  /// The SDL renderer drawn to (not owned).
  let sdlRenderer: OpaquePointer
  private let shapes: ShapeCache
  private let turned: TurnedPool
  private let painter: ShapePainter
  private let text: TextRenderer

  /// Creates a renderer that draws with `sdlRenderer`; SDL2_ttf must be initialised.
  init(sdlRenderer: OpaquePointer) {
    self.sdlRenderer = sdlRenderer
    text = TextRenderer(renderer: sdlRenderer)
    shapes = ShapeCache(renderer: sdlRenderer)
    turned = TurnedPool(renderer: sdlRenderer)
    painter = ShapePainter(renderer: sdlRenderer, cache: shapes, turned: turned)
  }

  /// Shape images painted so far (cache misses and turned shapes that changed).
  var shapeImagesPainted: Int { shapes.painted + turned.painted }

  /// Bytes of cached text textures.
  var textCacheBytes: Int { text.bytes }

  /// Frees cached textures and fonts; the owner calls it before destroying the SDL renderer.
  func releaseResources() {
    text.releaseResources()
    shapes.releaseResources()
    turned.releaseResources()
  }

  /// Clears to `background` and draws `commands` at `scale` pixels per point.
  public func draw(_ commands: [DrawCommand], background: Color, scale: Double) {
    SDL_SetRenderDrawColor(
      sdlRenderer, UInt8(background.red * 255), UInt8(background.green * 255), UInt8(background.blue * 255),
      255)
    SDL_RenderClear(sdlRenderer)
    turned.beginFrame()
    for (i, command) in commands.enumerated() {
      // The scene's full-window backdrop in the clear colour is already on screen.
      if i == 0, case .roundedRect(let r, 0, .solid(let c), let t) = command, t.isTranslation,
        c == background,
        r.minX <= 0, r.minY <= 0, case let out = outputSize, r.maxX * scale >= out.width,
        r.maxY * scale >= out.height
      {
        continue
      }
      draw(command, scale: scale)
    }
    shapes.endFrame()
    text.endFrame()
  }

  private func draw(_ command: DrawCommand, scale: Double) {
    switch command {
    case .roundedRect(let rect, let radius, let fill, let transform):
      painter.paint(
        .fill(fill), rect: rect, radius: radius, transform: transform, scale: scale, hollow: false)
    case .shadow(let rect, let radius, let shadow, let transform):
      let shifted = Rect(
        x: rect.minX + shadow.offset.width, y: rect.minY + shadow.offset.height, width: rect.size.width,
        height: rect.size.height)
      let feather = max(1, shadow.radius * scale * transform.scale)
      painter.paint(
        .shadow(shadow.color, feather: feather), rect: shifted, radius: radius, transform: transform,
        scale: scale,
        hollow: shadow.isHollow)
    case .border(let rect, let radius, let width, let color, let transform):
      let w = max(1, width * scale * transform.scale)
      painter.paint(
        .border(color, width: w), rect: rect, radius: radius, transform: transform, scale: scale,
        hollow: false)
    case .text(let string, let frame, let style, let transform):
      text.draw(string, frame: frame, style: style, scale: scale, transform: transform)
    }
  }

  /// The renderer's output size in pixels.
  private var outputSize: (width: Double, height: Double) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
    return (Double(w), Double(h))
  }
}
