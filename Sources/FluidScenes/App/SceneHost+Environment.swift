import FluidMotion
import FluidUI

/// The window's environment in the host: the desktop's light or dark, the backdrop, the restore
/// and leave-full-screen glyphs, the bar hidden in full screen, the zoom level.
extension SceneHost {
  /// Follows the window's environment (``FluidUI/WindowEnvironment``): the menu and the chrome in
  /// the desktop's light or dark, the bar dimmed in the backdrop, "restore" while maximised, the bar
  /// hidden in full screen until the pointer touches the top edge, the zoom level after a zoom key.
  package func environmentChanged(_ next: WindowEnvironment) {
    let old = environment
    environment = next
    if next.colorScheme != old.colorScheme || next.accentColor != old.accentColor
      || next.prefersHighContrast != old.prefersHighContrast
    {
      applyPalette()
    }
    chrome.isBackdrop = !next.isActive
    chrome.controls.isMaximized = next.isMaximized
    chrome.controls.isFullscreen = next.isFullscreen
    chrome.revealHover.isEnabled = next.isFullscreen  // the bar's reveal follows the pointer only there
    chrome.fillsScreen = next.isMaximized || next.isFullscreen
    if next.isFullscreen != old.isFullscreen {
      slideBar(shown: !next.isFullscreen)
      // A pointer already at the top edge reveals the bar, as a move there would.
      if next.isFullscreen { context.gestures.arena.relightHover(at: animator.time ?? 0) }
    }
    if chrome.zoomBadge.awaitsLevel { chrome.zoomBadge.show(zoom: next.zoom, palette: palette) }
    chrome.zoomBadge.awaitsLevel = false
  }

  /// The environment's keys of ``state``, each only where it is not the default: `light` 1 in the
  /// light scheme, `backdrop` 1 when the window is not focused, `maximized` 1, `fullscreen` 1,
  /// `barReveal` (0...1) while the bar is not all there, `zoomBadge` (the zoom shown) while it shows,
  /// `accent` (0xRRGGBB) where the desktop publishes an accent colour, `highContrast` 1 where it asks
  /// for high contrast.
  var environmentState: [String: Double] {
    var state: [String: Double] = [:]
    if environment.colorScheme == .light { state["light"] = 1 }
    if !environment.isActive { state["backdrop"] = 1 }
    if environment.isMaximized { state["maximized"] = 1 }
    if environment.isFullscreen { state["fullscreen"] = 1 }
    if chrome.reveal < 1 { state["barReveal"] = chrome.reveal }
    if !chrome.zoomBadge.layer.isHidden { state["zoomBadge"] = environment.zoom }
    if environment.prefersHighContrast { state["highContrast"] = 1 }
    if let accent = environment.accentColor {
      let bytes = [accent.red, accent.green, accent.blue].map { Int(($0 * 255).rounded()) }
      state["accent"] = Double(bytes[0] << 16 | bytes[1] << 8 | bytes[2])
    }
    return state
  }

  /// The colours of the desktop's light or dark.
  var palette: Palette {
    .of(
      environment.colorScheme, accent: environment.accentColor, highContrast: environment.prefersHighContrast)
  }

  /// Paints the menu, the window's backdrop and the chrome in ``palette``.
  func applyPalette() {
    chrome.apply(palette)
    stack.menu.scene.apply(palette)
    focus.ringColor = palette.accent  // the frame loop places the ring every frame
    stack.menu.holder.fill = .solid(stack.menu.scene.background)
    root.fill = .solid(stack.under.scene.background)
    chrome.layout(size: size)
  }

  /// In full screen, shows the bar while the keyboard's focus is on one of its controls (Tab
  /// reaches them there), and slides it away once the focus leaves them, unless a press holds it.
  func followFocusForBar() {
    let inBar =
      environment.isFullscreen && focus.isFocusVisible
      && focus.focusedLayer?.isDescendant(of: chrome.barLayer) == true
    guard inBar != chrome.isHeldByFocus else { return }
    chrome.isHeldByFocus = inBar
    if inBar || !context.gestures.isInteracting { slideBar(shown: inBar || !environment.isFullscreen) }
  }

  /// Slides the bar in (`shown`) or out: on a quick spring, at once when motion is reduced.
  func slideBar(shown: Bool) {
    chrome.slideBar(shown: shown, animator: animator, instantly: reducesMotion)
  }
}
