/// What the desktop and the window tell a scene about how it is shown: light or dark, focused or in
/// the backdrop, maximised, full screen, zoomed.
///
/// The platform hands it to the loop whenever one of its values changes
/// (``PlatformEvent/environment(_:)``), and the loop passes it to the scene
/// (``Scene/environmentChanged(_:)``), as SwiftUI's environment carries `colorScheme` and
/// `controlActiveState` to its views.
///
/// ```swift
/// let root = Layer(), title = Layer()
/// func environmentChanged(_ environment: WindowEnvironment) {
///   root.fill = .solid(environment.colorScheme == .dark ? Color(hex: 0x1E1E1E) : Color(hex: 0xFAFAFA))
///   title.alpha = environment.isActive ? 1 : 0.5  // dimmed in the backdrop
/// }
/// ```
public struct WindowEnvironment: Sendable, Equatable {
  /// Light or dark, as the desktop prefers (``ColorScheme/dark`` when it says nothing).
  public var colorScheme: ColorScheme
  /// Whether the window has the keyboard focus; `false` draws the chrome in its backdrop state.
  public var isActive: Bool
  /// Whether the window is maximised.
  public var isMaximized: Bool
  /// Whether the window fills its screen.
  public var isFullscreen: Bool
  /// The user's zoom: pixels per point over the desktop's own scale (1 = not zoomed), 0.1...10.
  public var zoom: Double
  /// The desktop's accent colour, when it publishes one.
  public var accentColor: Color?
  /// Whether the desktop asks for high contrast: full-contrast text and outlines in the chrome.
  public var prefersHighContrast: Bool

  /// Creates an environment: by default dark, active, neither maximised nor full screen, not zoomed,
  /// no accent, normal contrast.
  public init(
    colorScheme: ColorScheme = .dark, isActive: Bool = true, isMaximized: Bool = false,
    isFullscreen: Bool = false, zoom: Double = 1, accentColor: Color? = nil, prefersHighContrast: Bool = false
  ) {
    self.colorScheme = colorScheme
    self.isActive = isActive
    self.isMaximized = isMaximized
    self.isFullscreen = isFullscreen
    self.zoom = zoom.isFinite ? min(max(zoom, 0.1), 10) : 1
    self.accentColor = accentColor
    self.prefersHighContrast = prefersHighContrast
  }
}
