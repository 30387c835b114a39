import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// The checks made before SDL opens a display, so that a missing or dead one is one clear line, and
/// the window shown without a wait that a window manager could make endless.
extension SDLWindow {
  /// Sets what runs when the connection to the X server is lost, just before the process exits 1.
  ///
  /// The server quit or was killed: this is the last chance to save what the user set (the
  /// settings). It must make no SDL or X call; nil removes it.
  ///
  /// ```swift
  /// SDLWindow.onConnectionLost { print("the X server is gone: saving") }
  /// ```
  public static func onConnectionLost(_ handler: (@MainActor () -> Void)?) {
    DisplayErrorTrap.onConnectionLost = handler.map { handler in
      { MainActor.assumeIsolated { handler() } }
    }
  }

  /// Fails fast, before SDL (or libwayland) prints anything, when no display server can be reached:
  /// neither variable set, or only a `WAYLAND_DISPLAY` no compositor answers at.
  static func checkDisplay() throws {
    #if os(Linux)
      let env = { (name: String) in getenv(name).map { String(cString: $0) } ?? "" }
      guard env("SDL_VIDEODRIVER").isEmpty, env("DISPLAY").isEmpty else { return }
      if env("WAYLAND_DISPLAY").isEmpty {
        throw SDLError(
          "Opening the window", reason: "no display (DISPLAY and WAYLAND_DISPLAY are unset)",
          remedy: "run it under a display server (e.g. `xvfb-run -a` before the command) or set DISPLAY")
      }
      guard WaylandProbe.compositorAnswers() else {
        throw SDLError(
          "Opening the window",
          reason: "no Wayland compositor answered at WAYLAND_DISPLAY=\(Excerpt.clip(env("WAYLAND_DISPLAY"))) "
            + "and DISPLAY is unset",
          remedy: "start the compositor, fix WAYLAND_DISPLAY (and XDG_RUNTIME_DIR) or set DISPLAY")
      }
    #endif
  }

  /// With DISPLAY set, no working WAYLAND_DISPLAY and no SDL_VIDEODRIVER, asks SDL for X11 alone, so a dead X server
  /// is an error rather than a silent fall-back (and Wayland's client library stays quiet).
  ///
  /// Returns DISPLAY in that case.
  static func preferX11() -> String? {
    let env = { (name: String) in getenv(name).map { String(cString: $0) } ?? "" }
    guard env("SDL_VIDEODRIVER").isEmpty, !env("DISPLAY").isEmpty,
      env("WAYLAND_DISPLAY").isEmpty || !WaylandProbe.compositorAnswers()
    else { return nil }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
    return env("DISPLAY")
  }

  /// Why SDL's X11 driver did not start at `display`: whether an X server answers there (asked once
  /// with Xlib), with SDL's own message, so that a server that answers is never called missing.
  static func x11Failure(at display: String) -> String {
    let sdl = String(cString: SDL_GetError())
    let said = sdl.isEmpty ? "" : " (SDL: \(Excerpt.clip(sdl)))"
    typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Close = @convention(c) (OpaquePointer?) -> Int32
    guard let xlib = DynamicLibrary("libX11.so.6"), let open = xlib.function("XOpenDisplay", as: Open.self),
      let close = xlib.function("XCloseDisplay", as: Close.self)
    else { return "SDL's X11 driver did not start at DISPLAY=\(Excerpt.clip(display))\(said)" }
    guard let connection = open(display) else {
      return "no X server answered at DISPLAY=\(Excerpt.clip(display))\(said)"
    }
    _ = close(connection)
    return
      "the X server at DISPLAY=\(Excerpt.clip(display)) answers, but SDL's X11 driver did not start\(said)"
  }

  /// Fails when SDL fell back to a driver that shows nothing (offscreen, dummy) without the user asking
  /// for it with `SDL_VIDEODRIVER`: a display was named but did not answer.
  static func refuseInvisibleDriver() throws {
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    let asked = getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
    guard asked.isEmpty, ["offscreen", "dummy", "evdev"].contains(driver) else { return }
    SDL_Quit()
    let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
    throw SDLError(
      "Opening the window",
      reason: "no display server answered at DISPLAY=\(display) (SDL fell back to its \(driver) driver)",
      remedy: "start the server or fix DISPLAY (or run under `xvfb-run -a`)")
  }

  /// Shows the window; on X11, without waiting past what a window manager that lost the request
  /// would leave (``X11Desktop/map(limit:retry:)``): the app then runs on, and SDL marks the window
  /// shown when the manager maps it.
  func show() {
    if let desktop, !desktop.map() {
      printError(
        "\(programName): the window manager has not shown the window in \(Int(X11Desktop.mapLimit)) s; the app"
          + " runs on, and the window appears when the window manager maps it (if it never does, restart the"
          + " window manager)")
      return
    }
    SDL_ShowWindow(window)
  }
}
