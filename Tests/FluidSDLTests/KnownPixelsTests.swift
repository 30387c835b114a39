import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

/// What the renderer knows the pixels of a piece hold: each part of a rectangle decided by the
/// newest write over it, the command being drawn looked through, every pixel counted once.
@Suite("Known pixels")
@MainActor
struct KnownPixelsTests {
  /// A small deterministic generator (SplitMix64).
  struct Mix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    mutating func rect() -> SDL_Rect {
      SDL_Rect(x: Int32(next(40)), y: Int32(next(40)), w: Int32(1 + next(20)), h: Int32(1 + next(20)))
    }
  }

  enum Write { case uniform(UInt32), unknown }

  @Test("every pixel of a rectangle is decided as the newest write over it says", arguments: 0..<40)
  func partsAgreeWithPixels(seed: Int) {
    var mix = Mix(state: UInt64(seed))
    let known = KnownPixels()
    var writes: [(SDL_Rect, Write)] = []
    var commandStart = Int.max  // where the last command's box is among the writes
    let count = 1 + mix.next(30)
    for _ in 0..<count {
      let rect = mix.rect()
      switch mix.next(3) {
      case 0:
        known.begin(box: rect)
        commandStart = writes.count
        writes.append((rect, .unknown))
      case 1:
        let pixel = UInt32(mix.next(4))
        known.filled(rect, with: pixel)
        writes.append((rect, .uniform(pixel)))
      default:
        known.wrote(rect)
        writes.append((rect, .unknown))
      }
    }
    let query = mix.rect()
    let parts = known.parts(of: query)
    // The pixel (x, y) as the writes decide it: the newest over it before the last command began
    // (what a command writes is looked past within it: its runs are rows apart).
    func expected(_ x: Int32, _ y: Int32) -> UInt32? {
      for (rect, write) in writes.prefix(min(commandStart, writes.count)).reversed()
      where rect.x <= x && x < rect.x + rect.w && rect.y <= y && y < rect.y + rect.h {
        if case .uniform(let p) = write { return p }
        return nil
      }
      return nil
    }
    for y in query.y..<(query.y + query.h) {
      for x in query.x..<(query.x + query.w) {
        let holding = parts.filter {
          $0.rect.x <= x && x < $0.rect.x + $0.rect.w && $0.rect.y <= y && y < $0.rect.y + $0.rect.h
        }
        #expect(holding.count == 1, "pixel (\(x), \(y)) in \(holding.count) parts")
        #expect(holding.first?.pixel == expected(x, y), "pixel (\(x), \(y))")
      }
    }
  }

  @Test("a reset forgets everything; too many writes are given up as unknown")
  func resetAndGiveUp() {
    let known = KnownPixels()
    known.filled(SDL_Rect(x: 0, y: 0, w: 100, h: 100), with: 7)
    #expect(known.parts(of: SDL_Rect(x: 10, y: 10, w: 5, h: 5)).map(\.pixel) == [7])
    known.reset()
    #expect(known.parts(of: SDL_Rect(x: 10, y: 10, w: 5, h: 5)).map(\.pixel) == [nil])
    known.filled(SDL_Rect(x: 0, y: 0, w: 100, h: 100), with: 7)
    for i in 0...KnownPixels.maxWrites {
      known.wrote(SDL_Rect(x: Int32(i % 50 * 2), y: Int32(i / 50 * 2), w: 1, h: 1))
    }
    let parts = known.parts(of: SDL_Rect(x: 0, y: 0, w: 100, h: 100))
    #expect(parts.count == 1 && parts[0].pixel == nil, "given up as one unknown part")
  }

  /// The menu's case: rows of labels over one backdrop, each label's copy noted where it went.
  ///
  /// A shade over the whole piece blends only the labels' pixels; the rest is the backdrop's value.
  @Test("labels over a backdrop leave the backdrop known around them, in few parts")
  func labelsOverBackdrop() {
    let known = KnownPixels()
    known.filled(SDL_Rect(x: 0, y: 0, w: 400, h: 600), with: 7)
    for row in 0..<20 { known.wrote(SDL_Rect(x: 40, y: Int32(row * 30 + 8), w: 200, h: 14)) }
    let parts = known.parts(of: SDL_Rect(x: 0, y: 0, w: 400, h: 600))
    let unknown = parts.filter { $0.pixel == nil }.map { Int($0.rect.w) * Int($0.rect.h) }.reduce(0, +)
    let seven = parts.filter { $0.pixel == 7 }.map { Int($0.rect.w) * Int($0.rect.h) }.reduce(0, +)
    #expect(unknown == 20 * 200 * 14)
    #expect(seven == 400 * 600 - unknown)
    #expect(parts.count == 20 * 3 + 21, "three runs across each label's band, one across each gap")
  }
}

