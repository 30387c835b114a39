import CSDL2

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opaque rectangles written straight into a software renderer's target surface.
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
  }

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

  /// The blend of ``blend(_:red:green:blue:alpha:)``, eight pixels at a time.
  ///
  /// Each 16-bit lane holds two bytes of a pixel, split into the low bytes (blue, red) and the high
  /// ones (green, alpha), a channel a lane, so each product `inva·dst` fits its lane. The same
  /// integers, in the vector instructions of any x86-64 (SSE2's 16-bit multiply): a 4K shade in
  /// 2.1 ms, 3.7 ms one by one. Release builds only: unoptimised (a debug build), the vector code
  /// is a hundred times slower than the pixels one by one.
  struct Lanes {
    /// The source terms `c·a/255` of the low bytes (blue, red) and of the high ones (green, and the
    /// alpha byte's `a`, or 0 where the surface keeps no alpha).
    let low: SIMD16<UInt16>
    let high: SIMD16<UInt16>
    /// `255 − a` for the low bytes, and for the high ones (0 for an alpha byte the surface does not
    /// keep: it is written 0).
    let keepLow: SIMD16<UInt16>
    let keepHigh: SIMD16<UInt16>

    init(alpha a: UInt8, terms: (b: UInt32, g: UInt32, r: UInt32), keepsAlpha: Bool) {
      let inva = 255 - UInt16(a)
      var (low, high, keepHigh) = (SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>())
      for i in 0..<16 {  // even lanes: blue and green; odd lanes: red and alpha
        low[i] = UInt16(i % 2 == 0 ? terms.b : terms.r)
        high[i] = i % 2 == 0 ? UInt16(terms.g) : keepsAlpha ? UInt16(a) : 0
        keepHigh[i] = i % 2 == 0 || keepsAlpha ? inva : 0
      }
      (self.low, self.high, self.keepLow, self.keepHigh) = (low, high, SIMD16(repeating: inva), keepHigh)
    }

    /// Blends the row's pixels from `line` in eights; returns how many it blended.
    ///
    /// The rest, fewer than eight, are left to the caller. A byte order other than little-endian
    /// blends none.
    func blend(_ line: UnsafeMutablePointer<UInt32>, count: Int) -> Int {
      #if _endian(little)
        let (eight, byte, one) = (
          SIMD16<UInt16>(repeating: 8), SIMD16<UInt16>(repeating: 0xFF), SIMD16<UInt16>(repeating: 1)
        )
        /// ⌊v / 255⌋ for each lane, v < 65026.
        @inline(__always) func divide255(_ v: SIMD16<UInt16>) -> SIMD16<UInt16> {
          (v &+ one &+ (v &>> eight)) &>> eight
        }
        var k = 0
        while k + 8 <= count {
          let raw = UnsafeMutableRawPointer(line + k)  // B, G, R, A bytes of ARGB8888 / XRGB8888
          let w = raw.loadUnaligned(as: SIMD16<UInt16>.self)
          let newLow = divide255((w & byte) &* keepLow) &+ low
          let newHigh = divide255((w &>> eight) &* keepHigh) &+ high
          raw.storeBytes(of: newHigh &<< eight | newLow, as: SIMD16<UInt16>.self)
          k += 8
        }
        return k
      #else
        return 0
      #endif
    }
  }

  /// `rect` clipped to the surface: its first pixel, the pixels from one row to the next, and its
  /// size (0 × 0 when nothing is left).
  private struct Area {
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

  /// `rect` clipped to the target surface, with queued SDL drawing done first; nil when the surface
  /// cannot be written directly (for a blend: unless ARGB8888 or XRGB8888).
  private func prepare(_ rect: SDL_Rect, blending: Bool) -> Area? {
    guard let target, let pixels = target.pointee.pixels, let format = target.pointee.format,
      format.pointee.BytesPerPixel == 4,
      target.pointee.flags & 0x2 == 0  // SDL_MUSTLOCK: an RLE surface is locked to be written
    else { return nil }
    if blending {
      let f = format.pointee.format
      guard f == SDL_PIXELFORMAT_ARGB8888.rawValue || f == SDL_PIXELFORMAT_RGB888.rawValue else { return nil }
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
