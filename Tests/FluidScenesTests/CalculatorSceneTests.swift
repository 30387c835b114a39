import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Calculator scene")
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
