import CSDL2
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// The window's environment: the desktop's light or dark, the focus, maximised, full screen, zoom.
extension SDLWindow {
  /// The window's environment as it is now (`WindowEnvironment`).
  public var environment: WindowEnvironment {
    let flags = SDL_GetWindowFlags(window)
    return WindowEnvironment(
      colorScheme: preferredColorScheme ?? desktopColorScheme ?? .dark,
      isActive: flags & SDL_WINDOW_INPUT_FOCUS.rawValue != 0,
      isMaximized: isMaximized, isFullscreen: isFullscreen,
      zoom: requestedScale == nil ? 1 : displayScale.factor / max(desktopFactor, 0.01),
      accentColor: portal?.appearance.accentColor, prefersHighContrast: desktopPrefersHighContrast)
  }

  /// Whether the desktop asks for high contrast: the portal's `contrast`, or XSettings' theme name
  /// `HighContrast` (GNOME's high-contrast theme, `HighContrastInverse` its dark one).
  public var desktopPrefersHighContrast: Bool {
    portal?.appearance.prefersHighContrast == true
      || xsettings?.strings["Net/ThemeName"]?.lowercased().hasPrefix("highcontrast") == true
  }

  /// The scheme the desktop prefers: the `GTK_THEME` variable (`Adwaita:dark`), which a user sets
  /// for one launch and so overrides the session, as it does for GTK; else the XDG portal's
  /// `color-scheme` (GNOME's and KDE's dark style); else XSettings' `Net/ThemeName` (what GNOME's
  /// settings daemon and `xsettingsd` publish); nil when none says.
  public var desktopColorScheme: ColorScheme? {
    Self.colorScheme(
      themeName: xsettings?.strings["Net/ThemeName"],
      gtkTheme: getenv("GTK_THEME").map { String(cString: $0) }, portal: portal?.appearance.colorScheme)
  }

  /// The scheme the desktop's sources stand for, in their order: `GTK_THEME`'s theme name, the
  /// portal's preference, XSettings' theme name; nil for none.
  public nonisolated static func colorScheme(
    themeName: String?, gtkTheme: String?, portal: ColorScheme? = nil
  ) -> ColorScheme? {
    gtkTheme.flatMap(ColorScheme.init(themeName:)) ?? portal
      ?? themeName.flatMap(ColorScheme.init(themeName:))
  }
}
