import FluidMotion
import FluidUI

/// The app's keys as one table of key commands, met along the responder chain: an open panel, the
/// window's focus (``FocusSystem``: Tab, the focused control), the scene, the navigation, the app,
/// and the focus's arrows in a list or grid last. The shortcuts window shows the same table.
extension SceneHost {
  /// Every command, in the order a key down meets them.
  ///
  /// That is ``FocusSystem/commandChain(after:)`` and then the focus's arrows in a list or grid: the
  /// open panel's and the scene's that want priority over the focus (the calculator's Enter), the
  /// focus's (Tab, the focused control), the scene's, the navigation's, the app's, and the arrows
  /// last. The window's frame core hands keys along it; the shortcuts window and the table's tests
  /// read it.
  package var keyTable: [KeyCommand] { focus.commandChain(after: self) + focus.arrowCommands }

  /// The shortcuts window's panel: its keys, while it shows, before the focus's (it is modal).
  ///
  /// Esc and the other ways back close it first; the keys that scroll it (↑ ↓, and ← → sideways, a
  /// line; Page Up, Page Down, Space and Shift+Space a page; Home and End).
  var panelCommands: [KeyCommand] {
    let shown = { [unowned self] in chrome.isHelpShown }
    func panel(_ key: Key, _ mods: KeyModifiers, _ title: String, repeats: Bool, action: @escaping () -> Void)
      -> KeyCommand
    {
      var command = KeyCommand(
        key, mods, title: title, repeats: repeats, isHidden: true, when: shown, action: action)
      command.wantsPriorityOverFocus = true
      return command
    }
    // Esc, and the other ways back (Alt+←, the Back key and the mouse's Back button).
    let closing: [(Key, KeyModifiers)] = [(.escape, []), (.left, .alt), (.back, [])]
    let scrolling: [(Key, KeyModifiers)] = [
      (.up, []), (.down, []), (.left, []), (.right, []), (.pageUp, []), (.pageDown, []), (.space, []),
      (.space, .shift), (.home, []), (.end, []),
    ]
    return closing.map { key, mods in
      panel(key, mods, "Close the panel", repeats: false) { [unowned self] in toggleHelp() }
    }
      + scrolling.map { key, mods in
        panel(key, mods, "Scroll the shortcuts", repeats: true) { [unowned self] in
          chrome.shortcuts.scroll(by: key, modifiers: mods)
        }
      }
  }

  /// The navigation's keys: back and forward (Esc, Alt+← →, the Back and Forward keys), a scene by
  /// its number (Alt+0–9), the next and previous scene (Ctrl+Tab, Ctrl+Page Down, and back).
  var navigationCommands: [KeyCommand] {
    let back = "Back (Esc closes a panel first)"
    var commands = [
      KeyCommand(.escape, title: back) { [unowned self] in escape() },
      KeyCommand(.left, .alt, title: back) { [unowned self] in goBack() },
      KeyCommand(.back, title: back, isHidden: true) { [unowned self] in goBack() },
      KeyCommand(.right, .alt, title: "Forward to the scene you left") { [unowned self] in goForward() },
      KeyCommand(.forward, title: "Forward to the scene you left", isHidden: true) { [unowned self] in
        goForward()
      },
    ]
    commands += (0...9).map { d in
      KeyCommand(.character(Character(String(d))), .alt, title: "Jump to a scene") { [unowned self] in
        show(index: d)
      }
    }
    let steps: [(Key, KeyModifiers, Int, Bool)] = [
      (.tab, .control, 1, false), (.tab, [.control, .shift], -1, true), (.pageDown, .control, 1, true),
      (.pageUp, .control, -1, true),
    ]
    commands += steps.map { key, mods, delta, hidden in
      KeyCommand(key, mods, title: "Next scene", isHidden: hidden) { [unowned self] in step(delta) }
    }
    return commands
  }

  /// Back (Alt+←, the Back key, the mouse's Back button, "‹ Menu").
  ///
  /// The shortcuts window closes first, else the scene's own step back (an open card), else back to
  /// the menu; nothing on the menu (back never quits). While the pointer's button is down, back is
  /// ignored.
  func goBack() {
    if chrome.isHelpShown { return toggleHelp() }  // the shortcuts window is the first to close
    guard !isHeld else { return }
    if !isMenu, !stack.transition.isMoving, current.goBack() { return }
    if !isMenu { show(index: SceneCatalog.menu.index) }
  }

  /// Whether the pointer's button is down in the window.
  ///
  /// A pane or a drawer is in hand, a card dragged, a key pressed: leaving the scene then would take
  /// it from under the pointer (desktop toolkits leave a drag alone on a key), so back is ignored
  /// till the release.
  private var isHeld: Bool { context.gestures.arena.isPressed }

  /// Forward (Alt+→, the Forward key, the mouse's Forward button): on the menu, opens again the scene
  /// the last back left (a back still sliding turns round); nothing once another scene was opened since.
  func goForward() {
    let leaving = stack.transition.isAnimating ? stack.top?.entry.index : nil
    guard isMenu, let index = stack.forwardIndex ?? leaving else { return }
    show(index: index)
  }

  /// Esc: the scene's own step back (an open card), else leaves full screen, else goes back.
  ///
  /// On the menu at rest it leaves full screen. It never quits (`Ctrl+Q` and `Ctrl+W` do). While
  /// the pointer's button is down in a scene it is ignored, as back is.
  private func escape() {
    if isHeld, !isMenu {
      return
    } else if !isMenu, !stack.transition.isMoving, current.goBack() {
      return
    } else if environment.isFullscreen {
      request(.window(.exitFullscreen))
    } else if !isMenu {
      show(index: SceneCatalog.menu.index)
    } else if !stack.transition.isMoving {
      request(.window(.exitFullscreen))
    }
  }
}

/// The host's place in the responder chain: after the focus (and for the commands that want
/// priority, before it), the panel's keys, the scene's, the navigation's, the app's.
///
/// While the shortcuts window shows, it is modal: only it and the app's own keys act (a key the scene
/// under it would take, Backspace deleting a row, acts on nothing the user sees).
extension SceneHost: KeyResponder {
  package var keyCommands: [KeyCommand] {
    let scene = chrome.isHelpShown ? [] : current.keyCommandChain + navigationCommands
    return panelCommands + scene + appCommands
  }
}
