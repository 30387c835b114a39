import CSDL2

extension DirectFill {
  /// Copies `source` of `texture` 1:1 onto `destination` (pixels), clipped to `clip` and the
  /// surface, blending each pixel by its alpha exactly as SDL's software renderer does; false,
  /// having drawn nothing, where this cannot give SDL's pixels (the caller then asks SDL).
  ///
  /// SDL blits a copy pixel by pixel, with a call chain of its own for each copy: a text label, a
  /// rounded corner or a side of a shape costs microseconds before its first pixel. Here the same
  /// integers go eight pixels at a time, and a run of eight clear pixels writes nothing.
  ///
  /// It takes a copy SDL would blend with `BlitRGBtoRGBPixelAlphaMMX`: a streaming ARGB8888
  /// texture (its pixels are read through `SDL_LockTexture`, which a software renderer answers with
  /// the texture's own memory), `SDL_BLENDMODE_BLEND`, no colour or alpha modulation, the same size
  /// at both ends, on x86-64, where the SDL loaded is found to blend in these integers
  /// (``agreesWithSDL(onto:)``).
  func copy(_ texture: OpaquePointer, _ source: SDL_Rect, _ destination: SDL_Rect, clip: SDL_Rect?) -> Bool {
    #if arch(x86_64) && _endian(little)
      guard copiesLikeSDL, source.w == destination.w, source.h == destination.h,
        Self.blendsLikeSDL(texture, from: source)
      else { return false }
      guard let (from, to) = Self.clipped(source, destination, clip: clip) else {
        return true  // nothing of it is drawn
      }
      guard let area = prepare(to, blending: true) else { return false }
      guard area.width > 0 else { return true }
      var pixels: UnsafeMutableRawPointer?
      var pitch: Int32 = 0
      var whole = from
      guard SDL_LockTexture(texture, &whole, &pixels, &pitch) == 0, let pixels else { return false }
      defer { SDL_UnlockTexture(texture) }  // a software texture: nothing to upload
      // `prepare` clipped to the surface too: start as far into the source as it moved in.
      let (dx, dy) = (Int(area.rect.x - to.x), Int(area.rect.y - to.y))
      let stride = Int(pitch) / 4
      let first = pixels.assumingMemoryBound(to: UInt32.self) + dy * stride + dx
      for y in 0..<area.height {
        Self.blendRow(
          from: first + y * stride, into: area.first + y * area.stride, count: area.width, inEights: inEights)
      }
      return true  // the caller notes what it wrote, as for SDL's copy
    #else
      return false
    #endif
  }

