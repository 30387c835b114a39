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
      zoom: requestedScale == nil ? 1 : displayScale.factor / max(desktopFactor, 0.01))
  }

  /// The scheme the desktop prefers: the `GTK_THEME` variable (`Adwaita:dark`), which overrides the
  /// session's theme as it does for GTK, else XSettings' `Net/ThemeName` (what GNOME's settings
  /// daemon and `xsettingsd` publish); nil when neither says.
  public var desktopColorScheme: ColorScheme? {
    Self.colorScheme(
      themeName: xsettings?.strings["Net/ThemeName"],
      gtkTheme: getenv("GTK_THEME").map { String(cString: $0) })
  }

  /// The scheme the theme names stand for: `GTK_THEME`'s first (as for GTK), then XSettings'; nil
  /// for neither.
  public nonisolated static func colorScheme(themeName: String?, gtkTheme: String?) -> ColorScheme? {
    gtkTheme.flatMap(ColorScheme.init(themeName:)) ?? themeName.flatMap(ColorScheme.init(themeName:))
  }
}
