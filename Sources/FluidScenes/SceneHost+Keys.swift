import FluidMotion
import FluidUI

extension SceneHost {
  /// The app's keys (see ``SceneHost``); returns whether `key` was one.
  func handleGlobal(_ key: Key, _ modifiers: KeyModifiers, _ isRepeat: Bool) -> Bool {
    if modifiers.contains(.control) {
      switch key {
      case .character("q"): request(.quit)
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
    case .function(11): if !isRepeat { request(.toggleFullscreen) }
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

  /// Esc: closes the help, else goes back to the menu, else (on the menu at rest) quits; an Esc
  /// while the menu is still coming back does nothing (a double Esc out of a scene never quits).
  private func escape() {
    if chrome.isHelpShown {
      chrome.toggleHelp(scene: current, size: size)
    } else if !isMenu {
      show(index: SceneCatalog.menu.index)
    } else if !navigation.isMoving {
      request(.quit)
    }
  }

  /// Handles the title bar's back control; returns whether the event belonged to it.
  ///
  /// A click on "‹ Menu" (pressed, then released over it) goes back to the menu.
  func handleBack(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let p, _, .primary, _) where !isMenu && chrome.backFrame.contains(p):
      backPressed = true
      chrome.highlightBack(true)
    case .pointerMoved(let p, _, _) where backPressed:
      chrome.highlightBack(chrome.backFrame.contains(p))
    case .pointerUp(let p, _, .primary) where backPressed:
      backPressed = false
      chrome.highlightBack(false)
      if chrome.backFrame.contains(p) { show(index: SceneCatalog.menu.index) }
    case .pointerCancelled, .focusLost:
      backPressed = false
      return false
    default: return false
    }
    return true
  }
}
