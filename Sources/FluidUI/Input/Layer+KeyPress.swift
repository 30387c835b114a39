/// How an element answers Space held on it as the window's focus.
extension Layer {
  /// Called as Space presses the element while it has the focus: ``KeyPressPhase/began`` on the
  /// key's press, ``KeyPressPhase/ended`` on its release (the element acts then, as a click's
  /// release does), ``KeyPressPhase/cancelled`` when the press ends first; with the time of the
  /// last input the focus noted, seconds on the input's clock.
  ///
  /// Only an element that takes the focus and activates (an ``accessibilityActivateBlock``) is
  /// pressed so. Nil (the default): Space's release activates it (``accessibilityActivate()``),
  /// with no pressed look. A ``Control`` sets it, so a button shows pressed while the key is held
  /// and acts on its release, as GTK's do. Enter activates at once.
  ///
  /// ```swift
  /// button.keyPressBlock = { phase, time in print(phase, time) }  // began 2.0, then ended 2.3
  /// ```
  public var keyPressBlock: ((KeyPressPhase, _ time: Double) -> Void)? {
    get { accessibilityStorage?.keyPress }
    set {
      let storage = accessibilityStorage ?? AccessibilityProperties()
      accessibilityStorage = storage
      storage.keyPress = newValue
    }
  }
}