extension RenderingTests {
  /// What draws past its bounds: an emoji family in a narrow frame (missing glyphs drawn as boxes,
  /// several a character), a label squashed by its transform, a square turned under a stretched
  /// parent (a skew, drawn as the nearest turn and scale).
  enum Overflow: String, CaseIterable, Sendable { case family, squashed, skewed }

  /// A backdrop, `overflow`, a rounded translucent card and a translucent scrim over them.
  @MainActor
  static func scrimmedFrame(_ overflow: Overflow, scrimAlpha: Double) -> [DrawCommand] {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 320, height: 240))
    root.fill = .solid(Color(white: 0.1))
    let content: Layer
    switch overflow {
    case .family:
      content = Layer(frame: Rect(x: 20, y: 80, width: 40, height: 20))
      content.text = "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧"
      content.textStyle = TextStyle(size: 13, color: .white)
    case .squashed:
      content = Layer(frame: Rect(x: 20, y: 20, width: 200, height: 40))
      content.text = "Squashed Ågjpq"
      content.textStyle = TextStyle(size: 34, color: .white)
      content.transform = LayerTransform(scale: Vector2(x: 1, y: 0.2))
    case .skewed:
      content = Layer(frame: Rect(x: 100, y: 70, width: 100, height: 100))
      content.transform = LayerTransform(scale: Vector2(x: 2, y: 1))
      let turned = Layer(frame: Rect(x: 25, y: 25, width: 50, height: 50))
      turned.fill = .solid(Color(red: 0.9, green: 0.3, blue: 0.2))
      turned.transform = LayerTransform(rotation: .pi / 4)
      content.addSublayer(turned)
    }
    let scrim = Layer(frame: root.frame)
    scrim.fill = .solid(Color(white: 0, alpha: scrimAlpha))
    root.addSublayer(content)
    root.addSublayer(scrim)
    var commands: [DrawCommand] = []
    root.render(into: &commands)
    return commands
  }

  @Test(
    "a translucent scrim over what draws past its bounds equals the scrim blended pixel by pixel",
    arguments: Overflow.allCases, [1.0, 2.0])
  func scrimOverOverflow(overflow: Overflow, scale: Double) throws {
    let commands = Self.scrimmedFrame(overflow, scrimAlpha: 0.3)
    let fast = try OffscreenCanvas(size: Size(width: 320, height: 240), scale: scale)
    let reference = try OffscreenCanvas(size: Size(width: 320, height: 240), scale: scale)
    reference.fillsDirectly = false  // SDL blends every pixel
    reference.skipsHidden = false
    fast.draw(commands, background: .black)
    reference.draw(commands, background: .black)
    #expect(fast.hasSamePixels(as: reference))
  }

  @Test(
    "frames SDL filled in between are not trusted: switched back to direct fills, a fill writes every tile"
  )
  func directFillsSwitchedBack() throws {
    let size = Size(width: 320, height: 240)  // a fill this large looks up what the tiles hold
    let backdrop = { (c: Color) in
      [DrawCommand.roundedRect(Rect(origin: .zero, size: size), cornerRadius: 0, fill: .solid(c))]
    }
    let red = Color(red: 1, green: 0, blue: 0)
    let canvas = try OffscreenCanvas(size: size)
    canvas.draw(backdrop(red), background: .black)  // every tile noted red
    canvas.fillsDirectly = false
    canvas.draw(backdrop(.white), background: .black, damage: [Rect(origin: .zero, size: size)])
    canvas.fillsDirectly = true
    canvas.draw(backdrop(red), background: .black, damage: [Rect(origin: .zero, size: size)])
    let reference = try OffscreenCanvas(size: size)
    reference.draw(backdrop(red), background: .black)
    #expect(canvas.hasSamePixels(as: reference))
  }
}
