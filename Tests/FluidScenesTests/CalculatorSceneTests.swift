import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Calculator scene")
@MainActor
struct CalculatorSceneTests {
  let scene = CalculatorScene()
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: scene) }

  func tap(_ label: String) {
    guard let p = scene.center(of: label) else {
      Issue.record("no key \(label)")
      return
    }
    s.click(p, hold: 0.05)
    s.run(0.05)
  }

  @Test("12 + 7 = gives 19")
  func sum() {
    for k in ["1", "2", "+", "7", "="] { tap(k) }
    #expect(scene.display == "19")
  }

  @Test(
    "a division by zero shows Error, and the state dump says so (its value reads 0); the next digit clears it"
  )
  func divisionByZero() {
    for k in ["9", "÷", "0", "="] { tap(k) }
    #expect(scene.display == "Error" && scene.state["error"] == 1 && scene.state["value"] == 0)
    tap("4")
    #expect(scene.display == "4" && scene.state["error"] == nil)
  }

  @Test("the same key pressed again after its fade has finished")
  func sameKeyTwice() {
    tap("1")
    #expect(s.settle())
    tap("1")
    #expect(s.settle())
    #expect(scene.display == "11")
  }

  @Test("a press highlights on the same frame; release fades over 0.5 s; mid-fade it is pressable again")
  func highlightAndFade() throws {
    let p = try #require(scene.center(of: "9"))
    s.press(p)
    #expect(scene.highlightedLabel == "9")  // no frame has run yet
    s.release(p)
    #expect(scene.highlightedLabel == nil && scene.display == "9")
    s.run(0.25)
    #expect(!s.animator.isIdle)  // still fading
    s.press(p)
    #expect(scene.highlightedLabel == "9")
    s.release(p)
    #expect(s.settle())
    #expect(scene.display == "99")
  }

  @Test("dragging out past the margin cancels; dragging back re-highlights and releasing activates")
  func dragOutAndBack() throws {
    let p = try #require(scene.center(of: "5"))
    s.press(p)
    s.drag(from: p, to: p + Vector2(x: 0, y: -400), over: 0.1)
    #expect(scene.highlightedLabel == nil)
    s.release(p + Vector2(x: 0, y: -400))
    #expect(scene.display == "0")  // cancelled
    s.press(p)
    s.drag(from: p, to: p + Vector2(x: 0, y: -400), over: 0.1)
    s.drag(from: p + Vector2(x: 0, y: -400), to: p, over: 0.1)
    #expect(scene.highlightedLabel == "5")
    s.release(p)
    #expect(scene.display == "5")
  }

  @Test("a press that began on one key activates the key it is released on")
  func crossKey() throws {
    let one = try #require(scene.center(of: "1"))
    let three = try #require(scene.center(of: "3"))
    s.press(one)
    s.drag(from: one, to: three, over: 0.15)
    #expect(scene.highlightedLabel == "3")
    s.release(three)
    #expect(scene.display == "3")
  }

  @Test("keypad and operator keys press the keys visibly")
  func keyboard() {
    for (key, shift) in [
      (Key.keypad("4"), false), (.character("="), true), (.keypad("2"), false), (.enter, false),
    ] {
      let mods: KeyModifiers = shift ? .shift : []
      s.send(.keyDown(key, modifiers: mods, isRepeat: false, time: s.time))
      #expect(scene.highlightedLabel != nil)
      s.frame()
      s.send(.keyUp(key, modifiers: mods, time: s.time))
      s.run(0.05)
    }
    #expect(scene.display == "6")
  }
}

@Suite("Calculator display, operator and keyboard")
@MainActor
struct CalculatorDisplayTests {
  let scene = CalculatorScene()
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: scene) }

  func type(_ keys: [Key]) { for k in keys { s.key(k) } }

  /// The display's text and its estimated width against the display's own width.
  func shown() throws -> (text: String, fits: Bool) {
    let label = try #require(
      LayoutAudit.items(in: scene.root).first { $0.isText && $0.layer.textStyle.alignment == .right })
    let frame = label.layer.frameInWindow
    return (
      label.layer.text ?? "",
      label.layer.textStyle.estimatedWidth(of: label.layer.text ?? "") <= frame.size.width
    )
  }

  @Test(
    "a long result shrinks to fit, then switches to scientific notation",
    arguments: [
      ("123456789*123456789=", "e16"), ("1/3=", "0.333"), ("99999999*99999999=", "e15"),
    ])
  func fits(keys: String, expected: String) throws {
    for c in keys {
      s.key(c == "*" ? .keypad("*") : .character(c))
    }
    let (text, fits) = try shown()
    #expect(fits, "\(text)")
    #expect(text.contains(expected), "\(text)")
  }

  @Test("the pending operator key shows selected (white, orange glyph) until a digit is typed")
  func selectedOperator() throws {
    type([.character("7"), .keypad("+")])
    let plus = try #require(
      LayoutAudit.items(in: scene.root).first { $0.isText && $0.layer.text == "+" }?.layer)
    s.settle()
    #expect(plus.fill == .solid(.white))
    #expect(plus.textStyle.color == Color(hex: 0xFF9F0A))
    type([.character("2")])
    s.settle()
    #expect(plus.fill == .solid(Color(hex: 0xFF9F0A)))
    #expect(plus.textStyle.color == .white)
  }

  @Test("the keypad is a grid to the keys: Tab reaches clear, ↓ 7, → 8, and Space types 8")
  func arrowsInTheKeypad() {
    s.key(.tab)
    #expect(scene.context.focus.focusedLayer?.accessibilityLabel == "clear")
    s.key(.down)
    #expect(scene.context.focus.focusedLayer?.accessibilityLabel == "7")
    s.key(.right)
    #expect(scene.context.focus.focusedLayer?.accessibilityLabel == "8")
    s.key(.space)
    s.settle()
    #expect(scene.display == "8")
  }

  @Test("Backspace deletes the last digit typed")
  func backspace() {
    type([.character("1"), .character("2"), .character("3"), .backspace])
    #expect(scene.display == "12")
    type([.backspace, .backspace])
    #expect(scene.display == "0")
  }
}

@Suite("Calculator operator selection after a result")
@MainActor
struct CalculatorSelectionTests {
  @Test("after = the operator key is no longer selected, even mid-fade")
  func clearedAfterEquals() throws {
    let scene = CalculatorScene()
    let s = ScriptedSession(scene: scene)
    for k: Key in [.character("2"), .keypad("*"), .character("3"), .character("=")] { s.key(k) }
    s.settle()
    let times = try #require(
      LayoutAudit.items(in: scene.root).first { $0.isText && $0.layer.text == "×" }?.layer)
    #expect(times.fill == .solid(Color(hex: 0xFF9F0A)) && times.textStyle.color == .white)
    #expect(scene.display == "6")
  }
}
