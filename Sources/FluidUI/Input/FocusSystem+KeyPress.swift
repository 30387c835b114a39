/// Space held on the focused element: pressed on the key's press, acting on its release.
extension FocusSystem {
  /// Space's press on the focused element: it is pressed until the key comes up
  /// (``keyReleased(_:)``), and acts then; one with a ``Layer/keyPressBlock`` is told each phase.
  func pressFocused() {
    guard let focused = focusedLayer else { return }
    cancelKeyPress()
    keyPressed = focused
    focused.keyPressBlock?(.began, eventTime)
  }

  /// Ends the press Space began when Space comes up; returns whether the release was the press's.
  ///
  /// The press acts (``KeyPressPhase/ended``, else the element's activation) when the focus is
  /// still on its element and it shows, else it is called off. The ``FrameCore`` hands it every key's release.
  public func keyReleased(_ key: Key) -> Bool {
    guard key == .space, let pressed = keyPressed else { return false }
    keyPressed = nil
    let acts = pressed === focusedLayer && root.map { Self.isShown(pressed, under: $0) } == true
    if let block = pressed.keyPressBlock {
      block(acts ? .ended : .cancelled, eventTime)
    } else if acts {
      _ = pressed.accessibilityActivate()
    }
    return true
  }

  /// Calls off the press Space began, if any (the focus moved, the window lost the keyboard).
  func cancelKeyPress() {
    guard let pressed = keyPressed else { return }
    keyPressed = nil
    pressed.keyPressBlock?(.cancelled, eventTime)
  }
}
