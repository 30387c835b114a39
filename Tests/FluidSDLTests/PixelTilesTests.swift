import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

/// What each tile of the target is known to hold from frame to frame: never a value its pixels do
/// not hold, and a fill skips only tiles that hold its colour.
@Suite("Pixel tiles")
@MainActor
struct PixelTilesTests {
  typealias Mix = KnownPixelsTests.Mix
  /// Not a multiple of the tile's side: the last column and row of tiles are cut short.
  static let (width, height): (Int32, Int32) = (70, 50)

  /// A random rectangle reaching past the surface's edges now and then.
  static func rect(_ mix: inout Mix) -> SDL_Rect {
    SDL_Rect(
      x: Int32(mix.next(80)) - 5, y: Int32(mix.next(60)) - 5, w: Int32(1 + mix.next(50)),
      h: Int32(1 + mix.next(40)))
  }

  /// `low..<high`, or empty when `high` is not above `low`.
  static func span(_ low: Int32, _ high: Int32) -> Range<Int32> { low < high ? low..<high : low..<low }

  /// Sets the model's pixels of `rect` (clipped to the surface) to `pixel` (nil: not known).
  static func paint(_ model: inout [UInt32?], _ rect: SDL_Rect, _ pixel: UInt32?) {
    for y in span(max(0, rect.y), min(height, rect.y + rect.h)) {
      for x in span(max(0, rect.x), min(width, rect.x + rect.w)) { model[Int(y * width + x)] = pixel }
    }
  }

  @Test(
    "after any writes, a fill's parts to write leave out only pixels that hold its colour", arguments: 0..<40)
  func toWriteAgreesWithPixels(seed: Int) {
    var mix = Mix(state: UInt64(seed) &* 7919)
    let tiles = PixelTiles()
    tiles.reset(width: Self.width, height: Self.height)
    var model = [UInt32?](repeating: nil, count: Int(Self.width * Self.height))
    for _ in 0..<(1 + mix.next(25)) {
      let rect = Self.rect(&mix)
      if mix.next(4) == 0 {
        tiles.wrote(rect)
        Self.paint(&model, rect, nil)
      } else {
        let pixel = UInt32(mix.next(3))
        tiles.filled(rect, with: pixel)
        Self.paint(&model, rect, pixel)
      }
    }
    let fill = Self.rect(&mix)
    let pixel = UInt32(mix.next(3))
    let parts = tiles.toWrite(fill, pixel: pixel)
    var count = [Int](repeating: 0, count: model.count)
    for part in parts {
      for y in part.y..<(part.y + part.h) {
        for x in part.x..<(part.x + part.w) {
          #expect(x >= max(0, fill.x) && x < min(Self.width, fill.x + fill.w), "column \(x) outside the fill")
          #expect(y >= max(0, fill.y) && y < min(Self.height, fill.y + fill.h), "row \(y) outside the fill")
          if x >= 0, x < Self.width, y >= 0, y < Self.height { count[Int(y * Self.width + x)] += 1 }
        }
      }
    }
    var (twice, wrong) = (0, 0)
    for y in Self.span(max(0, fill.y), min(Self.height, fill.y + fill.h)) {
      for x in Self.span(max(0, fill.x), min(Self.width, fill.x + fill.w)) {
        let i = Int(y * Self.width + x)
        if count[i] > 1 { twice += 1 }
        if count[i] == 0 && model[i] != pixel { wrong += 1 }
      }
    }
    #expect(twice == 0, "\(twice) pixels in more than one part")
    #expect(wrong == 0, "\(wrong) pixels left out that do not hold the fill's colour")
  }

  @Test("a backdrop filled again is skipped; a card moved 20 px writes only the tiles it did not hold")
  func movedCard() {
    let tiles = PixelTiles()
    tiles.reset(width: 640, height: 480)
    let window = SDL_Rect(x: 0, y: 0, w: 640, h: 480)
    tiles.filled(window, with: 1)
    #expect(tiles.toWrite(window, pixel: 1).isEmpty)
    #expect(tiles.toWrite(window, pixel: 2).map { Int($0.w) * Int($0.h) }.reduce(0, +) == 640 * 480)
    let card = SDL_Rect(x: 100, y: 100, w: 300, h: 200)
    tiles.filled(card, with: 2)
    let moved = SDL_Rect(x: 120, y: 100, w: 300, h: 200)
    let written = tiles.toWrite(moved, pixel: 2).map { Int($0.w) * Int($0.h) }.reduce(0, +)
    // The 20-px strip and the tiles the card's edges cut, of 60,000.
    let side = Int(PixelTiles.side)
    #expect(written > 0 && written <= (20 + 2 * side) * 200 + 2 * side * 300, "\(written) pixels written")
    tiles.wrote(SDL_Rect(x: 200, y: 150, w: 1, h: 1))  // a label: its tile is no longer known
    #expect(tiles.toWrite(SDL_Rect(x: 192, y: 144, w: 16, h: 16), pixel: 2).count == 1)
    tiles.reset(width: 640, height: 480)
    #expect(tiles.toWrite(card, pixel: 2).map { Int($0.w) * Int($0.h) }.reduce(0, +) == 300 * 200)
  }
}

