import CSDL2

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opaque rectangles, translucent ones and 1:1 copies of textures written straight into a software
/// renderer's target surface, pixel for pixel what SDL would write.
///
/// SDL's own fill (`SDL_FillRect`, behind `SDL_RenderFillRect`) streams wide rows with
/// non-temporal stores and finishes each row's last pixels one by one: on a 4K frame that the
/// present reads right back, plain stores are about twice as fast. Queued SDL commands are flushed
/// first, so the order of drawing is kept.
///
/// A class: the renderer and its shape painter share one, and a fill or blend copies nothing.
@MainActor
final class DirectFill {
  /// The renderer whose queue goes first.
  let renderer: OpaquePointer
  /// The surface the renderer draws into, looked up by ``resolve(overLast:)`` (a window's changes size).
  let surface: () -> UnsafeMutablePointer<SDL_Surface>?
  /// The surface this frame's fills write, looked up once per frame: a lookup at every fill (a
  /// gradient is a fill per pixel row) cost more than the small fills themselves.
  private var target: UnsafeMutablePointer<SDL_Surface>?
  /// What the piece being painted is known to hold.
  let known = KnownPixels()
  /// Whether copies blend eight pixels at a time (``copy(_:_:_:clip:)``): unoptimised, in a debug
  /// build, the vector code is far slower than one by one, so there only tests ask for it.
  #if DEBUG
    var inEights = false
  #else
    var inEights = true
  #endif

  /// Fills and blends that write directly into the surface `surface` gives.
  init(renderer: OpaquePointer, surface: @escaping () -> UnsafeMutablePointer<SDL_Surface>?) {
    (self.renderer, self.surface) = (renderer, surface)
  }

  /// The pixels, size and row length of the surface the last frame was drawn into.
  private var drawn: (pixels: UnsafeMutableRawPointer?, w: Int32, h: Int32, pitch: Int32)?

  /// Looks up the surface for the frame about to be drawn; until the next call, fills write it.
  ///
  /// What the last frame left in it (``KnownPixels/tiles``) is kept when `overLast` (the frame is
  /// drawn over it) and the surface is the same one, of the same size; else forgotten.
  func resolve(overLast: Bool) {
    target = surface()
    known.reset()
    let now = target.map { ($0.pointee.pixels, $0.pointee.w, $0.pointee.h, $0.pointee.pitch) }
    let keepsTiles = overLast && now != nil && drawn.map { $0 == now! } == true
    if !keepsTiles { known.tiles.reset(width: now?.1 ?? 0, height: now?.2 ?? 0) }
    drawn = now
    copiesLikeSDL =
      target.map {
        Self.writable($0, blending: true) && Self.agreesWithSDL(onto: $0.pointee.format.pointee.format)
      } ?? false
  }

  /// Whether this frame's surface takes copies (``copy(_:_:_:clip:)``): ARGB8888 or XRGB8888, onto
  /// which the SDL loaded blends in the copy's integers; settled once a frame, not at every copy.
  private(set) var copiesLikeSDL = false

  /// Forgets which surface the last frame was drawn into, so that the next ``resolve(overLast:)``
  /// keeps none of its tiles (something else drew in between).
  func forgetLastFrame() { drawn = nil }

  /// Fills `rect` (pixels) with the opaque colour `r`, `g`, `b`, clipped to the surface; false,
  /// having drawn nothing, when the surface cannot be written directly (the caller then asks SDL).
  ///
  /// A large fill leaves out the parts known to hold that colour already (``KnownPixels``): a
  /// scene's backdrop over the window's background of the same colour is written once.
  func fill(_ rect: SDL_Rect, red r: UInt8, green g: UInt8, blue b: UInt8) -> Bool {
    guard let area = prepare(rect, blending: false) else { return false }
    let colour = wchar_t(bitPattern: SDL_MapRGB(area.target.pointee.format, r, g, b))
    guard area.width * area.height >= Self.lookedUpFill else {
      write(colour, over: area)
      return true
    }
    for (part, held) in known.parts(of: area.rect) where held != UInt32(bitPattern: colour) {
      guard held == nil else {
        write(colour, over: area.part(part), noting: false)
        continue
      }
      // Not known in this piece: the tiles that held this colour since the last frame stay.
      for tile in known.tiles.toWrite(part, pixel: UInt32(bitPattern: colour)) {
        write(colour, over: area.part(tile), noting: false)
      }
    }
    known.filled(area.rect, with: UInt32(bitPattern: colour))
    return true
  }

