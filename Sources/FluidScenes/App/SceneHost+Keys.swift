import FluidMotion
import FluidUI

extension SceneHost {
  /// The app's keys (see ``SceneHost``); returns whether `key` was one.
  func handleGlobal(_ key: Key, _ modifiers: KeyModifiers, _ isRepeat: Bool) -> Bool {
    if modifiers.contains(.control) {
      switch key {
      case .character("q"): request(.quit)
      case .character("="), .character("+"), .keypad("+"): request(.window(.zoomIn))
      case .character("-"), .keypad("-"): request(.window(.zoomOut))
      case .character(let c) where c.wholeNumberValue != nil:
        if !isRepeat { show(index: c.wholeNumberValue!) }
      default: return false
      }
      return true
    }
    guard !modifiers.contains(.alt) else { return false }
    switch key {
    case .tab: if !isRepeat { step(modifiers.contains(.shift) ? -1 : 1) }
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

  /// Esc: closes the help, else the scene's own step back (an open card), else goes back to the
  /// menu, else (on the menu at rest) quits; an Esc while the menu is still coming back does nothing
  /// (a double Esc out of a scene never quits).
  private func escape() {
    if chrome.isHelpShown {
      chrome.toggleHelp(scene: current, size: size)
    } else if !isMenu, !navigation.isMoving, current.goBack() {
      return
    } else if !isMenu {
      show(index: SceneCatalog.menu.index)
    } else if !navigation.isMoving {
      request(.quit)
    }
  }
}
