/// How the window's focus ring stands round an element.
extension Layer {
  /// How far the focus ring stands off the element's edges, pt (≥ 0; default
  /// ``FocusSystem/ringOutset``, 3).
  ///
  /// An element whose content reaches its edges (a slider's title and knob) takes more room, as
  /// GTK's `outline-offset` gives a widget; the ring stays inside the window either way.
  ///
  /// ```swift
  /// button.focusRingOutset = 8  // its label reaches its edges
  /// ```
  public var focusRingOutset: Double {
    get { accessibilityStorage?.focusRingOutset ?? FocusSystem.ringOutset }
    set {
      precondition(
        newValue >= 0 && newValue.isFinite, "Layer: focusRingOutset is at least 0, got \(newValue)")
      let storage = accessibilityStorage ?? AccessibilityProperties()
      accessibilityStorage = storage
      storage.focusRingOutset = newValue
    }
  }
}
