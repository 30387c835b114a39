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

  @Test("a key event reads the lock from SDL's modifiers")
  func event() {
    var e = SDL_Event()
    e.type = SDL_KEYDOWN.rawValue
    e.key.keysym.sym = SDL_Keycode(SDLK_KP_8.rawValue)
    let translator = EventTranslator(clockOffset: 0)
    e.key.keysym.mod = 0
    #expect(translator.keyEvent(e, time: 1) == .keyDown(.up, modifiers: [], isRepeat: false, time: 1))
    e.key.keysym.mod = UInt16(KMOD_NUM.rawValue)
    #expect(
      translator.keyEvent(e, time: 1) == .keyDown(.keypad("8"), modifiers: [], isRepeat: false, time: 1))
  }
}
