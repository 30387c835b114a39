import CSDL2
import FluidUI

#if canImport(Glibc)
  /// glibc's `malloc_trim` (malloc.h, which the Glibc module leaves out): gives free heap pages back.
  @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Paints a list of `DrawCommand`s with an SDL renderer, in painter's order: shapes from cached,
/// analytically anti-aliased images (see `ShapePainter`), text from cached textures.
@MainActor
public final class Renderer {
  /// The SDL renderer drawn to (not owned).
  let sdlRenderer: OpaquePointer
  private let shapes: ShapeCache
  private let turned: TurnedPool
  private var heldAtTrim = 0
  private var painter: ShapePainter
  private let text: TextRenderer
  /// Whether a region's parts under an opaque interior start at its command (`OcclusionSplit`).
  var skipsHidden = true

  /// Creates a renderer that draws with `sdlRenderer`; SDL2_ttf must be initialised.
  ///
  /// `surface`, for a software renderer, gives the surface it draws into: fills of one colour then
  /// write it directly (``DirectFill``).
  init(sdlRenderer: OpaquePointer, surface: (() -> UnsafeMutablePointer<SDL_Surface>?)? = nil) {
    self.sdlRenderer = sdlRenderer
    text = TextRenderer(renderer: sdlRenderer)
    shapes = ShapeCache(renderer: sdlRenderer)
    turned = TurnedPool(renderer: sdlRenderer)
    painter = ShapePainter(renderer: sdlRenderer, cache: shapes, turned: turned)
    direct = surface.map { DirectFill(renderer: sdlRenderer, surface: $0) }
    painter.direct = direct
  }

  private let direct: DirectFill?

  /// Whether fills of one colour write the target surface directly (when it is known); off, SDL
  /// fills them, the reference that tests compare with.
  var fillsDirectly: Bool {
    get { painter.direct != nil }
    set { painter.direct = newValue ? direct : nil }
  }

  /// Shape images painted so far (cache misses and turned shapes that changed).
  var shapeImagesPainted: Int { shapes.painted + turned.painted }

  /// Bytes of cached text textures.
  var textCacheBytes: Int { text.bytes }

  /// Bytes of the textures turned shapes are painted into.
  var turnedBytes: Int { turned.bytes }

  /// Frees cached textures and fonts; the owner calls it before destroying the SDL renderer.
  func releaseResources() {
    text.releaseResources()
    shapes.releaseResources()
    turned.releaseResources()
  }

  /// Clears to `background` and draws `commands` at `scale` pixels per point: the whole target, or only
  /// inside `damage` (window points; see `DrawDamage`), leaving every other pixel as it is.
  ///
  /// Where an opaque interior hides part of a region, that part starts at its command (`OcclusionSplit`).
  public func draw(_ commands: [DrawCommand], background: Color, scale: Double, damage: [Rect]? = nil) {
    turned.beginFrame()
    let out = outputSize
    let window = Rect(x: 0, y: 0, width: out.width / scale, height: out.height / scale)
    let clips = DrawCommand.clips(of: commands)
    // A clipped command paints (and hides what is beneath) only inside its clip.
    let bounds: [Rect?] = commands.indices.map { i in
      clips?[i].map { commands[i].bounds.intersection($0) } ?? commands[i].bounds
    }
    let interiors: [Rect?] = commands.indices.map { i in
      let interior = commands[i].opaqueInterior
      return clips?[i].map { c in interior.flatMap { $0.intersection(c) } } ?? interior
    }
    for region in damage ?? [window] {
      let pieces = skipsHidden ? OcclusionSplit.pieces(of: region, interiors: interiors) : [(region, 0)]
      for piece in pieces {
        var clip = Self.pixels(piece.rect, scale: scale, within: out)
        guard clip.w > 0, clip.h > 0 else { continue }
        setClip(clip)
        if piece.first == 0 {
          let (r, g, b) = (
            UInt8(background.red * 255), UInt8(background.green * 255), UInt8(background.blue * 255)
          )
          if painter.direct?.fill(clip, red: r, green: g, blue: b) != true {
            SDL_SetRenderDrawColor(sdlRenderer, r, g, b, 255)
            SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)  // a plain fill, not a blend
            SDL_RenderFillRect(sdlRenderer, &clip)  // SDL_RenderClear would ignore the clip
          }
        }
        var applied: Rect?
        for i in piece.first..<commands.count {
          guard let box = bounds[i], Self.overlaps(box, piece.rect) else { continue }
          if i == 0 && isBackdrop(commands[i], background, scale, out) { continue }
          if let clips, clips[i] != applied {  // the piece, narrowed to the command's clip
            applied = clips[i]
            let narrowed = applied.flatMap { piece.rect.intersection($0) } ?? piece.rect
            setClip(Self.pixels(narrowed, scale: scale, within: out))
          }
          draw(commands[i], scale: scale)
        }
      }
    }
    SDL_RenderSetClipRect(sdlRenderer, nil)
    painter.clip = nil
    endFrame()
  }

  /// Paints only inside `clip` (pixels) from now on.
  private func setClip(_ clip: SDL_Rect) {
    var clip = clip
    SDL_RenderSetClipRect(sdlRenderer, &clip)
    painter.clip = clip
  }

  /// The pixels of `region` (points), rounded outwards and clipped to the output.
  static func pixels(_ region: Rect, scale: Double, within out: (width: Double, height: Double)) -> SDL_Rect {
    let x0 = max(0, (region.minX * scale).rounded(.down))
    let y0 = max(0, (region.minY * scale).rounded(.down))
    let x1 = min(out.width, (region.maxX * scale).rounded(.up))
    let y1 = min(out.height, (region.maxY * scale).rounded(.up))
    return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
  }

  private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// Whether `command` is the scene's full-window backdrop in the clear colour (already on screen).
  private func isBackdrop(
    _ command: DrawCommand, _ background: Color, _ scale: Double, _ out: (width: Double, height: Double)
  ) -> Bool {
    guard case .roundedRect(let r, 0, .solid(let c), let t) = command, t.isTranslation, c == background else {
      return false
    }
    return r.minX <= 0 && r.minY <= 0 && r.maxX * scale >= out.width && r.maxY * scale >= out.height
  }

  private func endFrame() {
    shapes.endFrame()
    text.endFrame()
    // Textures the caches dropped are freed to the heap, which keeps the pages; once 1 MB of them
    // has gone since the last time, the heap gives its free pages back, so memory follows what is
    // cached now, not the most that ever was.
    let held = shapes.bytes + text.bytes + turned.bytes
    if held + (1 << 20) < heldAtTrim {
      #if canImport(Glibc)
        _ = mallocTrim(0)
      #endif
      heldAtTrim = held
    }
    heldAtTrim = max(heldAtTrim, held)
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
    case .clip: break  // applied by `draw(_:background:scale:damage:)`
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
