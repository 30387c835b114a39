import CSDL2
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// The window's environment: the desktop's light or dark, the focus, maximised, full screen, zoom.
extension SDLWindow {
  /// The window's environment as it is now (``FluidUI/WindowEnvironment``).
  public var environment: WindowEnvironment {
    let flags = SDL_GetWindowFlags(window)
    return WindowEnvironment(
      colorScheme: preferredColorScheme ?? desktopColorScheme ?? .dark,
      isActive: flags & SDL_WINDOW_INPUT_FOCUS.rawValue != 0,
      isMaximized: isMaximized, isFullscreen: isFullscreen,
      zoom: requestedScale.map { $0 / max(desktopFactor, 0.01) } ?? 1)
  }

  /// The scheme the desktop prefers: XSettings' `Net/ThemeName` (what GNOME's settings daemon and
  /// `xsettingsd` publish), else the `GTK_THEME` variable (`Adwaita:dark`); nil when neither says.
  public var desktopColorScheme: ColorScheme? {
    Self.colorScheme(
      themeName: xsettings?.strings["Net/ThemeName"],
      gtkTheme: getenv("GTK_THEME").map { String(cString: $0) })
  }

  /// The scheme a theme name stands for: XSettings' first, then `GTK_THEME`'s; nil for neither.
  public nonisolated static func colorScheme(themeName: String?, gtkTheme: String?) -> ColorScheme? {
    themeName.flatMap(ColorScheme.init(themeName:)) ?? gtkTheme.flatMap(ColorScheme.init(themeName:))
  }
}
