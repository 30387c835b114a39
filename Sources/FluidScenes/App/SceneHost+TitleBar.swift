import FluidMotion
import FluidUI

/// What in the title bar a press began on.
enum BarPress: Equatable {
  /// "‹ Menu" or one of the window's controls: a FluidUI `Control` tracks it.
  case control
  /// The bar's empty part, which belongs to the window, never to the scene: a drag from it moves
  /// the window.
  case bar(at: Vector2)
}

extension SceneHost {
  /// What the window is at `point`: the title bar's empty part moves the window; "‹ Menu", the
  /// window's controls and everything below the bar are the app's.
  package func windowRegion(at point: Vector2) -> WindowRegion {
    guard point.y < SceneChrome.barHeight, !chrome.backFrame.contains(point),
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
    chrome.onBack = { [weak self] in self?.show(index: SceneCatalog.menu.index) }
    chrome.controls.onAction = { [weak self] control in
      switch control {
      case .minimize: self?.request(.window(.minimize))
      case .maximize: self?.request(.window(.toggleMaximize))
      case .close: self?.request(.quit)
      }
    }
  }

  /// Handles a press on the title bar and the press's moves and release; returns whether the event
  /// was the bar's.
  ///
  /// A click on "‹ Menu" goes back to the menu; on a control, minimises, maximises
  /// or closes; a double click on the bar's empty part maximises or restores. No press on the bar
  /// reaches the scene.
  func handleBar(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let p, let time, .primary, _) where p.y < SceneChrome.barHeight && pressedScene == nil:
      barPress = chrome.barGestures.handle(event) ? .control : pressOnBar(at: p, time: time)
    case .pointerDown(let p, _, _, _) where p.y < SceneChrome.barHeight && pressedScene == nil:
      return true  // another button on the bar: the window's, not the scene's
    case .pointerMoved(let p, _, _) where barPress != nil:
      if case .bar(let start) = barPress, showsWindowControls, p.distance(to: start) > 4 {
        barPress = nil  // the window manager has the pointer now
        lastBarPress = nil
        request(.window(.beginMove))
      }
      if barPress == .control { chrome.barGestures.handle(event) }
    case .pointerUp(let p, _, .primary) where barPress != nil:
      if barPress == .control { chrome.barGestures.handle(event) }
      barPress = nil
      updateHover(at: p)
    case .pointerCancelled, .focusLost:
      if barPress == .control { chrome.barGestures.handle(event) }
      barPress = nil
      clearHover()
      return false
    default: return false
    }
    return true
  }

  /// A press on the bar's empty part: a double click maximises or restores.
  private func pressOnBar(at p: Vector2, time: Double) -> BarPress {
    if let last = lastBarPress, context.gestureSettings.continuesClick(last, with: p, at: time) {
      lastBarPress = nil
      request(.window(.toggleMaximize))
    } else {
      lastBarPress = (p, time)
    }
    return .bar(at: p)
  }

  /// Follows the free pointer for hover and the cursor: after a move with nothing held, and at a
  /// release.
  ///
  /// A press takes the hover off (the pressed look replaces it) and keeps the cursor.
  func followHover(_ event: InputEvent) {
    switch event {
    case .pointerDown:
      freePointer = nil
      _ = hover.update(pointer: nil, in: current.root)
    case .pointerMoved(let p, _, _) where pressedScene == nil && !pointer.isHeld:
      freePointer = p
      updateHover(at: p)
    case .pointerUp(let p, _, _) where pressedScene == nil:
      freePointer = p
      updateHover(at: p)
    case .focusLost, .pointerCancelled:
      freePointer = nil
      clearHover()
    default: break
    }
  }

  /// Moves the hover to what is under `p`: in the bar, its controls; below it, the scene's (at rest).
  func updateHover(at p: Vector2) {
    let inBar = p.y < SceneChrome.barHeight
    let barCursor = chrome.hoverBar(at: inBar ? p : nil)
    let atRest = !navigation.isAnimating && !navigation.isInteractive
    _ = hover.update(pointer: inBar || !atRest ? nil : p, in: current.root)
    show(cursor: inBar ? barCursor : hover.cursor)
  }

  /// Takes every hover off and shows the arrow.
  func clearHover() {
    _ = chrome.hoverBar(at: nil)
    _ = hover.clear()
    show(cursor: .arrow)
  }

  private func show(cursor: Cursor) {
    guard cursor != shownCursor else { return }
    shownCursor = cursor
    request(.cursor(cursor))
  }
}
