import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The calculator's clipboard and its `%` and `±` keys.
@Suite("Calculator: clipboard, % and ±")
@MainActor
struct CalculatorClipboardTests {
  let clipboard = MemoryClipboard()
  let scene: CalculatorScene
  let s: ScriptedSession

  init() {
    scene = CalculatorScene(context: SceneContext(clipboard: clipboard))
    s = ScriptedSession(scene: scene)
  }

  func type(_ text: String) {
    for c in text { s.key(.character(c)) }
  }

  @Test("Ctrl+C copies the display and leaves it; C alone still clears")
  func copy() {
    type("42")
    s.key(.character("c"), modifiers: .control)
    #expect(clipboard.text == "42" && scene.display == "42")
    s.key(.character("c"))
    #expect(scene.display == "0")
  }

  @Test(
    "Ctrl+V pastes a number (spaces and grouping allowed); anything else leaves the display",
    arguments: [
      ("1,234.5", "1234.5"), (" -7 ", "-7"), ("+3e2", "300"), ("abc", "12"), ("inf", "12"), ("", "12"),
      ("1 000 000", "1000000"),
    ])
  func paste(text: String, shown: String) {
    type("12")
    clipboard.text = text
    s.key(.character("v"), modifiers: .control)
    #expect(scene.display == shown)
  }

  @Test("a pasted number is an operand: 2 + (paste 40) = gives 42")
  func pasteOperand() {
    type("2+")
    clipboard.text = "40"
    s.key(.character("v"), modifiers: .control)
    s.key(.enter)
    #expect(scene.display == "42")
  }

  @Test("Shift+5 is %, Alt+− and F9 are ±", arguments: [KeyModifiers.alt, []])
  func percentAndSign(signModifiers: KeyModifiers) {
    type("50")
    s.key(.character("5"), modifiers: .shift)
    #expect(scene.display == "0.5")
    if signModifiers.isEmpty { s.key(.function(9)) } else { s.key(.character("-"), modifiers: signModifiers) }
    #expect(scene.display == "-0.5")
  }
}
