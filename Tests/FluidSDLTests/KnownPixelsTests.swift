import CSDL2
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

  enum Write { case uniform(UInt32), unknown, box(Int) }

  @Test("every pixel of a rectangle is decided as the newest write over it says", arguments: 0..<40)
  func partsAgreeWithPixels(seed: Int) {
    var mix = Mix(state: UInt64(seed))
    let known = KnownPixels()
    var writes: [(SDL_Rect, Write)] = []
    var command = -1
    for _ in 0..<(1 + mix.next(10)) {
      let rect = mix.rect()
      switch mix.next(3) {
      case 0:
        command += 1
        known.begin(command: command, box: rect)
        writes.append((rect, .box(command)))
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
    // The pixel (x, y) as the writes decide it: the newest over it, the current command's box looked through.
    func expected(_ x: Int32, _ y: Int32) -> UInt32? {
      for (rect, write) in writes.reversed()
      where rect.x <= x && x < rect.x + rect.w && rect.y <= y && y < rect.y + rect.h {
        switch write {
        case .box(let c) where c == command: continue
        case .uniform(let p): return p
        default: return nil
        }
      }
      return nil
    }
    for y in query.y..<(query.y + query.h) {
      for x in query.x..<(query.x + query.w) {
        let holding = parts.filter {
          $0.rect.x <= x && x < $0.rect.x + $0.rect.w && $0.rect.y <= y && y < $0.rect.y + $0.rect.h
        }
        #expect(holding.count == 1, "pixel (\(x), \(y)) in \(holding.count) parts")
        guard let part = holding.first, parts.count > 1 || part.pixel != nil || expected(x, y) == nil else {
          continue
        }
        #expect(part.pixel == expected(x, y), "pixel (\(x), \(y))")
      }
    }
  }

  @Test("a reset forgets everything; too many parts are given up as unknown")
  func resetAndGiveUp() {
    let known = KnownPixels()
    known.filled(SDL_Rect(x: 0, y: 0, w: 100, h: 100), with: 7)
    #expect(known.parts(of: SDL_Rect(x: 10, y: 10, w: 5, h: 5)).map(\.pixel) == [7])
    known.reset()
    #expect(known.parts(of: SDL_Rect(x: 10, y: 10, w: 5, h: 5)).map(\.pixel) == [nil])
    known.filled(SDL_Rect(x: 0, y: 0, w: 100, h: 100), with: 7)
    for i in 0..<40 { known.wrote(SDL_Rect(x: Int32(2 * i + 1), y: 50, w: 1, h: 1)) }
    let parts = known.parts(of: SDL_Rect(x: 0, y: 0, w: 100, h: 100))
    #expect(parts.count == 1 && parts[0].pixel == nil, "given up as one unknown part")
  }
}
