import CSDL2
import FluidUI

/// Drawing a frame and showing it.
///
/// A whole frame drawn in software on X11 with MIT-SHM goes to the X server band by band: each band
/// is put as soon as it is painted, without waiting, so the server copies one band while the next is
/// painted (on another core) and the frame is on screen about when its last band is painted. Drawn
/// whole and then put, the server's copy (3.3 ms at 1280×800, ~30 ms at 4K) came after all of the
/// painting, and SDL waited for it. The first frame, a resize and an expose are drawn whole.
extension SDLWindow {
  /// About how many pixels a band holds.
  static let bandPixels = 400_000

  /// Draws `commands`: the whole window, or only inside `damage` (points), when
  /// ``presentsPartially``.
  public func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]? = nil) {
    presenter?.finishPrevious()  // the server has copied the last frame out of the framebuffer
    prefaultFramebuffer(now: true)  // a framebuffer made anew (a resize): mapped before it is drawn
    presentedInBands = false
    let damage = presentsPartially ? damage : nil
    if damage == nil, let (bands, pixels) = bands() {
      presentedInBands = drawInBands(commands, background: background, bands: bands, pixels: pixels)
      return
    }
    renderer.draw(commands, background: background, scale: scale, damage: damage)
  }

  /// Shows the drawn frame: all of it, or with `damage` (points) only those regions
  /// (`SDL_UpdateWindowSurfaceRects`: the X server copies only them).
  public func present(damage: [Rect]? = nil) {
    if presentedInBands { return }  // each band went as it was drawn
    guard let damage, presentsPartially else {
      SDL_RenderPresent(sdlRenderer)
      return
    }
    guard !damage.isEmpty else { return }
    SDL_RenderFlush(sdlRenderer)
    let (w, h) = outputPixels
    let s = scale
    var rects = damage.map { Renderer.pixels($0, scale: s, within: (Double(w), Double(h))) }.filter {
      $0.w > 0 && $0.h > 0
    }
    guard !rects.isEmpty else { return }
    if let presenter, let surface = SDL_GetWindowSurface(window), presenter.present(surface, rects: rects) {
      return
    }
    SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count))
  }

  /// Forgets what is known of the software framebuffer by its address (the presenter's attachment,
  /// the pages mapped, the pixels the last frame left): SDL makes another when the window's size
  /// changes, which may lie at the same address with the same size.
  func framebufferRemade() {
    presenter?.forgetFramebuffer()
    prefaulted = nil
    renderer.forgetLastFrame()
  }

  /// Maps the pages of the software framebuffer, when SDL made a new one, before a frame draws into
  /// it (``FramebufferPrefault``): `now`, or on a thread of its own.
  func prefaultFramebuffer(now: Bool) {
    guard presentsPartially, let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels
    else { return }
    let (w, h) = (surface.pointee.w, surface.pointee.h)
    if let p = prefaulted, p.pixels == pixels, p.width == w, p.height == h { return }
    prefaulted = (pixels, w, h)
    let bytes = Int(surface.pointee.pitch) * Int(h)
    if now {
      FramebufferPrefault.populate(pixels: pixels, bytes: bytes)
    } else {
      FramebufferPrefault.start(pixels: pixels, bytes: bytes)
    }
  }

  /// The window's size in pixels.
  private var outputPixels: (Int32, Int32) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
    return (w, h)
  }

  /// The whole window as horizontal bands of whole pixels (points), 2 to 8 of them, and its size in
  /// pixels; nil when a frame is not put band by band (another renderer, no shared-memory present, a
  /// small window).
  private func bands() -> (bands: [Rect], pixels: (Int32, Int32))? {
    guard presentsPartially, let presenter, !presenter.isDisabled else { return nil }
    let (w, h) = outputPixels
    let count = min(8, Int(w) * Int(h) / Self.bandPixels, Int(h))
    guard count >= 2 else { return nil }
    let s = scale
    let bands = (0..<count).map { i in
      let top = Double(Int(h) * i / count)
      let bottom = Double(Int(h) * (i + 1) / count)
      return Rect(x: 0, y: top / s, width: Double(w) / s, height: (bottom - top) / s)
    }
    return (bands, (w, h))
  }

  /// Paints `bands` in order and puts each as it is done; false when the presenter stepped aside
  /// (the rest is painted and ``present(damage:)`` shows the whole frame through SDL).
  private func drawInBands(
    _ commands: [DrawCommand], background: Color, bands: [Rect], pixels: (w: Int32, h: Int32)
  ) -> Bool {
    guard let presenter, let surface = SDL_GetWindowSurface(window) else {
      renderer.draw(commands, background: background, scale: scale, damage: nil)
      return false
    }
    let (w, h) = pixels
    let (s, sdl) = (scale, sdlRenderer)
    var putting = true
    renderer.draw(commands, background: background, scale: s, damage: bands, overLast: false) { band in
      guard putting else { return }
      SDL_RenderFlush(sdl)
      let rect = Renderer.pixels(band, scale: s, within: (Double(w), Double(h)))
      putting = presenter.present(surface, rects: [rect])
      if putting { presenter.flush(fencing: false) }  // the loop's flush fences the whole frame
    }
    return putting
  }
}