extension RenderingTests {
  /// A renderer drawing into a surface of its own, and a way to write its pixels behind its back.
  @MainActor
  final class ScribbledTarget {
    var surface: UnsafeMutablePointer<SDL_Surface>
    let sdl: OpaquePointer
    var renderer: Renderer!

    init() throws {
      surface = try #require(
        SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
      sdl = try #require(SDL_CreateSoftwareRenderer(surface))
      renderer = Renderer(sdlRenderer: sdl, surface: { [unowned self] in self.surface })
    }

    isolated deinit {
      renderer.releaseResources()
      SDL_DestroyRenderer(sdl)
      SDL_FreeSurface(surface)
    }

    /// Writes `value` into every pixel, as something other than the renderer would.
    func scribble(_ value: UInt32) {
      let p = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
      for i in 0..<(Int(surface.pointee.pitch) / 4 * Int(surface.pointee.h)) { p[i] = value }
    }

    /// How many pixels hold `value` (alpha aside).
    func count(_ value: UInt32) -> Int {
      SDL_RenderFlush(sdl)
      let p = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
      return (0..<(Int(surface.pointee.pitch) / 4 * Int(surface.pointee.h))).filter {
        (p[$0] ^ value) & 0xFF_FFFF == 0
      }.count
    }
  }

  @Test("a frame drawn over the last skips what it left in place; one drawn whole or in bands trusts nothing")
  func framesOverTheLast() throws {
    let target = try ScribbledTarget()
    let backdrop: [DrawCommand] = [
      .roundedRect(
        Rect(x: 0, y: 0, width: 320, height: 240), cornerRadius: 0,
        fill: .solid(Color(red: 0, green: 0, blue: 1)))
    ]
    let blue: UInt32 = 0x0000FF
    let everywhere = [Rect(x: 0, y: 0, width: 320, height: 240)]
    target.renderer.draw(backdrop, background: .black, scale: 1)
    #expect(target.count(blue) == 320 * 240)
    target.scribble(0x00FF00)
    // Over the last frame: its backdrop is known to be in place, so nothing is written.
    target.renderer.draw(backdrop, background: .black, scale: 1, damage: everywhere)
    // (The shape's side columns are copies of its image, made again; its middle is a fill.)
    #expect(target.count(blue) <= 320 * 240 / 8, "the tiles the last frame left blue are trusted")
    target.renderer.draw(backdrop, background: .black, scale: 1)  // whole: the pixels are not trusted
    #expect(target.count(blue) == 320 * 240)
    target.scribble(0x00FF00)
    target.renderer.draw(
      backdrop, background: .black, scale: 1, damage: everywhere, overLast: false, afterRegion: nil)
    #expect(target.count(blue) == 320 * 240, "a whole frame drawn in bands trusts nothing")
  }

  @Test("a fill into a surface other than the last frame's, or of another size, writes every pixel")
  func anotherSurface() throws {
    let format = SDL_PIXELFORMAT_ARGB8888.rawValue
    let first = try #require(SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, format))
    let second = try #require(SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, format))
    let sdl = try #require(SDL_CreateSoftwareRenderer(first))
    defer {
      SDL_DestroyRenderer(sdl)
      [first, second].forEach { SDL_FreeSurface($0) }
    }
    nonisolated(unsafe) var current = first
    let direct = DirectFill(renderer: sdl, surface: { current })
    let all = SDL_Rect(x: 0, y: 0, w: 320, h: 240)
    func blue(_ s: UnsafeMutablePointer<SDL_Surface>) -> Int {
      let p = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
      return (0..<(320 * 240)).filter { p[$0] & 0xFF_FFFF == 0xFF }.count
    }
    direct.resolve(overLast: false)
    _ = direct.fill(all, red: 0, green: 0, blue: 255)
    direct.resolve(overLast: true)
    _ = direct.fill(all, red: 0, green: 0, blue: 255)  // the same surface: nothing to write
    current = second
    direct.resolve(overLast: true)
    _ = direct.fill(all, red: 0, green: 0, blue: 255)
    #expect(blue(first) == 320 * 240)
    #expect(blue(second) == 320 * 240, "the tiles of the last frame's surface are not trusted in another")
  }
}
