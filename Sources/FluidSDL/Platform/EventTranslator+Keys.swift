import CSDL2
import FluidUI

/// The keyboard's events: SDL keycodes as ``Key``s, and the releases SDL makes as the focus goes.
extension EventTranslator {
  /// The key's press or release, with the modifiers held; nil for a release SDL made as the window
  /// lost the keyboard.
  ///
  /// A keypad digit or point is read by Num Lock and Shift (``key(for:numLock:shift:)``), which it
  /// consumes, as XKB does; its release is the key its press was, whatever the lock did meanwhile.
  mutating func keyEvent(_ e: SDL_Event, time: Double) -> InputEvent? {
    let sym = Int(e.key.keysym.sym)
    let mod = Int(e.key.keysym.mod)
    var modifiers: KeyModifiers = []
    if mod & Int(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
    if mod & Int(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
    if mod & Int(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
    var key = Self.key(
      for: sym, numLock: mod & Int(KMOD_NUM.rawValue) != 0, shift: modifiers.contains(.shift))
    if Self.keypadNavigation(sym) != nil { modifiers.remove(.shift) }  // the lock's level: consumed
    if SDL_EventType(e.type) == SDL_KEYDOWN {
      if Self.keypadNavigation(sym) != nil {  // a repeat stays the key the press was
        if e.key.repeat == 0 { keypadHeld[sym] = key } else { key = keypadHeld[sym] ?? key }
      }
      return .keyDown(key, modifiers: modifiers, isRepeat: e.key.repeat != 0, time: time)
    }
    key = keypadHeld.removeValue(forKey: sym) ?? key
    // As the window loses the keyboard, SDL releases every held key, then says the focus is lost: a
    // Space held on a button would act on that release. The loss calls the press off instead.
    if Self.focusLossIsQueued() { return nil }
    return .keyUp(key, modifiers: modifiers, time: time)
  }

  /// Whether a loss of the keyboard's focus waits in SDL's queue: the key releases before it are
  /// SDL's own, made as the focus went (`SDL_ResetKeyboard`), not the user's.
  static func focusLossIsQueued() -> Bool {
    var waiting = [SDL_Event](repeating: SDL_Event(), count: 16)
    let type = SDL_WINDOWEVENT.rawValue
    let count = SDL_PeepEvents(&waiting, Int32(waiting.count), SDL_PEEKEVENT, type, type)
    return waiting.prefix(Int(max(count, 0))).contains {
      SDL_WindowEventID(UInt32($0.window.event)) == SDL_WINDOWEVENT_FOCUS_LOST
    }
  }

  /// The ``Key`` for an SDL keycode, read with Num Lock on or off and Shift held or not.
  ///
  /// With the lock off (`numLock` false) the keypad's digits and point are the keys printed under
  /// them (8 is ↑, 7 Home, 3 Page Down, the point Delete), and Shift turns them back into digits;
  /// with it on, Shift makes them those keys, as XKB's keypad levels do: SDL 2 sends the keypad's
  /// digits whatever the lock.
  static func key(for sym: Int, numLock: Bool = true, shift: Bool = false) -> Key {
    if numLock == shift, let key = keypadNavigation(sym) { return key }
    switch sym {
    case Int(SDLK_ESCAPE.rawValue): return .escape
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
    case Int(SDLK_SPACE.rawValue): return .space
    case Int(SDLK_TAB.rawValue): return .tab
    case Int(SDLK_UP.rawValue): return .up
    case Int(SDLK_DOWN.rawValue): return .down
    case Int(SDLK_LEFT.rawValue): return .left
    case Int(SDLK_RIGHT.rawValue): return .right
    case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue): return .function(sym - Int(SDLK_F1.rawValue) + 1)
    case Int(SDLK_BACKSPACE.rawValue): return .backspace
    case Int(SDLK_DELETE.rawValue): return .character("\u{7F}")  // Delete: the DEL character, as typed
    case Int(SDLK_HOME.rawValue): return .home
    case Int(SDLK_END.rawValue): return .end
    case Int(SDLK_PAGEUP.rawValue): return .pageUp
    case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
    case Int(SDLK_AC_BACK.rawValue): return .back
    case Int(SDLK_AC_FORWARD.rawValue): return .forward
    case Int(SDLK_KP_1.rawValue)...Int(SDLK_KP_9.rawValue):
      return .keypad(Character(String(sym - Int(SDLK_KP_1.rawValue) + 1)))
    case Int(SDLK_KP_0.rawValue): return .keypad("0")
    case Int(SDLK_KP_PERIOD.rawValue): return .keypad(".")
    case Int(SDLK_KP_PLUS.rawValue): return .keypad("+")
    case Int(SDLK_KP_MINUS.rawValue): return .keypad("-")
    case Int(SDLK_KP_MULTIPLY.rawValue): return .keypad("*")
    case Int(SDLK_KP_DIVIDE.rawValue): return .keypad("/")
    case 33...126:
      guard let scalar = Unicode.Scalar(sym) else { return .other(sym) }
      return .character(Character(scalar))
    default: return .other(sym)
    }
  }

  /// What a keypad key is with Num Lock off, or nil for a key the lock does not change.
  ///
  /// The digits are the arrows, Home, End, Page Up and Page Down, the point Delete; 0 (Insert) and 5
  /// (Begin) are no key of ``Key``'s. Enter, the operators and every key off the keypad: nil.
  static func keypadNavigation(_ sym: Int) -> Key? {
    let digits: [Key] = [
      .other(sym), .end, .down, .pageDown, .left, .other(sym), .right, .home, .up, .pageUp,
    ]
    switch sym {
    case Int(SDLK_KP_1.rawValue)...Int(SDLK_KP_9.rawValue): return digits[sym - Int(SDLK_KP_1.rawValue) + 1]
    case Int(SDLK_KP_0.rawValue): return digits[0]
    case Int(SDLK_KP_PERIOD.rawValue): return .character("\u{7F}")  // Delete, as the Delete key
    default: return nil
    }
  }
}
