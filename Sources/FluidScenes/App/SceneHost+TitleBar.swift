import FluidMotion
import FluidUI

extension SceneHost {
  /// What the window is at `point`, as the layer tree says (SDL asks it where the compositor moves
  /// the window, on Wayland): the bar's own layer, where the bar's drag is a member, moves the
  /// window; "‹ Menu", the window's controls and everything below the bar are the app's.
  package func windowRegion(at point: Vector2) -> WindowRegion {
    !environment.isFullscreen && root.hitTest(point) === chrome.barLayer ? .titleBar : .content
  }

  /// Whether the bar shows the window's minimise, maximise and close controls (when the app draws
  /// the window's frame).
  package var showsWindowControls: Bool {
    get { chrome.showsWindowControls }
    set {
      chrome.showsWindowControls = newValue
      chrome.layout(size: size)
    }
  }

  /// Wires "‹ Menu", the window's controls and the bar's drag and double click to what they do.
  func connectBar() {
    chrome.onBack = { [weak self] in self?.goBack() }  // the scene's own step back first (an open card)
    chrome.onShortcuts = { [weak self] in self?.toggleHelp() }
    chrome.controls.onAction = { [weak self] control in
      switch control {
      case .minimize: self?.request(.window(.minimize))
      case .maximize:  // in full screen, the middle button leaves it (the window's state is kept)
        self?.request(.window(self?.environment.isFullscreen == true ? .exitFullscreen : .toggleMaximize))
      case .close: self?.request(.quit)
      }
    }
    // A drag past the click slop hands the window's move to the window manager (from the press's
    // position: the window does not lag the pointer); only where the app draws the window's frame.
    // The drag is the bar's own: not one that began on "‹ Menu" or a window control in it.
    chrome.barDrag.shouldBegin = { [unowned self] pan in
      showsWindowControls && windowRegion(at: pan.location - pan.translation) == .titleBar
    }
    chrome.barDrag.action = { [unowned self] pan in if pan.state == .began { request(.window(.beginMove)) } }
    chrome.barDoubleClick.shouldBegin = { [unowned self] _ in !environment.isFullscreen }
    chrome.barDoubleClick.action = { [unowned self] _ in request(.window(.toggleMaximize)) }
    // A click beside the shortcuts window closes it, and reaches nothing beneath.
    chrome.shortcuts.dismissTap.action = { [unowned self] _ in if chrome.isHelpShown { toggleHelp() } }
    // In full screen, the bar's own hover member (over the whole window) reveals it.
    chrome.onReveal = { [unowned self] shown in slideBar(shown: shown) }
    context.gestures.add(chrome.revealHover, to: root)
    chrome.attach(to: context.gestures, animator: context.animator)
  }
}
