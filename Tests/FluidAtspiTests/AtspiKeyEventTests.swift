import FluidDBus
import FluidUI
import Testing

@testable import FluidAtspi

/// Keys as GTK's bridge offers them to the registry: X keysyms, US keycodes, X modifier masks.
@Suite("AT-SPI device events: keys as the registry and Orca read them")
struct AtspiKeyEventTests {
  @Test(
    "each key's keysym, keycode, name and whether it is text",
    arguments: [
      (Key.down, 0xFF54, 116, "Down", false), (.enter, 0xFF0D, 36, "Return", false),
      (.escape, 0xFF1B, 9, "Escape", false), (.tab, 0xFF09, 23, "Tab", false), (.space, 0x20, 65, " ", true),
      (.character("q"), 0x71, 24, "q", true), (.character("Q"), 0x51, 24, "Q", true),
      (.character("é"), 0xE9, 0, "é", true), (.character("€"), 0x0100_20AC, 0, "€", true),
      (.function(1), 0xFFBE, 67, "F1", false), (.function(12), 0xFFC9, 96, "F12", false),
      (.keypad("7"), 0xFFB7, 79, "7", true), (.pageDown, 0xFF56, 117, "Page_Down", false),
    ] as [(Key, Int32, UInt32, String, Bool)])
  func keys(key: Key, keysym: Int32, keycode: UInt32, text: String, isText: Bool) throws {
    let event = try #require(AtspiKeyEvent(.keyDown(key, modifiers: [], isRepeat: false, time: 1.5)))
    #expect(
      event.keysym == keysym && event.keycode == keycode && event.text == text && event.isText == isText)
    #expect(event.pressed && event.milliseconds == 1500)
  }

  @Test("a release, the modifiers as X masks, the argument's signature; no event for other input")
  func shape() throws {
    let up = try #require(AtspiKeyEvent(.keyUp(.left, modifiers: [.shift, .control, .alt], time: 2)))
    #expect(!up.pressed && up.modifiers == 1 | 4 | 8)
    #expect(up.argument.signature == "(uiiiisb)", "as the registry reads it")
    #expect(AtspiKeyEvent(.pointerMoved(position: .zero, time: 0, pressure: nil)) == nil)
    #expect(AtspiKeyEvent(.keyDown(.other(999), modifiers: [], isRepeat: false, time: 0)) == nil)
    #expect(AtspiKeyEvent(.keyDown(.function(30), modifiers: [], isRepeat: false, time: 0)) == nil)
    let far = try #require(AtspiKeyEvent(.keyDown(.tab, modifiers: [], isRepeat: false, time: .infinity)))
    #expect(far.milliseconds == 0, "a time out of range is no crash")
  }
}
