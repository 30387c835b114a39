import CSDL2
import Testing

@testable import FluidSDL

/// A key held before the window got the keyboard does not act in it; every other key does.
struct HeldKeyFilterTests {
  /// X's key vector with `keycodes` down.
  func vector(_ keycodes: [Int]) -> [UInt8] {
    var vector = [UInt8](repeating: 0, count: 32)
    for code in keycodes { vector[code / 8] |= 1 << (code % 8) }
    return vector
  }

  /// A filter whose window got the focus (X's FocusIn, then its key map) while `keycodes` were held.
  func focused(holding keycodes: [Int]) -> HeldKeyFilter {
    var filter = HeldKeyFilter()
    filter.follow(type: 9)
    vector(keycodes).withUnsafeBytes { filter.follow(type: 11, keymap: $0) }
    return filter
  }

  @Test("the pointer entering a window with no focus of its own brings the keyboard: its key map counts")
  func enterWithoutFocus() {
    var filter = HeldKeyFilter()
    filter.follow(type: 7)  // EnterNotify, the keyboard following the pointer
    vector([36]).withUnsafeBytes { filter.follow(type: 11, keymap: $0) }
    filter.follow(type: 2, keycode: 36)
    #expect(filter.isHeld(36) && filter.drops(SDL_KEYDOWN))
  }

  @Test("the key map after the pointer entered a focused window changes nothing")
  func enterKeepsRepeating() {
    var filter = focused(holding: [])
    filter.follow(type: 7)  // EnterNotify
    vector([116]).withUnsafeBytes { filter.follow(type: 11, keymap: $0) }
    filter.follow(type: 2, keycode: 116)  // ↓ held while the pointer came back: it repeats
    #expect(!filter.isHeld(116) && !filter.drops(SDL_KEYDOWN))
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
    filter.follow(type: 10)  // FocusOut
    filter.follow(type: 9)
    vector([40]).withUnsafeBytes { filter.follow(type: 11, keymap: $0) }
    #expect(!filter.isHeld(24) && filter.isHeld(40) && !filter.isHeld(-1) && !filter.isHeld(256))
  }
}
