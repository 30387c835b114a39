import CSDL2
import FluidUI

/// Paints a list of ``DrawCommand``s with an SDL renderer: shapes batched into one
/// `SDL_RenderGeometry` call per run of shapes, text from cached textures, in painter's order.
@MainActor
public final class Renderer {
  /// The SDL renderer drawn to (not owned).
  let sdlRenderer: OpaquePointer
  private var mesh = MeshBuilder()
  private let text: TextRenderer

  /// Creates a renderer that draws with `sdlRenderer`; SDL2_ttf must be initialised.
  init(sdlRenderer: OpaquePointer) {
    self.sdlRenderer = sdlRenderer
    text = TextRenderer(renderer: sdlRenderer)
    SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
  }

  /// Frees cached text textures and fonts; the owner calls it before destroying the SDL renderer.
  func releaseResources() { text.releaseResources() }

  /// Clears to `background` and draws `commands` at `scale` pixels per point.
  public func draw(_ commands: [DrawCommand], background: Color, scale: Double) {
    SDL_SetRenderDrawColor(
      sdlRenderer, UInt8(background.red * 255), UInt8(background.green * 255), UInt8(background.blue * 255),
      255)
    SDL_RenderClear(sdlRenderer)
    mesh.scale = scale
    mesh.reset()
    for (i, command) in commands.enumerated() {
      // The scene's full-window backdrop in the clear colour is already on screen.
      if i == 0, case .roundedRect(let r, 0, .solid(let c), let t) = command, t.isTranslation,
        c == background,
        r.minX <= 0, r.minY <= 0, case let out = outputSize, r.maxX * scale >= out.width,
        r.maxY * scale >= out.height
      {
        continue
      }
      switch command {
      case .roundedRect(let rect, let radius, let fill, let transform):
        mesh.transform = transform
        mesh.fill(rect, radius: radius, fill: fill)
      case .shadow(let rect, let radius, let shadow, let transform):
        mesh.transform = transform
        mesh.shadow(rect, radius: radius, shadow: shadow)
      case .border(let rect, let radius, let width, let color, let transform):
        mesh.transform = transform
        mesh.border(rect, radius: radius, width: width, color: color)
      case .text(let string, let frame, let style, let transform):
        flush()
        text.draw(string, frame: frame, style: style, scale: scale, transform: transform)
      }
    }
    flush()
  }

  /// The renderer's output size in pixels.
  private var outputSize: (width: Double, height: Double) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
    return (Double(w), Double(h))
  }

  private func flush() {
    guard !mesh.isEmpty else { return }
    mesh.vertices.withUnsafeBufferPointer { v in
      mesh.indices.withUnsafeBufferPointer { i in
        _ = SDL_RenderGeometry(sdlRenderer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
      }
    }
    mesh.reset()
  }
}
