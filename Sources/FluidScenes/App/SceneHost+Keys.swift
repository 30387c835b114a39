import FluidMotion
import FluidUI

extension SceneHost {
  /// The app's keys (see ``SceneHost``); returns whether `key` was one.
  func handleGlobal(_ key: Key, _ modifiers: KeyModifiers, _ isRepeat: Bool) -> Bool {
    if handleFocusKey(key, modifiers) { return true }
    if modifiers.contains(.control) {
      switch key {
      case .tab: if !isRepeat { step(modifiers.contains(.shift) ? -1 : 1) }  // the browser's, GNOME's
      case .pageDown: if !isRepeat { step(1) }
      case .pageUp: if !isRepeat { step(-1) }
      case .character("q"), .character("w"): request(.quit)  // the app's one window closes
      case .character("="), .character("+"), .keypad("+"): zoom(.zoomIn)
      case .character("-"), .keypad("-"): zoom(.zoomOut)
      case .character("0"), .keypad("0"): zoom(.zoomReset)
      case .character("?"): if !isRepeat { chrome.toggleHelp(scene: current, size: size) }
      case .character("/") where modifiers.contains(.shift):  // Ctrl+? on a US layout
        if !isRepeat { chrome.toggleHelp(scene: current, size: size) }
      default: return false
      }
      return true
    }
    if modifiers.contains(.alt) {
      switch key {
      case .left: if !isRepeat { goBack() }
      case .right: if !isRepeat { goForward() }
      case .character(let c) where c.wholeNumberValue != nil:  // GNOME's keys for its tabs
        if !isRepeat { show(index: c.wholeNumberValue!) }
      default: return false
      }
      return true
    }
    switch key {
    case .back: if !isRepeat { goBack() }
    case .forward: if !isRepeat { goForward() }
    case .tab: moveFocus(by: modifiers.contains(.shift) ? -1 : 1)
    case .escape: if !isRepeat { escape() }
    case .function(1), .character("h"): if !isRepeat { chrome.toggleHelp(scene: current, size: size) }
    case .character("f"):
      guard !isRepeat else { return true }
      showsStats.toggle()
      request(.toggleStats)
    case .function(11): if !isRepeat { request(.window(.toggleFullscreen)) }
    case .character("s"):
      guard !isRepeat else { return true }
      isSlowMotion.toggle()
      animator.timeScale = isSlowMotion ? 0.1 : 1
      chrome.update(
        entry: chrome.shownIndex == entry.index ? entry : under.entry, slow: isSlowMotion, size: size)
    case .character("v"):
      guard !isRepeat else { return true }
      showsPhysics.toggle()
      chrome.showPhysics(showsPhysics ? current.physics : nil, accent: entry.accent, size: size)
    default: return false
    }
    return true
  }

  /// Back (Alt+←, the Back key, the mouse's Back button): the scene's own step back (an open card),
  /// else back to the menu; nothing on the menu (back never quits).
  func goBack() {
    if !isMenu, !navigation.isMoving, current.goBack() { return }
    if !isMenu { show(index: SceneCatalog.menu.index) }
  }

  /// Forward (Alt+→, the Forward key, the mouse's Forward button): on the menu, opens again the scene
  /// the last back left; nothing once another scene was opened since.
  func goForward() {
    guard isMenu, let index = forwardIndex else { return }
    show(index: index)
  }

  /// Asks the window to zoom; the level shows when the window answers with its environment.
  private func zoom(_ action: WindowAction) {
    zoomAsked = true
    request(.window(action))
  }

  /// Esc: closes the help, else the scene's own step back (an open card), else leaves full screen,
  /// else goes back.
  ///
  /// On the menu at rest it leaves full screen. It never quits (`Ctrl+Q` and `Ctrl+W` do).
  private func escape() {
    if chrome.isHelpShown {
      chrome.toggleHelp(scene: current, size: size)
    } else if !isMenu, !navigation.isMoving, current.goBack() {
      return
    } else if environment.isFullscreen {
      request(.window(.exitFullscreen))
    } else if !isMenu {
      show(index: SceneCatalog.menu.index)
    } else if !navigation.isMoving {
      request(.window(.exitFullscreen))
    }
  }
}
