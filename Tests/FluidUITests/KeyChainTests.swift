import FluidMotion
import Testing

@testable import FluidUI

/// The app a scene hands its keys on to: one command, and a count of the times it was asked.
@MainActor
private final class ChainApp: KeyResponder {
  var log: [String] = []
  var asked = 0
  var keyCommands: [KeyCommand] {
    [
      KeyCommand(
        .function(2), title: "Help",
        when: { [unowned self] in
          asked += 1; return true
        }
      ) {
        [unowned self] in log.append("app: help")
      }
    ]
  }
}

/// A scene with two buttons side by side in a group, and commands on both sides of the focus: Enter
/// it takes first, Space after the focus, `x` it takes itself; what none takes reaches `handle(_:)`.
@MainActor
private final class ChainScene: Scene, KeyResponder {
  let context = SceneContext()
  let title = "Chain"
  let root = Layer()
  let group = Layer()
  let app = ChainApp()
  var log: [String] = []
  var asked = 0
  var equals = true

  init() {
    group.accessibilityContainerType = .semanticGroup
    root.addSublayer(group)
    for i in 0..<2 {
      let button = Layer(frame: Rect(x: Double(i) * 110, y: 0, width: 100, height: 40))
      let control = Control(layer: button)
      control.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in log.append("button \(i)") }
      gestures.add(control, to: button)
      group.addSublayer(button)
    }
  }

  var keyCommands: [KeyCommand] {
    let count = { [unowned self] in
      asked += 1
      return true
    }
    let equalsCount = { [unowned self] in
      asked += 1
      return equals
    }
    var enter = KeyCommand(.enter, title: "Equals", when: equalsCount) { [unowned self] in
      log.append("scene: enter")
    }
    enter.wantsPriorityOverFocus = true
    return [
      enter,
      KeyCommand(.space, title: "Play", when: count) { [unowned self] in log.append("scene: space") },
      KeyCommand(.character("x"), title: "Cut", when: count) { [unowned self] in log.append("scene: x") },
    ]
  }
  var nextKeyResponder: (any KeyResponder)? { app }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    group.frame = Rect(x: 20, y: 20, width: 210, height: 40)
  }

  func handle(_ event: InputEvent) -> Bool {
    guard case .keyDown(let key, _, _, _) = event else { return false }
    log.append("handle: \(key)")
    return key == .right  // the scene's own use of → comes before the focus's arrows
  }
}

@Suite("One chain of key commands: the focus, the scene, the responders after it, then the arrows")
@MainActor
struct KeyChainTests {
  private let scene = ChainScene()
  private let display: VirtualDisplay

  init() {
    display = VirtualDisplay(scene: scene, size: Size(width: 400, height: 300))
    display.run(for: 0.1)
  }

  private var focus: FocusSystem { scene.context.focus }

  /// Presses and lets go of `key` on the window's loop.
  private func press(_ key: Key, _ modifiers: KeyModifiers = []) {
    display.key(key, modifiers: modifiers)
    display.run(for: 0.05)
  }

  @Test("the chain's order: priority commands, the focus's, the scene's, the next responder's")
  func order() {
    let chain = focus.commandChain(after: scene).map(\.title)
    let own = focus.keyCommands.map(\.title)
    #expect(chain == ["Equals"] + own + ["Play", "Cut", "Help"])
  }

  @Test("a key is offered to each command once, however far along the chain it goes")
  func eachCommandAskedOnce() {
    press(.function(2))
    #expect(scene.app.log == ["app: help"] && scene.app.asked == 1)
    #expect(scene.asked == 0, "a key that matches none of the scene's commands asks none of them")
    // Enter, its command off and nothing focused: asked once, then no one takes it.
    scene.equals = false
    press(.enter)
    #expect(scene.asked == 1, "Enter's condition asked once (a priority command was met twice)")
    #expect(scene.log == ["handle: enter"], "a key no command takes reaches handle(_:) once")
  }

  @Test("Enter wants priority: taken before the focused button; Space presses the button first")
  func priorityAndFocus() {
    press(.tab)
    #expect(focus.focusedLayer === scene.group.sublayers.first)
    press(.enter)
    press(.space)
    #expect(scene.log == ["scene: enter", "button 0"])
    #expect(scene.asked == 1, "Enter's condition asked once (it used to be met twice)")
  }

  @Test("with no control focused, the scene's Space plays; a key it does not take goes to handle(_:)")
  func sceneAfterFocus() {
    press(.space)
    press(.character("x"))
    #expect(scene.log == ["scene: space", "scene: x"])
    #expect(scene.asked == 2)
  }

  @Test("→ the scene's handle(_:) takes stays there; ← it does not take moves the focus in the group")
  func arrowsLast() {
    press(.tab)
    press(.right)
    #expect(focus.focusedLayer === scene.group.sublayers.first, "→ went to handle(_:), which took it")
    focus.setFocus(scene.group.sublayers[1])
    press(.left)
    #expect(focus.focusedLayer === scene.group.sublayers.first)
    #expect(scene.log == ["handle: right", "handle: left"])
  }
}
