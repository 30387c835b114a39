import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

extension RenderingTests {
  /// A surface of `format` filled with the same random pixels for the same `seed`, and a software
  /// renderer on it.
  private func target(_ format: UInt32, seed: UInt64) throws -> (
    UnsafeMutablePointer<SDL_Surface>, OpaquePointer
  ) {
    let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 83, 57, 32, format))
    var state = seed
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for k in 0..<Int(surface.pointee.pitch) / 4 * Int(surface.pointee.h) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      pixels[k] = UInt32(truncatingIfNeeded: state >> 32)
    }
    return (surface, try #require(SDL_CreateSoftwareRenderer(surface)))
  }

  /// Texture pixels as text and shape edges have them: runs of clear and of opaque pixels, and every
  /// alpha between (1 and 254 among them), in random colours.
  private static func texturePixels(count: Int) -> [UInt32] {
    var state: UInt64 = 0xC0FF_EE00
    return (0..<count).map { k in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let colour = UInt32(truncatingIfNeeded: state >> 40) & 0x00FF_FFFF
      let alpha: UInt32 =
        switch (k / 16) % 4 {
        case 0: 0  // a run of sixteen clear pixels
        case 1: 255
        default: [0, 1, 254, 255, UInt32(k % 256)][Int(state >> 61) % 5]
        }
      return alpha << 24 | colour
    }
  }

  /// A streaming, blended ARGB8888 texture of `pixels` (`width` a row) for `renderer`.
  private func texture(_ renderer: OpaquePointer, _ pixels: [UInt32], width: Int32) throws -> OpaquePointer {
    let texture = try #require(
      SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width,
        Int32(pixels.count) / width))
    pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return texture
  }

  @Test(
    "a copy blended directly, eight pixels at a time or one by one, equals SDL's copy to the byte",
    arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue], [true, false])
  func directCopyMatchesSDL(format: UInt32, inEights: Bool) throws {
    let (ours, ourRenderer) = try target(format, seed: 7)
    let (theirs, theirRenderer) = try target(format, seed: 7)
    defer {
      [ourRenderer, theirRenderer].forEach { SDL_DestroyRenderer($0) }
      [ours, theirs].forEach { SDL_FreeSurface($0) }
    }
    let pixels = Self.texturePixels(count: 45 * 30)
    let (ourTexture, theirTexture) = (
      try texture(ourRenderer, pixels, width: 45), try texture(theirRenderer, pixels, width: 45)
    )
    let direct = DirectFill(renderer: ourRenderer, surface: { ours })
    direct.resolve(overLast: false)
    direct.inEights = inEights
    // SDL2 itself on x86-64 (this machine's, from Debian) blends in the integers of the direct copy;
    // SDL3 under sdl2-compat (a version 2.x.50 or later) and other CPUs blend in others, and there
    // every copy is left to SDL.
    var version = SDL_version()
    SDL_GetVersion(&version)
    #if arch(x86_64)
      if version.major == 2 && version.patch < 50 { #expect(DirectFill.agreesWithSDL(onto: format)) }
    #endif
    guard DirectFill.agreesWithSDL(onto: format) else {
      #expect(
        !direct.copy(
          ourTexture, SDL_Rect(x: 0, y: 0, w: 8, h: 8), SDL_Rect(x: 0, y: 0, w: 8, h: 8), clip: nil))
      return
    }
    // Whole, cut by a clip, past every side of the surface, from inside the texture, one pixel,
    // cut by the surface and a clip reaching past it at once, and a clip that misses it.
    let copies: [(SDL_Rect, SDL_Rect, SDL_Rect?)] = [
      (SDL_Rect(x: 0, y: 0, w: 45, h: 30), SDL_Rect(x: 3, y: 2, w: 45, h: 30), nil),
      (
        SDL_Rect(x: 0, y: 0, w: 45, h: 30), SDL_Rect(x: 20, y: 20, w: 45, h: 30),
        SDL_Rect(x: 25, y: 22, w: 31, h: 19)
      ),
      (SDL_Rect(x: 0, y: 0, w: 45, h: 30), SDL_Rect(x: -9, y: -4, w: 45, h: 30), nil),
      (SDL_Rect(x: 0, y: 0, w: 45, h: 30), SDL_Rect(x: 60, y: 40, w: 45, h: 30), nil),
      (SDL_Rect(x: 7, y: 5, w: 19, h: 11), SDL_Rect(x: 30, y: 8, w: 19, h: 11), nil),
      (SDL_Rect(x: 44, y: 29, w: 1, h: 1), SDL_Rect(x: 0, y: 56, w: 1, h: 1), nil),
      (
        SDL_Rect(x: 0, y: 0, w: 45, h: 30), SDL_Rect(x: 61, y: 38, w: 45, h: 30),
        SDL_Rect(x: 66, y: 44, w: 90, h: 90)
      ),
      (
        SDL_Rect(x: 0, y: 0, w: 45, h: 30), SDL_Rect(x: 2, y: 2, w: 45, h: 30),
        SDL_Rect(x: 70, y: 50, w: 5, h: 5)
      ),
    ]
    for (source, destination, clip) in copies {
      #expect(direct.copy(ourTexture, source, destination, clip: clip))
      var (s, d) = (source, destination)
      if var sdlClip = clip {
        SDL_RenderSetClipRect(theirRenderer, &sdlClip)
      } else {
        SDL_RenderSetClipRect(theirRenderer, nil)
      }
      SDL_RenderCopy(theirRenderer, theirTexture, &s, &d)
    }
    SDL_RenderFlush(theirRenderer)
    let count = Int(ours.pointee.pitch) / 4 * Int(ours.pointee.h)
    let (a, b) = (
      ours.pointee.pixels.assumingMemoryBound(to: UInt32.self),
      theirs.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    )
    let differing = (0..<count).filter { a[$0] != b[$0] }.count
    #expect(differing == 0, "\(differing) pixels differ from SDL's copy")
  }

  @Test("eight pixels blended at a time equal the same pixels one by one, at every alpha and every mix")
  func directCopyInEights() {
    var state: UInt64 = 0x5EED
    func next() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 32)
    }
    // Each alpha in every place of an eight, beside random alphas; then eights all clear and all opaque.
    var source = (0..<256 * 8).map { k -> UInt32 in
      let alpha = k % 9 == 0 ? UInt32(k / 8) : next() >> 24
      return alpha << 24 | next() & 0x00FF_FFFF
    }
    source += (0..<8).map { _ in next() & 0x00FF_FFFF } + (0..<8).map { _ in next() | 0xFF00_0000 }
    let under = source.map { _ in next() }
    var (eights, ones) = (under, under)
    source.withUnsafeBufferPointer { s in
      eights.withUnsafeMutableBufferPointer {
        DirectFill.blendRow(from: s.baseAddress!, into: $0.baseAddress!, count: $0.count, inEights: true)
      }
      ones.withUnsafeMutableBufferPointer {
        DirectFill.blendRow(from: s.baseAddress!, into: $0.baseAddress!, count: $0.count, inEights: false)
      }
    }
    #expect(eights == ones)
    #expect(ones[0] != under[0] || source[0] >> 24 == 0)  // something was blended
  }

  @Test("a copy SDL would not blend pixel by pixel in the same integers is left to SDL")
  func directCopyDeclines() throws {
    let (surface, renderer) = try target(SDL_PIXELFORMAT_ARGB8888.rawValue, seed: 3)
    defer {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
    }
    let direct = DirectFill(renderer: renderer, surface: { surface })
    direct.resolve(overLast: false)
    let pixels = Self.texturePixels(count: 16 * 16)
    let whole = SDL_Rect(x: 0, y: 0, w: 16, h: 16)
    let blended = try texture(renderer, pixels, width: 16)
    let unchanged = Array(
      UnsafeBufferPointer(start: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), count: 83 * 57))
    #expect(!direct.copy(blended, whole, SDL_Rect(x: 0, y: 0, w: 32, h: 16), clip: nil))  // stretched
    let before = SDL_Rect(x: -2, y: 0, w: 16, h: 16)  // starting before the texture
    #expect(!direct.copy(blended, before, whole, clip: nil))
    let past = SDL_Rect(x: 8, y: 8, w: 16, h: 16)  // SDL cuts it to 8 × 8 and stretches that
    #expect(!direct.copy(blended, past, whole, clip: nil))
    SDL_SetTextureAlphaMod(blended, 128)
    #expect(!direct.copy(blended, whole, whole, clip: nil))  // modulated
    SDL_SetTextureAlphaMod(blended, 255)
    SDL_SetTextureBlendMode(blended, SDL_BLENDMODE_NONE)
    #expect(!direct.copy(blended, whole, whole, clip: nil))  // not blended
    let still = try #require(
      SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 16, 16))
    SDL_SetTextureBlendMode(still, SDL_BLENDMODE_BLEND)
    #expect(!direct.copy(still, whole, whole, clip: nil))  // its pixels cannot be read
    let after = Array(
      UnsafeBufferPointer(start: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), count: 83 * 57))
    #expect(after == unchanged)  // a copy left to SDL wrote nothing here
    SDL_SetTextureBlendMode(blended, SDL_BLENDMODE_BLEND)
    let outside = SDL_Rect(x: 100, y: 100, w: 16, h: 16)
    #expect(
      direct.copy(blended, whole, outside, clip: nil)
        == DirectFill.agreesWithSDL(onto: SDL_PIXELFORMAT_ARGB8888.rawValue))
  }
}
