import CSDL2
import FluidUI
import FluidRaster

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
  let painter: ShapePainter
  private let text: TextRenderer
  /// Whether a region's parts under an opaque interior start at its command (`OcclusionSplit`), a
  /// piece under a shade is cut around what it covers (``evenParts(_:clip:_:scale:out:)``), and what
  /// paints a piece in one colour is reckoned, not painted (``paint(_:clip:_:background:scale:out:)``);
  /// off, every command is painted over the background in order (the reference that tests compare
  /// with).
  var skipsHidden = true

  /// Creates a renderer that draws with `sdlRenderer`; SDL2_ttf must be initialised.
  ///
  /// `surface`, for a software renderer, gives the surface it draws into: fills, blends of one
  /// colour and 1:1 copies of textures then write it directly (``DirectFill``).
  init(sdlRenderer: OpaquePointer, surface: (() -> UnsafeMutablePointer<SDL_Surface>?)? = nil) {
    self.sdlRenderer = sdlRenderer
    // A software target reads the textures' pixels to copy them itself (`DirectFill.copy`).
    text = TextRenderer(renderer: sdlRenderer, streams: surface != nil)
    shapes = ShapeCache(renderer: sdlRenderer, streams: surface != nil)
    turned = TurnedPool(renderer: sdlRenderer)
    painter = ShapePainter(renderer: sdlRenderer, cache: shapes, turned: turned)
    direct = surface.map { DirectFill(renderer: sdlRenderer, surface: $0) }
    painter.direct = direct
  }

  private let direct: DirectFill?

  /// Whether fills, blends of one colour and 1:1 copies write the target surface directly (when it
  /// is known); off, SDL draws them all, the reference that tests compare with.
  var fillsDirectly: Bool {
    get { painter.direct != nil }
    set {
      // Frames SDL fills are not noted in the tiles: switched back, the fill trusts none of them.
      if newValue != fillsDirectly { direct?.forgetLastFrame() }
      painter.direct = newValue ? direct : nil
    }
  }

  /// Forgets what the last frame left in the target (a software window's framebuffer made anew):
  /// the next frame's fills trust none of it.
  func forgetLastFrame() { direct?.forgetLastFrame() }

  /// Shape images painted so far (cache misses and turned shapes that changed).
  var shapeImagesPainted: Int { shapes.painted + turned.painted }

  /// Bytes of cached text textures.
  var textCacheBytes: Int { text.bytes }

  /// What draws the text.
  var textDrawing: TextRenderer { text }

  /// The family text is drawn in: the desktop's interface font (XSettings' `Gtk/FontName`) where
  /// fontconfig has it, or nil for DejaVu Sans.
  ///
  /// `FLUID_FONT` and `FLUID_BOLD_FONT` come first.
  public var fontFamily: String? {
    get { text.family }
    set { text.family = newValue }
  }

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
    draw(commands, background: background, scale: scale, damage: damage, afterRegion: nil)
  }

  /// ``draw(_:background:scale:damage:)``, calling `afterRegion` with each region of `damage` as soon
  /// as it is painted (a window hands it to the display server while the next is painted).
  ///
  /// `overLast` says the target holds the last frame drawn (by default, when only `damage` is
  /// drawn): fills skip the tiles it left in their colour (``PixelTiles``). A whole frame drawn in
  /// bands does not.
  func draw(
    _ commands: [DrawCommand], background: Color, scale: Double, damage: [Rect]?,
    overLast: Bool? = nil, afterRegion: ((Rect) -> Void)?
  ) {
    turned.beginFrame()
    painter.direct?.resolve(overLast: overLast ?? (damage != nil))
    let out = outputSize
    let window = Rect(x: 0, y: 0, width: out.width / scale, height: out.height / scale)
    let clips = DrawCommand.clips(of: commands)
    let (bounds, interiors) = Self.extents(of: commands, clips: clips)
    let lists = Lists(commands: commands, bounds: bounds, clips: clips)
    for region in damage ?? [window] {
      let pieces = skipsHidden ? OcclusionSplit.pieces(of: region, interiors: interiors) : [(region, 0)]
      for piece in pieces {
        let clip = Self.pixels(piece.rect, scale: scale, within: out)
        guard clip.w > 0, clip.h > 0 else { continue }
        for part in evenParts(piece, clip: clip, lists, scale: scale, out: out) {
          setClip(part.clip)
          paint(
            (part.rect, piece.first), clip: part.clip, lists, background: background, scale: scale, out: out)
        }
      }
      afterRegion?(region)
    }
    SDL_RenderSetClipRect(sdlRenderer, nil)
    painter.clip = nil
    endFrame()
  }

  /// Fills `clip` (pixels) with the opaque colour `c`.
  func fillBackground(_ clip: SDL_Rect, _ c: (UInt8, UInt8, UInt8)) {
    guard painter.direct?.fill(clip, red: c.0, green: c.1, blue: c.2) != true else { return }
    var rect = clip
    painter.direct?.known.wrote(clip)
    SDL_SetRenderDrawColor(sdlRenderer, c.0, c.1, c.2, 255)
    SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)  // a plain fill, not a blend
    SDL_RenderFillRect(sdlRenderer, &rect)  // SDL_RenderClear would ignore the clip
  }

  /// Paints only inside `clip` (pixels) from now on.
  func setClip(_ clip: SDL_Rect) {
    var clip = clip
    SDL_RenderSetClipRect(sdlRenderer, &clip)
    painter.clip = clip
  }

  /// The pixels of `region` (points), rounded outwards and clipped to the output.
  nonisolated static func pixels(_ region: Rect, scale: Double, within out: (width: Double, height: Double))
    -> SDL_Rect
  {
    let x0 = max(0, (region.minX * scale).rounded(.down))
    let y0 = max(0, (region.minY * scale).rounded(.down))
    let x1 = min(out.width, (region.maxX * scale).rounded(.up))
    let y1 = min(out.height, (region.maxY * scale).rounded(.up))
    return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
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

  func draw(_ command: DrawCommand, scale: Double) {
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
        scale: scale, hollow: shadow.isHollow,
        covering: Vector2(x: -shadow.offset.width, y: -shadow.offset.height))  // its shape, drawn next
    case .border(let rect, let radius, let width, let color, let transform):
      let w = max(1, width * scale * transform.scale)
      painter.paint(
        .border(color, width: w), rect: rect, radius: radius, transform: transform, scale: scale,
        hollow: false)
    case .text(let string, let frame, let style, let transform):
      let copied = text.draw(
        string, frame: frame, style: style, scale: scale, transform: transform, direct: painter.direct,
        clip: painter.clip)
      if let known = painter.direct?.known {  // where the copy went, within the clip
        let clip = painter.clip ?? SDL_Rect(x: 0, y: 0, w: Int32.max, h: Int32.max)
        known.wrote(copied?.clipped(to: clip) ?? clip)
      }
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
