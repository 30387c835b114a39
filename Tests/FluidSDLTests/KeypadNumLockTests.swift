import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

@Suite("The keypad with Num Lock on and off")
struct KeypadNumLockTests {
  static let navigation: [(SDL_KeyCode, Key)] = [
    (SDLK_KP_8, .up), (SDLK_KP_2, .down), (SDLK_KP_4, .left), (SDLK_KP_6, .right),
    (SDLK_KP_7, .home), (SDLK_KP_1, .end), (SDLK_KP_9, .pageUp), (SDLK_KP_3, .pageDown),
    (SDLK_KP_PERIOD, .character("\u{7F}")),
  ]

  @Test("with Num Lock off a digit is the key printed under it", arguments: navigation)
  func off(_ code: SDL_KeyCode, _ key: Key) {
    #expect(EventTranslator.key(for: Int(code.rawValue), numLock: false) == key)
  }

  @Test("with Num Lock on the same keys are the keypad's digits and point", arguments: navigation)
  func on(_ code: SDL_KeyCode, _ key: Key) {
    guard case .keypad(let c) = EventTranslator.key(for: Int(code.rawValue), numLock: true) else {
      Issue.record("not a keypad key")
      return
    }
    #expect("0123456789.".contains(c))
  }

  @Test("0 and 5 with Num Lock off are no key a command names; Enter and the operators ignore the lock")
  func unchanged() {
    for code in [SDLK_KP_0, SDLK_KP_5] {
      #expect(EventTranslator.key(for: Int(code.rawValue), numLock: false) == .other(Int(code.rawValue)))
    }
    #expect(EventTranslator.key(for: Int(SDLK_KP_ENTER.rawValue), numLock: false) == .enter)
    #expect(EventTranslator.key(for: Int(SDLK_KP_PLUS.rawValue), numLock: false) == .keypad("+"))
    #expect(EventTranslator.key(for: Int(SDLK_KP_DIVIDE.rawValue), numLock: false) == .keypad("/"))
  }

  /// A press or release of the keypad's 8 with SDL's modifiers `mod`.
  func keypad8(_ type: SDL_EventType, mod: SDL_Keymod, repeats: Bool = false) -> SDL_Event {
    var e = SDL_Event()
    e.type = type.rawValue
    e.key.keysym.sym = SDL_Keycode(SDLK_KP_8.rawValue)
    e.key.keysym.mod = UInt16(mod.rawValue)
    e.key.repeat = repeats ? 1 : 0
    return e
  }

  @Test("Shift turns the lock's reading round and is consumed: a digit with the lock off, ↑ with it on")
  func shift() {
    var translator = EventTranslator(clockOffset: 0)
    let off = translator.keyEvent(keypad8(SDL_KEYDOWN, mod: KMOD_LSHIFT), time: 1)
    #expect(off == .keyDown(.keypad("8"), modifiers: [], isRepeat: false, time: 1))
    let both = SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_NUM.rawValue)
    let on = translator.keyEvent(keypad8(SDL_KEYDOWN, mod: both), time: 2)
    #expect(on == .keyDown(.up, modifiers: [], isRepeat: false, time: 2))
  }

  @Test("a key held while the lock changes repeats and is released as the key it was pressed as")
  func heldAcrossTheLock() {
    var translator = EventTranslator(clockOffset: 0)
    let down = translator.keyEvent(keypad8(SDL_KEYDOWN, mod: KMOD_NONE), time: 1)
    #expect(down == .keyDown(.up, modifiers: [], isRepeat: false, time: 1))
    let repeated = translator.keyEvent(keypad8(SDL_KEYDOWN, mod: KMOD_NUM, repeats: true), time: 2)
    #expect(repeated == .keyDown(.up, modifiers: [], isRepeat: true, time: 2))
    let up = translator.keyEvent(keypad8(SDL_KEYUP, mod: KMOD_NUM), time: 3)
    #expect(up == .keyUp(.up, modifiers: [], time: 3))
    // Released, the next press reads the lock afresh.
    let again = translator.keyEvent(keypad8(SDL_KEYDOWN, mod: KMOD_NUM), time: 4)
    #expect(again == .keyDown(.keypad("8"), modifiers: [], isRepeat: false, time: 4))
  }

  @Test("a key event reads the lock from SDL's modifiers")
  func event() {
    var e = SDL_Event()
    e.type = SDL_KEYDOWN.rawValue
    e.key.keysym.sym = SDL_Keycode(SDLK_KP_8.rawValue)
    var translator = EventTranslator(clockOffset: 0)
    e.key.keysym.mod = 0
    #expect(translator.keyEvent(e, time: 1) == .keyDown(.up, modifiers: [], isRepeat: false, time: 1))
    e.key.keysym.mod = UInt16(KMOD_NUM.rawValue)
    #expect(
      translator.keyEvent(e, time: 1) == .keyDown(.keypad("8"), modifiers: [], isRepeat: false, time: 1))
  }
}
