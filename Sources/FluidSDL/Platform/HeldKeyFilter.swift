import CSDL2

/// Keeps a key that was already held when the window got the keyboard from acting in it.
///
/// X repeats a held key into whichever window has the focus. A key pressed before the window had the
/// focus (Enter held in the terminal that started the app, a Ctrl+Q another client pressed and never
/// released) would otherwise reach the app as a fresh press at once: a control activated, the app
/// quit before its first frame. Each time the window gets the focus, X sends the keys held then
/// (`KeymapNotify` right after `FocusIn`, or after the pointer entered while the window had no focus
/// of its own, as when the keyboard follows the pointer; the one after the pointer entered a window
/// that has the focus changes nothing, so a key held while the pointer comes back keeps repeating); their
/// presses, repeats and text are dropped until the key is released. Releases
/// pass (one the app never saw pressed does nothing). A key pressed after the focus came acts as
/// usual, and held modifiers still modify (SDL reads them from the same map).
///
/// The filter reads X's own events, which SDL hands on as window-manager events just before the key
/// events it makes of them: an event SDL makes of a dropped key press is dropped with it.
struct HeldKeyFilter {
  /// The X key codes held when the window last got the focus and not released since (256 bits).
  private var held: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// Whether the key events SDL is about to hand on come from a held key's X event.
  private var dropping = false
  /// Whether the key map that follows the last X event is the keyboard's coming to the window: after
  /// a `FocusIn`, or an `EnterNotify` while the window has no focus of its own.
  private var keyboardCame = false
  /// Whether the window has the focus (between `FocusIn` and `FocusOut`).
  private var hasFocus = false

  /// Whether `keycode` (0...255) is among the held keys.
  func isHeld(_ keycode: Int) -> Bool {
    guard (0..<256).contains(keycode) else { return false }
    return withUnsafeBytes(of: held) { $0.load(fromByteOffset: keycode / 64 * 8, as: UInt64.self) }
      & (1 << UInt64(keycode % 64)) != 0
  }

  /// The keys held as the window got the focus: X's 32-byte key vector, bit `k` for key code `k`.
  mutating func focus(keymap: UnsafeRawBufferPointer) {
    precondition(keymap.count == 32, "HeldKeyFilter.focus: a key vector is 32 bytes (got \(keymap.count))")
    withUnsafeMutableBytes(of: &held) { $0.copyMemory(from: keymap) }
    dropping = false
  }

  /// An X key event (a press or a release of `keycode`), seen before SDL's events made of it.
  mutating func key(_ keycode: Int, pressed: Bool) {
    dropping = pressed && isHeld(keycode)
    guard !pressed, isHeld(keycode) else { return }
    withUnsafeMutableBytes(of: &held) { bytes in
      let word = bytes.load(fromByteOffset: keycode / 64 * 8, as: UInt64.self) & ~(1 << UInt64(keycode % 64))
      bytes.storeBytes(of: word, toByteOffset: keycode / 64 * 8, as: UInt64.self)
    }
  }

  /// Any other X event: the key events that follow are not a held key's.
  mutating func other() { dropping = false }

  /// Whether SDL's event of `type` is made of a held key and is dropped.
  func drops(_ type: SDL_EventType) -> Bool {
    guard dropping else { return false }
    switch type {
    case SDL_KEYDOWN, SDL_TEXTINPUT, SDL_TEXTEDITING: return true
    default: return false
    }
  }

  /// Follows one X event, seen before SDL's events made of it: its type (2 KeyPress, 3 KeyRelease,
  /// 7 EnterNotify, 9 FocusIn, 10 FocusOut, 11 KeymapNotify, others), its key code for a key, its key
  /// vector for a key map.
  mutating func follow(type: Int32, keycode: Int = 0, keymap: UnsafeRawBufferPointer? = nil) {
    defer { keyboardCame = type == 9 || (type == 7 && !hasFocus) }
    switch type {
    case 2, 3: key(keycode, pressed: type == 2)
    case 9, 10:
      hasFocus = type == 9
      other()
    case 11 where keyboardCame: if let keymap { focus(keymap: keymap) }
    default: other()
    }
  }

  /// Follows SDL's window-manager `event` on X11.
  mutating func follow(_ event: SDL_Event) {
    // SDL_SysWMmsg: the version, the subsystem (Int32 at 4; 2 is X11), then the XEvent at 8: its type,
    // XKeyEvent's keycode at 84, XKeymapEvent's key_vector at 40.
    guard let message = UnsafeRawPointer(event.syswm.msg),
      message.load(fromByteOffset: 4, as: Int32.self) == 2
    else { return }
    let xEvent = message + 8
    let type = xEvent.load(as: Int32.self)
    switch type {
    case 2, 3: follow(type: type, keycode: Int(xEvent.load(fromByteOffset: 84, as: UInt32.self)))
    case 11: follow(type: type, keymap: UnsafeRawBufferPointer(start: xEvent + 40, count: 32))
    default: follow(type: type)
    }
  }
}
