import CSDL2
import FluidUI
import FluidRaster

/// Draws display lists into memory with SDL's software renderer, with no window and no display:
/// for tests, golden images and headless screenshots.
///
/// ```swift
/// let canvas = try OffscreenCanvas(size: Size(width: 320, height: 200))
/// canvas.draw(commands, background: .white)
/// let c = try canvas.pixel(x: 10, y: 10)
/// ```
@MainActor
public final class OffscreenCanvas: Canvas {
  private let surface: UnsafeMutablePointer<SDL_Surface>
  private let sdlRenderer: OpaquePointer
  let renderer: Renderer
  /// The size in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double

  /// Creates a canvas of `size` points at `scale` pixels per point.
  /// - Throws: ``SDLError`` if SDL or SDL2_ttf cannot start or the surface cannot be made.
  public init(size: Size, scale: Double = 1) throws {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("Starting SDL (dummy video)") }
    guard TTF_Init() == 0 else {
      SDL_Quit()
      throw SDLError("Starting SDL2_ttf")
    }
    let w = Int32((size.width * scale).rounded())
    let h = Int32((size.height * scale).rounded())
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
      let sdlRenderer = SDL_CreateSoftwareRenderer(surface)
    else {
      let error = SDLError("Creating a \(w)x\(h) offscreen canvas")
      TTF_Quit()
      SDL_Quit()
      throw error
    }
    self.surface = surface
    self.sdlRenderer = sdlRenderer
    self.size = size
    self.scale = scale
    renderer = Renderer(sdlRenderer: sdlRenderer, surface: { surface })
  }

  isolated deinit {
    renderer.releaseResources()
    SDL_DestroyRenderer(sdlRenderer)
    SDL_FreeSurface(surface)
    TTF_Quit()
    SDL_Quit()
  }

  /// Clears and draws `commands`: everywhere, or only inside `damage` (points).
  public func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]? = nil) {
    renderer.draw(commands, background: background, scale: scale, damage: damage)
  }

  /// Shape images painted so far: cache misses and changed turned shapes.
  var shapeImagesPainted: Int { renderer.shapeImagesPainted }

  /// Bytes of cached text textures.
  var textCacheBytes: Int { renderer.textCacheBytes }

  /// Bytes of the textures turned shapes are painted into.
  var turnedBytes: Int { renderer.turnedBytes }

  /// Whether hidden parts are skipped (`OcclusionSplit`); off, every command is drawn everywhere it
  /// reaches, the reference that tests compare with.
  var skipsHidden: Bool {
    get { renderer.skipsHidden }
    set { renderer.skipsHidden = newValue }
  }

  /// Whether opaque fills are written straight into the canvas (``DirectFill``); off, SDL fills them.
  var fillsDirectly: Bool {
    get { renderer.fillsDirectly }
    set { renderer.fillsDirectly = newValue }
  }

  /// The colour of the pixel at (x, y) in points.
  public func pixel(x: Double, y: Double) throws -> Color {
    let copy = try PixelReader.surface(renderer: sdlRenderer)
    defer { SDL_FreeSurface(copy) }
    return PixelReader.pixel(copy, x: Int(x * scale), y: Int(y * scale))
  }

  /// Every pixel, ARGB8888, row by row (read back at once).
  func argbPixels() throws -> [UInt32] {
    let copy = try PixelReader.surface(renderer: sdlRenderer)
    defer { SDL_FreeSurface(copy) }
    let s = copy.pointee
    guard let base = s.pixels else { return [] }
    let row = Int(s.pitch) / 4
    let all = base.assumingMemoryBound(to: UInt32.self)
    return (0..<Int(s.h)).flatMap { y in (0..<Int(s.w)).map { all[y * row + $0] } }
  }

  /// Whether every pixel's colour equals `other`'s (same size; alpha, which a window ignores, aside).
  func hasSamePixels(as other: OffscreenCanvas) -> Bool {
    SDL_RenderFlush(sdlRenderer)
    SDL_RenderFlush(other.sdlRenderer)
    let (a, b) = (surface.pointee, other.surface.pointee)
    guard a.w == b.w, a.h == b.h, a.pitch == b.pitch, let pa = a.pixels, let pb = b.pixels else {
      return false
    }
    let count = Int(a.pitch) / 4 * Int(a.h)
    let (x, y) = (pa.assumingMemoryBound(to: UInt32.self), pb.assumingMemoryBound(to: UInt32.self))
    for i in 0..<count where (x[i] ^ y[i]) & 0x00FF_FFFF != 0 { return false }
    return true
  }

  /// Writes the canvas as PNG.
  public func savePNG(to path: String) throws {
    try PixelReader.savePNG(renderer: sdlRenderer, to: path)
  }

  /// Writes the canvas as PNG; `what` names it in a message ("icon": "writing the icon … failed").
  public func savePNG(to path: String, what: String) throws {
    try PixelReader.savePNG(renderer: sdlRenderer, to: path, what: what)
  }
}
