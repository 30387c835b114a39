import CSDL2
import Testing

@testable import FluidSDL

/// A key held before the window got the keyboard does not act in it; every other key does.
struct HeldKeyFilterTests {
  /// A filter whose window got the focus while `keycodes` were held.
  func focused(holding keycodes: [Int]) -> HeldKeyFilter {
    var vector = [UInt8](repeating: 0, count: 32)
    for code in keycodes { vector[code / 8] |= 1 << (code % 8) }
    var filter = HeldKeyFilter()
    vector.withUnsafeBytes { filter.focus(keymap: $0) }
    return filter
  }

  @Test(
    "a held key's repeats and text are dropped until its release; then it acts", arguments: [24, 36, 255])
  func heldKey(code: Int) {
    var filter = focused(holding: [37, code])
    filter.key(code, pressed: true)  // X's repeat of the key held since before the focus
    #expect(filter.drops(SDL_KEYDOWN) && filter.drops(SDL_TEXTINPUT) && filter.drops(SDL_TEXTEDITING))
    #expect(!filter.drops(SDL_MOUSEBUTTONDOWN) && !filter.drops(SDL_KEYUP))
    filter.key(code, pressed: false)
    #expect(!filter.drops(SDL_KEYUP), "a release passes")
    #expect(!filter.isHeld(code) && filter.isHeld(37))
    filter.key(code, pressed: true)  // pressed anew
    #expect(!filter.drops(SDL_KEYDOWN) && !filter.drops(SDL_TEXTINPUT))
  }

  @Test("a key pressed after the focus came acts; another X event ends a held key's drop")
  func freshKey() {
    var filter = focused(holding: [24])
    filter.key(38, pressed: true)
    #expect(!filter.drops(SDL_KEYDOWN))
    filter.key(24, pressed: true)
    #expect(filter.drops(SDL_KEYDOWN))
    filter.other()
    #expect(!filter.drops(SDL_KEYDOWN))
  }

  @Test("a new focus replaces the held keys; nothing is held before the first")
  func newFocus() {
    var filter = HeldKeyFilter()
    filter.key(24, pressed: true)
    #expect(!filter.drops(SDL_KEYDOWN))
    filter = focused(holding: [24])
    var vector = [UInt8](repeating: 0, count: 32)
    vector[5] = 1  // key 40
    vector.withUnsafeBytes { filter.focus(keymap: $0) }
    #expect(!filter.isHeld(24) && filter.isHeld(40) && !filter.isHeld(-1) && !filter.isHeld(256))
  }
}
