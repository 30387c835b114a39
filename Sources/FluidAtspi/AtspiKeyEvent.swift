import FluidDBus
import FluidUI

/// A key as AT-SPI's device event describes it, as GTK's bridge offers each key to the registry
/// (`org.a11y.atspi.DeviceEventController.NotifyListenersSync`, argument `(uiiiisb)`): pressed or
/// released, the X keysym, the X keycode of a US layout, the X modifier mask, the time in ms, its
/// text or its keysym's name, and whether it is text.
///
/// Orca reads the keysym and the name (it echoes keys, stops speech, and takes its own commands);
/// the keycode is the one the X server gives the key on a US layout (evdev + 8), 0 where there is
/// none to give.
struct AtspiKeyEvent: Equatable {
  var pressed: Bool
  var keysym: Int32
  var keycode: UInt32
  var modifiers: UInt32
  var milliseconds: Int32
  var text: String
  var isText: Bool

  /// The device event of a key down or up; nil for any other event, and for a key with no keysym.
  init?(_ event: InputEvent) {
    let (key, modifiers, time): (Key, KeyModifiers, Double)
    switch event {
    case .keyDown(let k, let m, _, let t): (key, modifiers, time, pressed) = (k, m, t, true)
    case .keyUp(let k, let m, let t): (key, modifiers, time, pressed) = (k, m, t, false)
    default: return nil
    }
    guard let described = Self.describe(key) else { return nil }
    (keysym, keycode, text, isText) = described
    self.modifiers =
      (modifiers.contains(.shift) ? 1 : 0) | (modifiers.contains(.control) ? 4 : 0)
      | (modifiers.contains(.alt) ? 8 : 0)  // ShiftMask, ControlMask, Mod1Mask
    let ms = (time * 1000).rounded()
    milliseconds = ms.isFinite ? Int32(truncatingIfNeeded: Int64(max(-9e18, min(9e18, ms)))) : 0
  }

  /// The argument of `NotifyListenersSync`: `(uiiiisb)`, the keycode and the modifiers as 32-bit
  /// signed integers, as the registry reads them (at-spi2-core's `spi_dbus_demarshal_deviceEvent`;
  /// the interface's XML says `(uiuuisb)`, which the registry refuses as invalid arguments).
  var argument: DBusArgument {
    .structure([
      .uint32(pressed ? 0 : 1), .int32(keysym), .int32(Int32(keycode)), .int32(Int32(modifiers)),
      .int32(milliseconds), .string(text), .bool(isText),
    ])
  }

  /// The keysym, keycode, text or name, and whether it is text, of `key`.
  static func describe(_ key: Key) -> (Int32, UInt32, String, Bool)? {
    switch key {
    case .character(let c): return character(c)
    case .space: return (0x20, 65, " ", true)
    case .escape: return (0xFF1B, 9, "Escape", false)
    case .enter: return (0xFF0D, 36, "Return", false)
    case .tab: return (0xFF09, 23, "Tab", false)
    case .backspace: return (0xFF08, 22, "BackSpace", false)
    case .up: return (0xFF52, 111, "Up", false)
    case .down: return (0xFF54, 116, "Down", false)
    case .left: return (0xFF51, 113, "Left", false)
    case .right: return (0xFF53, 114, "Right", false)
    case .home: return (0xFF50, 110, "Home", false)
    case .end: return (0xFF57, 115, "End", false)
    case .pageUp: return (0xFF55, 112, "Page_Up", false)
    case .pageDown: return (0xFF56, 117, "Page_Down", false)
    case .back: return (0x1008_FF26, 166, "XF86Back", false)
    case .forward: return (0x1008_FF27, 167, "XF86Forward", false)
    case .function(let n) where (1...12).contains(n):
      return (Int32(0xFFBE + n - 1), UInt32(n <= 10 ? 66 + n : 84 + n), "F\(n)", false)
    case .keypad(let c): return keypad(c)
    case .function, .other: return nil
    }
  }

  /// A character key: its keysym (Latin-1 is its code point, the rest of Unicode 0x1000000 above).
  private static func character(_ c: Character) -> (Int32, UInt32, String, Bool)? {
    guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return nil }
    let value = scalar.value
    let keysym = Int32(value < 0x100 ? value : 0x0100_0000 + value)
    let code = usKeycodes[Character(String(c).lowercased())] ?? 0
    return (keysym, code, String(c), true)
  }

  /// A key of the numeric keypad: its digit or operator.
  private static func keypad(_ c: Character) -> (Int32, UInt32, String, Bool)? {
    let digits: [UInt32] = [90, 87, 88, 89, 83, 84, 85, 79, 80, 81]  // KP_0 … KP_9
    if let d = c.wholeNumberValue, (0...9).contains(d) {
      return (Int32(0xFFB0 + d), digits[d], String(c), true)
    }
    let operators: [Character: (Int32, UInt32)] = [
      "+": (0xFFAB, 86), "-": (0xFFAD, 82), "*": (0xFFAA, 63), "/": (0xFFAF, 106), ".": (0xFFAE, 91),
      "=": (0xFFBD, 125),
    ]
    return operators[c].map { ($0.0, $0.1, String(c), true) }
  }

  /// The X keycodes of a US layout's letters, digits and punctuation.
  private static let usKeycodes: [Character: UInt32] = {
    var codes: [Character: UInt32] = [:]
    for (row, first) in [("1234567890-=", 10), ("qwertyuiop[]", 24), ("asdfghjkl;'", 38), ("zxcvbnm,./", 52)]
    {
      for (i, c) in row.enumerated() { codes[c] = UInt32(first + i) }
    }
    codes["`"] = 49
    codes["\\"] = 51
    return codes
  }()
}
