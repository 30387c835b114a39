import FluidMotion
import FluidUI

extension SceneHost {
  /// What the window is at `point`: the title bar's empty part moves the window; "‹ Menu", the
  /// window's controls and everything below the bar are the app's.
  package func windowRegion(at point: Vector2) -> WindowRegion {
    guard !environment.isFullscreen, point.y < SceneChrome.barHeight, !chrome.backFrame.contains(point),
      chrome.controls.control(at: point) == nil
    else { return .content }
    return .titleBar
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

  /// Wires "‹ Menu" and the window's controls to what they do.
  func connectBar() {
    chrome.onBack = { [weak self] in self?.goBack() }  // the scene's own step back first (an open card)
    chrome.attach(to: context.gestures, barPress: barPress)
    chrome.controls.onAction = { [weak self] control in
      switch control {
      case .minimize: self?.request(.window(.minimize))
      case .maximize: self?.request(.window(.toggleMaximize))
      case .close: self?.request(.quit)
      }
    }
  }

  /// The press on the bar's empty part, which belongs to the window, never to the scene: a double
  /// click maximises or restores, a drag past the click slop hands the window's move to the window
  /// manager (with the press's position, so the window does not lag the pointer).
  func barPressed(_ press: WindowPress) {
    switch press.state {
    case .began:
      barMoveHandedOver = false
      pressOnBar(at: press.start, time: press.time)
    case .changed:
      guard !barMoveHandedOver, showsWindowControls,
        press.location.distance(to: press.start) > context.gestureSettings.clickSlop
      else { return }
      barMoveHandedOver = true  // the window manager has the pointer now
      lastBarPress = nil
      request(.window(.beginMove))
    default: break
    }
  }

  /// A press on the bar's empty part: a double click maximises or restores.
  private func pressOnBar(at p: Vector2, time: Double) {
    if let last = lastBarPress, context.gestureSettings.continuesClick(last, with: p, at: time) {
      lastBarPress = nil
      request(.window(.toggleMaximize))
    } else {
      lastBarPress = (p, time)
    }
  }
}