  /// The fewest pixels of a blend for which what they hold is looked up first: below it, blending
  /// them one by one costs less.
  static let lookedUpBlend = 16_384

  /// The fewest pixels of a fill for which what they hold is looked up first: below it, writing
  /// them costs less than the lookup (a gradient is a fill per pixel row).
  static let lookedUpFill = 65_536

  /// Writes `pixel` over `area` and, if `noting`, notes it.
  private func write(_ pixel: wchar_t, over area: Area, noting: Bool = true) {
    // `wmemset` fills 32-bit words with the C library's widest stores (AVX-512 where there is
    // one), about twice as fast as the loop Swift compiles for a portable target.
    let first = UnsafeMutableRawPointer(area.first).assumingMemoryBound(to: wchar_t.self)
    for y in 0..<area.height { wmemset(first + y * area.stride, pixel, area.width) }
    guard noting else { return }
    known.filled(area.rect, with: UInt32(bitPattern: pixel))
  }

  /// Blends `r`, `g`, `b` at alpha `a` over `rect` (pixels) exactly as SDL's blended fill does
  /// (`SDL_BLENDMODE_BLEND`: each channel `inva·dst/255 + c·a/255`, in integers), two channels per
  /// multiply; false, having drawn nothing, when the surface is not ARGB8888 or XRGB8888.
  ///
  /// Over pixels known to hold one value (``KnownPixels``), that value is blended once and written
  /// as a fill.
  func blend(_ rect: SDL_Rect, red r: UInt8, green g: UInt8, blue b: UInt8, alpha a: UInt8) -> Bool {
    guard let area = prepare(rect, blending: true) else { return false }
    let keepsAlpha = area.target.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
    let inva = 255 - UInt32(a)
    func premultiplied(_ c: UInt8) -> UInt32 { UInt32(c) * UInt32(a) / 255 }
    // Source terms, alpha and green in one word, red and blue in the other.
    let ag = (keepsAlpha ? UInt32(a) << 16 : 0) | premultiplied(g)
    let rb = premultiplied(r) << 16 | premultiplied(b)
    /// ⌊v / 255⌋ for each 16-bit half of `v`, both below 65026.
    @inline(__always) func divide255(_ v: UInt32) -> UInt32 {
      ((v &+ 0x0001_0001 &+ ((v >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }
    #if DEBUG
      let lanes: Lanes? = nil  // unoptimised, the vector code is a hundred times slower than one by one
    #else
      let lanes: Lanes? = Lanes(
        alpha: a, terms: (premultiplied(b), premultiplied(g), premultiplied(r)), keepsAlpha: keepsAlpha)
    #endif
    @inline(__always) func blended(_ p: UInt32) -> UInt32 {
      let dstAG = (p >> 8) & (keepsAlpha ? 0x00FF_00FF : 0x0000_00FF)
      let dstRB = p & 0x00FF_00FF
      return (divide255(dstAG &* inva) &+ ag) << 8 | (divide255(dstRB &* inva) &+ rb)
    }
    // A small blend costs less than sorting out what lies under it.
    let parts =
      area.width * area.height < Self.lookedUpBlend ? [(area.rect, nil)] : known.parts(of: area.rect)
    for (rect, under) in parts {
      let part = area.part(rect)
      if let under {  // one value beneath: blended once, written as a fill
        write(wchar_t(bitPattern: blended(under)), over: part)
        continue
      }
      for y in 0..<part.height {
        let line = part.first + y * part.stride
        for k in (lanes?.blend(line, count: part.width) ?? 0)..<part.width { line[k] = blended(line[k]) }
      }
      known.wrote(part.rect)
    }
    return true
  }

  /// Whether ``blend(_:red:green:blue:alpha:)`` writes this frame's surface itself (ARGB8888 or
  /// XRGB8888), with the integers of ``blended(_:over:alpha:)``.
  var blendsInPlace: Bool { target.map { Self.writable($0, blending: true) } ?? false }

  /// The colour `c` at alpha `a` blended over the opaque colour `under`, channel by channel, as
  /// ``blend(_:red:green:blue:alpha:)`` blends it over a pixel: `(255 − a)·under/255 + c·a/255`.
  nonisolated static func blended(
    _ c: (UInt8, UInt8, UInt8), over under: (UInt8, UInt8, UInt8), alpha a: UInt8
  ) -> (UInt8, UInt8, UInt8) {
    let inva = 255 - UInt32(a)
    func channel(_ c: UInt8, _ d: UInt8) -> UInt8 {
      UInt8(inva * UInt32(d) / 255 + UInt32(c) * UInt32(a) / 255)
    }
    return (channel(c.0, under.0), channel(c.1, under.1), channel(c.2, under.2))
  }

  /// `rect` clipped to the surface: its first pixel, the pixels from one row to the next, and its
  /// size (0 × 0 when nothing is left).
  struct Area {
    var target: UnsafeMutablePointer<SDL_Surface>
    var first: UnsafeMutablePointer<UInt32>
    var stride: Int
    var width: Int
    var height: Int
    /// The same pixels as a rectangle.
    var rect: SDL_Rect

    /// The pixels of `inner`, a rectangle within this one.
    func part(_ inner: SDL_Rect) -> Area {
      let offset = Int(inner.y - rect.y) * stride + Int(inner.x - rect.x)
      return Area(
        target: target, first: first + offset, stride: stride, width: Int(inner.w), height: Int(inner.h),
        rect: inner)
    }
  }

  /// Whether `target` can be written directly: 32-bit, not RLE, and for a blend ARGB8888 or XRGB8888.
  static func writable(_ target: UnsafeMutablePointer<SDL_Surface>, blending: Bool) -> Bool {
    guard target.pointee.pixels != nil, let format = target.pointee.format, format.pointee.BytesPerPixel == 4,
      target.pointee.flags & 0x2 == 0  // SDL_MUSTLOCK: an RLE surface is locked to be written
    else { return false }
    let f = format.pointee.format
    return !blending || f == SDL_PIXELFORMAT_ARGB8888.rawValue || f == SDL_PIXELFORMAT_RGB888.rawValue
  }

  /// `rect` clipped to the target surface, with queued SDL drawing done first; nil when the surface
  /// cannot be written directly (for a blend: unless ARGB8888 or XRGB8888).
  func prepare(_ rect: SDL_Rect, blending: Bool) -> Area? {
    guard let target, let pixels = target.pointee.pixels, Self.writable(target, blending: blending) else {
      return nil
    }
    let x0 = max(0, Int(rect.x))
    let y0 = max(0, Int(rect.y))
    let x1 = min(Int(target.pointee.w), Int(rect.x) + Int(rect.w))
    let y1 = min(Int(target.pointee.h), Int(rect.y) + Int(rect.h))
    let stride = Int(target.pointee.pitch) / 4
    let base = pixels.assumingMemoryBound(to: UInt32.self)
    guard x1 > x0, y1 > y0 else {
      return Area(target: target, first: base, stride: stride, width: 0, height: 0, rect: SDL_Rect())
    }
    SDL_RenderFlush(renderer)
    return Area(
      target: target, first: base + y0 * stride + x0, stride: stride, width: x1 - x0, height: y1 - y0,
      rect: SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0)))
  }
}