  /// Whether SDL's software renderer copies `source` of `texture` 1:1 with
  /// `BlitRGBtoRGBPixelAlphaMMX`, and the texture's pixels can be read: streaming ARGB8888, blended,
  /// white and opaque modulation, and `source` within it (SDL cuts a source that reaches past the
  /// texture alone, and stretches what is left over the whole destination).
  private static func blendsLikeSDL(_ texture: OpaquePointer, from source: SDL_Rect) -> Bool {
    var (format, access, w, h) = (UInt32(0), Int32(0), Int32(0), Int32(0))
    var mode = SDL_BLENDMODE_NONE
    var (r, g, b, a) = (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
    guard SDL_QueryTexture(texture, &format, &access, &w, &h) == 0,
      format == SDL_PIXELFORMAT_ARGB8888.rawValue, access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
      source.x >= 0, source.y >= 0, Int(source.x) + Int(source.w) <= Int(w),
      Int(source.y) + Int(source.h) <= Int(h),
      SDL_GetTextureBlendMode(texture, &mode) == 0, mode == SDL_BLENDMODE_BLEND,
      SDL_GetTextureColorMod(texture, &r, &g, &b) == 0, SDL_GetTextureAlphaMod(texture, &a) == 0
    else { return false }
    return r & g & b & a == 255
  }

  /// Whether this SDL blends a copy onto `format` (ARGB8888 or XRGB8888) in the integers of
  /// ``blended(_:over:)``; asked once a format, of a row with every alpha copied by SDL.
  ///
  /// Another SDL blends in other integers (SDL3 under sdl2-compat, a build without MMX): there SDL
  /// copies everything, so a copy looks the same whoever draws it.
  static func agreesWithSDL(onto format: UInt32) -> Bool {
    if let known = agreement[format] { return known }
    let agrees = probe(format)
    agreement[format] = agrees
    return agrees
  }

  /// What ``agreesWithSDL(onto:)`` found, by target format.
  private static var agreement: [UInt32: Bool] = [:]

  /// Copies a row of 256 pixels, one of each alpha in varied colours, over a row of varied pixels
  /// with SDL's software renderer and with ``blendRow(from:into:count:inEights:)``; true when
  /// every byte is the same.
  private static func probe(_ format: UInt32) -> Bool {
    let width: Int32 = 256
    guard let target = SDL_CreateRGBSurfaceWithFormat(0, width, 1, 32, format) else { return false }
    defer { SDL_FreeSurface(target) }
    guard let renderer = SDL_CreateSoftwareRenderer(target) else { return false }
    defer { SDL_DestroyRenderer(renderer) }
    let source = (0..<UInt32(width)).map { a in a << 24 | (a &* 0x9E37_79B1) >> 8 }
    let under = (0..<UInt32(width)).map { i in (i &* 0x85EB_CA6B) ^ 0x5A5A_5A5A }
    let made = source.withUnsafeBytes {
      BlendedTexture.make(
        renderer, width: width, height: 1, pixels: $0.baseAddress, pitch: width * 4, streams: true)
    }
    guard let texture = made else { return false }
    defer { SDL_DestroyTexture(texture) }
    let pixels = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    pixels.update(from: under, count: under.count)
    var row = SDL_Rect(x: 0, y: 0, w: width, h: 1)
    guard SDL_RenderCopy(renderer, texture, &row, &row) == 0, SDL_RenderFlush(renderer) == 0 else {
      return false
    }
    var ours = under
    source.withUnsafeBufferPointer { s in
      ours.withUnsafeMutableBufferPointer {
        blendRow(from: s.baseAddress!, into: $0.baseAddress!, count: $0.count, inEights: false)
      }
    }
    return ours.indices.allSatisfy { pixels[$0] == ours[$0] }
  }

  /// `source` and `destination` (the same size) cut to `clip` as `SDL_UpperBlit` cuts them; nil when
  /// nothing is left.
  private static func clipped(_ source: SDL_Rect, _ destination: SDL_Rect, clip: SDL_Rect?) -> (
    SDL_Rect, SDL_Rect
  )? {
    let to = clip.map { destination.clipped(to: $0) } ?? destination
    guard to.w > 0, to.h > 0 else { return nil }
    let from = SDL_Rect(
      x: source.x + to.x - destination.x, y: source.y + to.y - destination.y, w: to.w, h: to.h)
    return (from, to)
  }

  /// Blends `count` source pixels over the row at `line`, as SDL's x86-64 blit does.
  ///
  /// A clear pixel leaves the target, an opaque one replaces it, and any other gives each colour
  /// byte `⌊s·a/256⌋ + ⌊d·(255−a)/256⌋` and the alpha byte `⌊a·255/256⌋ + ⌊d·(255−a)/256⌋`. Eight
  /// pixels at a time where `inEights`, else one by one; the same pixels either way.
  static func blendRow(
    from source: UnsafePointer<UInt32>, into line: UnsafeMutablePointer<UInt32>, count: Int, inEights: Bool
  ) {
    let vectored = inEights ? count / 8 * 8 : 0
    var k = 0
    while k < vectored {
      blendEight(from: source + k, into: line + k)
      k += 8
    }
    while k < count {
      line[k] = blended(source[k], over: line[k])
      k += 1
    }
  }

  /// One pixel of ``blendRow(from:into:count:inEights:)``: red and blue in the two 16-bit halves of
  /// one word (each product of a byte and a weight fits its half), then green and alpha.
  @inline(__always) static func blended(_ s: UInt32, over d: UInt32) -> UInt32 {
    let a = s >> 24
    if a == 0 { return d }
    if a == 255 { return s }
    let inva = 255 - a
    let mask: UInt32 = 0x00FF_00FF
    let redBlue = ((((s & mask) &* a) >> 8) & mask) + ((((d & mask) &* inva) >> 8) & mask)
    let green = ((((s >> 8) & 0xFF) * a) >> 8) + ((((d >> 8) & 0xFF) * inva) >> 8)
    let alpha = ((a * 255) >> 8) + (((d >> 24) * inva) >> 8)  // its own byte weighed 255
    return alpha << 24 | green << 8 | redBlue
  }

  /// Eight pixels of ``blendRow(from:into:count:inEights:)``.
  ///
  /// Each 16-bit lane holds one byte of a pixel (the low bytes, blue and red, apart from the high
  /// ones, green and alpha), so each product of a byte and a weight fits its lane, as in SDL's
  /// 16-bit multiplies. Which pixels are clear or opaque is reckoned in lane arithmetic too: Swift's
  /// vector comparisons go lane by lane through memory.
  @inline(__always) private static func blendEight(
    from source: UnsafePointer<UInt32>, into line: UnsafeMutablePointer<UInt32>
  ) {
    typealias Quads = (UInt64, UInt64, UInt64, UInt64)
    let s = UnsafeRawPointer(source).loadUnaligned(as: SIMD8<UInt32>.self)
    let alphas = unsafeBitCast(s & 0xFF00_0000, to: Quads.self)
    if alphas.0 | alphas.1 | alphas.2 | alphas.3 == 0 { return }  // all clear: nothing to write
    let target = UnsafeMutableRawPointer(line)
    if alphas.0 & alphas.1 & alphas.2 & alphas.3 == 0xFF00_0000_FF00_0000 {  // all opaque
      target.storeBytes(of: s, as: SIMD8<UInt32>.self)
      return
    }
    let d = target.loadUnaligned(as: SIMD8<UInt32>.self)
    let alpha = s &>> 24
    let byte = SIMD16<UInt16>(repeating: 0xFF)
    let eight = SIMD16<UInt16>(repeating: 8)
    let pair = alpha &* 0x0001_0001  // the alpha in both 16-bit lanes of a pixel
    let a = unsafeBitCast(pair, to: SIMD16<UInt16>.self)
    let inva = a ^ byte
    // The high bytes' odd lanes are the alpha byte, weighed 255 (a | 255).
    let highWeight = unsafeBitCast(pair | 0x00FF_0000, to: SIMD16<UInt16>.self)
    let (sw, dw) = (unsafeBitCast(s, to: SIMD16<UInt16>.self), unsafeBitCast(d, to: SIMD16<UInt16>.self))
    let low = (((sw & byte) &* a) &>> eight) &+ (((dw & byte) &* inva) &>> eight)
    let high = (((sw &>> eight) &* highWeight) &>> eight) &+ (((dw &>> eight) &* inva) &>> eight)
    let mixed = unsafeBitCast(high &<< eight | low, to: SIMD8<UInt32>.self)
    // All ones where the pixel is clear (a − 1 wraps past 2³¹), and where it is opaque (a + 1 = 256).
    let clear = SIMD8<UInt32>() &- ((alpha &- 1) &>> 31)
    let opaque = SIMD8<UInt32>() &- ((alpha &+ 1) &>> 8)
    let out = (mixed & ~(clear | opaque)) | (s & opaque) | (d & clear)
    target.storeBytes(of: out, as: SIMD8<UInt32>.self)
  }
}
