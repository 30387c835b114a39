import FluidMotion
import FluidUI

/// The host's side of the navigation: the scene asked for by index or by step, the destination
/// announced once, and the bar's labels riding with the scenes.
extension SceneHost {
  /// Goes to the next (`delta` 1) or previous (−1) scene, wrapping; from the menu, the first or last.
  func step(_ delta: Int) {
    let all = SceneCatalog.available
    guard let i = all.firstIndex(where: { $0.index == entry.index }) else {
      show(index: (delta > 0 ? all.first : all.last)!.index)
      return
    }
    show(index: all[(i + delta + all.count) % all.count].index)
  }

  /// The title, the chrome and the help follow a new destination (a push, a pop, a swipe's
  /// release that decided), once.
  func announceDestination() {
    guard entry.index != announced else { return }
    announced = entry.index
    if chrome.isHelpShown { toggleHelp() }
    moveFocusWithDestination()
    request(.title(current.title))
  }

  /// The focus follows the scene shown.
  ///
  /// A scene that is leaving keeps the element it had (``FocusSystem/park(in:)``: a menu row, for
  /// the way back), and the scene shown alone gets back the one it had. A focus on the bar's
  /// controls is let go, as a new page takes the focus in GTK: the new scene's keys are its own (a
  /// ring left on ✕ would make a scene's Space quit).
  private func moveFocusWithDestination() {
    if let focused = focus.focusedLayer, focused.isDescendant(of: chrome.layer) { focus.setFocus(nil) }
    for hosted in stack.hosted where hosted.scene !== current { focus.park(in: hosted.scene.root) }
    restoreSceneFocus()
  }

  /// Gives the scene shown its focus back once it shows alone (a pop landed): during the slide the
  /// ring, drawn above everything, would show over the scene leaving.
  ///
  /// A scene opened from the keyboard (the keyboard is the user's hand: ``FocusSystem/isFocusVisible``)
  /// takes the focus onto its first control once it lands, as a new page does in GTK: a screen
  /// reader says the scene's title, then where the keys act. One opened with the mouse gets no ring.
  func restoreSceneFocus() {
    // Under the shortcuts window the focus stays in it; it comes back here as the window closes.
    guard !chrome.isHelpShown, !stack.transition.isMoving, !focus.restoreFocus(in: current.root) else {
      return
    }
    // The menu back from a scene it did not open (the app started there) has the ring on its row.
    guard focus.focusedLayer == nil, focus.isFocusVisible,
      let first = current.preferredFocus ?? focus.focusableLayers(in: current.root).first
    else { return }
    focus.setFocus(first)
  }

  /// The stack's scenes changed: the window's backdrop is the background of the scene under, a focus
  /// on a scene that left is dropped, the ring goes on top.
  func stackInstalled() {
    // A scene's requests are acted on as it sends them: a row opens at its click.
    for hosted in stack.hosted {
      let scene = hosted.scene
      scene.context.requests.onSend = { [unowned self, unowned scene] in act(on: $0, from: scene) }
    }
    root.fill = .solid(stack.under.scene.background)
    focus.dropFocusIfGone()
    focus.placeRing()  // above the chrome
  }

  /// Places the bar's labels for the transition's progress.
  ///
  /// They ride with the scene they name, fading out and in through the midpoint. "F1 Shortcuts"
  /// and the slow-motion note, at the right end, would be over the scene coming in or going out:
  /// they show at rest only.
  func placeChrome() {
    let shown = stack.shownEntry
    if chrome.shownIndex != shown.index {
      chrome.update(entry: shown, slow: isSlowMotion, size: size)
    }
    let p = stack.transition.progress
    let width = size.width
    let hasTop = stack.top != nil
    let slides = hasTop && !(reducesMotion && !stack.transition.isInteractive)
    let showsTop = p >= 0.5
    chrome.placeLabels(
      alpha: hasTop ? min(1, abs(2 * p - 1)) : 1,
      offset: slides ? (showsTop ? (1 - p) * width : -NavigationStack.parallax * width * p) : 0,
      keysShow: !hasTop || showsTop || p == 0)
  }

  /// Whether the scene gets `event` itself: keys and a focus loss always; a twist (a touch
  /// gesture the platform reads) unless the window has the pointer, the navigation visibly moves or
  /// the shortcuts window shows over it; the pointer's own events never (they are the arena's).
  func takesEvent(_ event: InputEvent) -> Bool {
    switch event {
    case .keyDown, .keyUp, .resized, .focusLost: true
    case .twist:
      !(stack.holdsPointer || chrome.barDrag.state.isActive || stack.isVisiblyMoving || chrome.isHelpShown)
    case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled, .wheel: false
    case .accessibility: false  // the frame loop performs it on the element
    }
  }
}
