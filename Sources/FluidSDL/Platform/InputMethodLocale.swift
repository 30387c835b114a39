#if canImport(Glibc)
  import Glibc
#endif

/// Opens SDL's X11 input method in the C locale.
///
/// On X11, `SDL_Init` opens an input method in the user's locale, and libX11 then parses that
/// locale's Compose table, 512 KB for any UTF-8 locale: about 12 ms of start-up, for text input Fluid
/// never takes (its keys are shortcuts, read as key codes). In the C locale the table is 20 KB.
/// `LC_ALL` is set to `C` only for the call and restored after; SDL restores the process locale itself.
enum InputMethodLocale {
  /// Runs `body` (`SDL_Init`) with `LC_ALL=C`.
  static func whileOpening<T>(_ body: () throws -> T) rethrows -> T {
    let saved = getenv("LC_ALL").map { String(cString: $0) }
    setenv("LC_ALL", "C", 1)
    defer {
      if let saved { setenv("LC_ALL", saved, 1) } else { unsetenv("LC_ALL") }
    }
    return try body()
  }
}
