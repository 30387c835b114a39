import CSDL2
import Glibc
import FluidUI
import Testing

@testable import FluidSDL

extension RenderingTests {
  @Test(
    "a fill written directly equals SDL's fill, opaque and blended, on ARGB and XRGB surfaces",
    arguments: [SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_RGB888.rawValue])
  func directFillMatchesSDL(format: UInt32) throws {
    let ours = try #require(SDL_CreateRGBSurfaceWithFormat(0, 97, 61, 32, format))
    let theirs = try #require(SDL_CreateRGBSurfaceWithFormat(0, 97, 61, 32, format))
    defer { [ours, theirs].forEach { SDL_FreeSurface($0) } }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    let count = Int(ours.pointee.pitch) / 4 * Int(ours.pointee.h)
    for (i, p) in [ours, theirs].map({ $0.pointee.pixels.assumingMemoryBound(to: UInt32.self) }).enumerated()
    {
      if i == 1 { seed = 0x9E37_79B9_7F4A_7C15 }
      for k in 0..<count {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        p[k] = UInt32(truncatingIfNeeded: seed >> 32)
      }
    }
    let ourRenderer = try #require(SDL_CreateSoftwareRenderer(ours))
    let theirRenderer = try #require(SDL_CreateSoftwareRenderer(theirs))
    defer { [ourRenderer, theirRenderer].forEach { SDL_DestroyRenderer($0) } }
    let direct = DirectFill(renderer: ourRenderer, surface: { ours })
    #expect(!direct.fill(SDL_Rect(x: 0, y: 0, w: 4, h: 4), red: 1, green: 2, blue: 3))  // not yet resolved
    direct.resolve(overLast: false)
    let fills: [(SDL_Rect, UInt8, UInt8, UInt8, UInt8)] = [
      (SDL_Rect(x: -5, y: 3, w: 40, h: 20), 200, 30, 90, 255),
      (SDL_Rect(x: 10, y: 10, w: 80, h: 45), 255, 255, 255, 102),
      (SDL_Rect(x: 50, y: -8, w: 60, h: 80), 0, 0, 0, 128),
      (SDL_Rect(x: 1, y: 40, w: 96, h: 21), 97, 168, 255, 1),
    ]
    for (rect, r, g, b, a) in fills {
      let done =
        a == 255
        ? direct.fill(rect, red: r, green: g, blue: b)
        : direct.blend(rect, red: r, green: g, blue: b, alpha: a)
      #expect(done)
      var area = rect
      SDL_SetRenderDrawColor(theirRenderer, r, g, b, a)
      SDL_SetRenderDrawBlendMode(theirRenderer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
      SDL_RenderFillRect(theirRenderer, &area)
    }
    SDL_RenderFlush(theirRenderer)
    let (a, b) = (
      ours.pointee.pixels.assumingMemoryBound(to: UInt32.self),
      theirs.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    )
    let differing = (0..<count).filter { a[$0] != b[$0] }.count
    #expect(differing == 0, "\(differing) pixels differ from SDL's fill")
  }

  @Test(
    "the blend eight pixels at a time gives the integers of the blend one by one (the release builds' path)",
    arguments: [(UInt8(102), true), (1, false), (254, true), (128, false)])
  func lanesMatchOneByOne(alpha a: UInt8, keepsAlpha: Bool) {
    let (r, g, b): (UInt32, UInt32, UInt32) = (200, 31, 97)
    func premultiplied(_ c: UInt32) -> UInt32 { c * UInt32(a) / 255 }
    let lanes = DirectFill.Lanes(
      alpha: a, terms: (premultiplied(b), premultiplied(g), premultiplied(r)), keepsAlpha: keepsAlpha)
    var seed: UInt64 = 0x1234_5678
    var pixels = (0..<43).map { _ -> UInt32 in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: seed >> 32)
    }
    let inva = 255 - UInt32(a)
    let expected = pixels.map { p -> UInt32 in  // SDL's blend, a channel at a time
      let channel = { (shift: UInt32, c: UInt32) in ((p >> shift) & 0xFF) * inva / 255 + c }
      let alpha = keepsAlpha ? channel(24, UInt32(a)) << 24 : 0
      return alpha | channel(16, premultiplied(r)) << 16 | channel(8, premultiplied(g)) << 8
        | channel(0, premultiplied(b))
    }
    let done = pixels.withUnsafeMutableBufferPointer { lanes.blend($0.baseAddress!, count: $0.count) }
    #expect(done == 40, "five eights of 43")
    #expect(Array(pixels[..<done]) == Array(expected[..<done]))
    #expect(Array(pixels[done...]) != Array(expected[done...]), "the rest is left to the caller")
  }

  @Test("a hollow shadow under an opaque card looks the same as a whole one")
  func hollowShadowUnderCard() throws {
    let size = Size(width: 500, height: 420)
    let hollow = try OffscreenCanvas(size: size, scale: 2)
    let whole = try OffscreenCanvas(size: size, scale: 2)
    let card = Rect(x: 40.5, y: 60.25, width: 400, height: 300)
    let gradient = Fill.verticalGradient(top: Color(hex: 0x61A8FF), bottom: Color(hex: 0x243BD1))
    for (canvas, isHollow) in [(hollow, true), (whole, false)] {
      var shadow = Shadow(color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 6), radius: 18)
      shadow.isHollow = isHollow
      canvas.draw(
        [
          .shadow(card, cornerRadius: 30, shadow: shadow),
          .roundedRect(card, cornerRadius: 30, fill: gradient),
        ],
        background: Color(hex: 0x202020))
    }
    #expect(hollow.hasSamePixels(as: whole))
  }
}

extension RenderingTests {
  @Test("the shared-memory present finds the System V segment under an address, and its offset")
  func sharedSegmentLookup() throws {
    let id = shmget(IPC_PRIVATE, 1 << 16, IPC_CREAT | 0o600)
    try #require(id >= 0)
    let base = try #require(shmat(id, nil, 0))
    defer {
      shmdt(base)
      shmctl(id, IPC_RMID, nil)
    }
    let found = try #require(ShmPresenter.segment(holding: base + 4096 + 12))
    #expect(found.shmid == id && found.offset == 4096 + 12)
    var local = 0
    #expect(
      withUnsafeMutablePointer(to: &local) { ShmPresenter.segment(holding: UnsafeMutableRawPointer($0)) }
        == nil)
  }
}

extension RenderingTests {
  @Test("a background past 0...1 (a colour spring overshooting) is drawn clamped, not trapped")
  func backgroundOutOfRange() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 20, height: 10), scale: 1)
    canvas.draw([], background: Color(red: 1.4, green: -0.3, blue: 0.5))
    let pixel = try canvas.pixel(x: 5, y: 5)
    #expect(pixel.red == 1 && pixel.green == 0 && abs(pixel.blue - 0.5) <= 1.0 / 255, "\(pixel)")
  }
}
