import FluidMotion
import FluidUI

/// The app's own keys, at the end of the chain: the shortcuts window, quit, full screen, zoom, slow
/// motion and the overlays.
extension SceneHost {
  /// The app's keys, as GNOME's apps have them (`F1` and `Ctrl+?`, `Ctrl+Q`, `F11`, `Ctrl+=`).
  var appCommands: [KeyCommand] {
    let help = { [unowned self] in toggleHelp() }
    let zooms: [(Key, KeyModifiers, WindowAction, String, Bool)] = [
      (.character("="), .control, .zoomIn, "Zoom in, out", false),
      (.character("="), [.control, .shift], .zoomIn, "Zoom in, out", true),
      (.character("+"), .control, .zoomIn, "Zoom in, out", true),
      (.keypad("+"), .control, .zoomIn, "Zoom in, out", true),
      (.character("-"), .control, .zoomOut, "Zoom in, out", false),
      (.keypad("-"), .control, .zoomOut, "Zoom in, out", true),
      (.character("0"), .control, .zoomReset, "The desktop's size", false),
      (.keypad("0"), .control, .zoomReset, "The desktop's size", true),
    ]
    return [
      KeyCommand(.function(1), title: "Keyboard shortcuts", action: help),
      KeyCommand(.character("?"), .control, title: "Keyboard shortcuts", action: help),
      KeyCommand(
        .character("/"), [.control, .shift], title: "Keyboard shortcuts", isHidden: true, action: help),
      KeyCommand(
        .character("?"), [.control, .shift], title: "Keyboard shortcuts", isHidden: true, action: help),
      KeyCommand(.character("h"), title: "Keyboard shortcuts", action: help),
      KeyCommand(.character("q"), .control, title: "Quit") { [unowned self] in request(.quit) },
      KeyCommand(.character("w"), .control, title: "Quit") { [unowned self] in request(.quit) },
      KeyCommand(.function(11), title: "Full screen") { [unowned self] in request(.window(.toggleFullscreen))
      },
    ]
      + zooms.map { key, mods, action, title, hidden in
        KeyCommand(key, mods, title: title, repeats: true, isHidden: hidden) { [unowned self] in zoom(action)
        }
      } + [
        KeyCommand(.character("s"), title: "Slow motion (×0.1)") { [unowned self] in toggleSlowMotion() },
        KeyCommand(.character("v"), title: "Physics, frame overlays") { [unowned self] in togglePhysics() },
        KeyCommand(.character("f"), title: "Physics, frame overlays") { [unowned self] in
          toggles.showsStats.toggle()
          request(StatsRecorder.toggleRequest)
        },
      ]
  }

  /// F1: the shortcuts window, or hides it.
  ///
  /// The window's focus is confined to it while it shows (it has nothing to focus: Tab, Space and
  /// the arrows reach nothing beneath), and comes back to where it was as it closes.
  func toggleHelp() {
    let opening = !chrome.isHelpShown
    if opening { focus.park(in: root) }
    chrome.toggleHelp(shortcutGroups, size: size)
    focus.root = opening ? chrome.shortcuts.layer : root
    // A scene that landed while it showed (its focus waited) takes its focus now.
    if !opening, !focus.restoreFocus(in: root) { restoreSceneFocus() }
    // The row under the still pointer lights again.
    if !opening { context.gestures.arena.relightHover(at: animator.time ?? 0) }
    focus.placeRing()
  }

  /// What the shortcuts window shows, read from the key table: the app's keys, the navigation's with
  /// the focused control's, the scene's; a key the scene takes always is shown once, as the scene's
  /// (the calculator's Enter is Equals, not "Activate the focused control").
  package var shortcutGroups: [ShortcutGroup] {
    let chain = keyTable
    let navigation = (navigationCommands + focus.keyCommands + focus.arrowCommands).filter { command in
      let at = chain.firstIndex {
        $0.title == command.title && $0.matches(command.input, modifiers: command.modifiers)
      }
      return at.map { KeyCommand.taker(before: $0, in: chain) == nil } ?? true
    }
    return ShortcutGroup.window(app: appCommands, navigation: navigation, scene: current)
  }

  /// Asks the window to zoom; the level shows when the window answers with its environment.
  private func zoom(_ action: WindowAction) {
    chrome.zoomBadge.awaitsLevel = true
    request(.window(action))
  }

  /// S: the animations at a tenth of their speed, or at full speed again.
  private func toggleSlowMotion() {
    toggles.isSlowMotion.toggle()
    animator.timeScale = isSlowMotion ? 0.1 : 1
    chrome.update(
      entry: chrome.shownIndex == entry.index ? entry : stack.under.entry, slow: isSlowMotion, size: size)
  }

  /// V: the physics overlay on or off.
  private func togglePhysics() {
    toggles.showsPhysics.toggle()
    chrome.showPhysics(showsPhysics ? current.physics : nil, accent: entry.accent)
  }
}
