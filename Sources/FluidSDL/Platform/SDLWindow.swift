import CSDL2
import FluidIO
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// The app's window: SDL and SDL2_ttf set up, a window, an SDL renderer and a ``Renderer``.
///
/// ```swift
/// let window = try SDLWindow(title: "Fluid - Pane", size: Size(width: 1280, height: 800), renderer: .auto)
/// window.draw(commands, background: .white)
/// window.present()
/// ```
@MainActor
public final class SDLWindow {
  let window: OpaquePointer
  let sdlRenderer: OpaquePointer
  /// The display-list painter.
  public let renderer: Renderer
  /// The renderer in use.
  public let choice: RendererChoice
  /// Whether `SDL_RenderPresent` waits for vsync (the opengl renderer); otherwise the loop paces itself.
  public let presentsWithVSync: Bool

  /// The smallest size a user can resize the window to, points (unless it opens smaller).
  public static let minimumSize = Size(width: 640, height: 480)

  /// Opens the window.
  /// - Throws: ``SDLError`` when there is no display, or SDL cannot make the window or renderer.
  public init(title: String, size: Size, renderer choice: RendererChoice) throws {
    try SDLWindow.checkDisplay()
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, choice.driverName)
    if choice != .opengl { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")  // SignalTrap handles SIGINT/SIGTERM with SIGHUP/SIGQUIT
    let x11Only = SDLWindow.preferX11()
    WindowIdentity.prepare()
    if !(getenv("DISPLAY").map { String(cString: $0) } ?? "").isEmpty { DisplayErrorTrap.install() }
    guard InputMethodLocale.whileOpening({ SDL_Init(SDL_INIT_VIDEO) }) == 0 else {
      throw SDLError(
        "Starting SDL video",
        reason: x11Only.map { "no X server answered at DISPLAY=\(Excerpt.clip($0))" },
        remedy: "run under a display server (`xvfb-run -a` before the command) or fix DISPLAY")
    }
    try SDLWindow.refuseInvisibleDriver()
    guard TTF_Init() == 0 else {
      let error = SDLError("Starting SDL2_ttf")
      SDL_Quit()
      throw error
    }
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    guard
      let window = SDL_CreateWindow(
        title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED, Int32(size.width), Int32(size.height), flags)
    else {
      let error = SDLError("Creating a \(size) window")
      SDLWindow.shutdown()
      throw error
    }
    WindowIdentity.setClass(of: window)
    // Every scene is laid out for 640 × 480 and up; a smaller --size is kept as asked.
    SDL_SetWindowMinimumSize(
      window, Int32(min(size.width, Self.minimumSize.width)), Int32(min(size.height, Self.minimumSize.height))
    )
    let vsync = choice == .opengl
    let rendererFlags = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
    guard
      let sdlRenderer = SDL_CreateRenderer(
        window, -1, choice == .opengl ? rendererFlags : SDL_RENDERER_SOFTWARE.rawValue)
    else {
      let error = SDLError(
        "Creating the \(choice.driverName) renderer", remedy: "Try --renderer software.")
      SDL_DestroyWindow(window)
      SDLWindow.shutdown()
      throw error
    }
    self.window = window
    self.sdlRenderer = sdlRenderer
    self.choice = choice
    presentsWithVSync = vsync
    renderer = Renderer(sdlRenderer: sdlRenderer)
  }

  isolated deinit {
    renderer.releaseResources()
    SDL_DestroyRenderer(sdlRenderer)
    // A window destroyed from outside is left to the process's exit: SDL would hide it first and
    // wait for an UnmapNotify that never comes (under a window manager, forever).
    if DisplayErrorTrap.isLost {
      TTF_Quit()
      return
    }
    SDL_DestroyWindow(window)
    SDLWindow.shutdown()
  }

  private static func shutdown() {
    TTF_Quit()
    SDL_Quit()
  }

  /// Fails fast, before SDL (or libwayland) prints anything, when no display server can be reached:
  /// neither variable set, or only a `WAYLAND_DISPLAY` no compositor answers at.
  private static func checkDisplay() throws {
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
  private static func preferX11() -> String? {
    let env = { (name: String) in getenv(name).map { String(cString: $0) } ?? "" }
    guard env("SDL_VIDEODRIVER").isEmpty, !env("DISPLAY").isEmpty,
      env("WAYLAND_DISPLAY").isEmpty || !WaylandProbe.compositorAnswers()
    else { return nil }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
    return env("DISPLAY")
  }

  /// Fails when SDL fell back to a driver that shows nothing (offscreen, dummy) without the user asking
  /// for it with `SDL_VIDEODRIVER`: a display was named but did not answer.
  private static func refuseInvisibleDriver() throws {
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

  /// The window's size in points.
  public var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return Size(width: Double(w), height: Double(h))
  }

  /// Pixels per point (2 on a HiDPI screen).
  public var scale: Double {
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph)
    let points = size.width
    return points > 0 ? Double(pw) / points : 1
  }

  /// The display's refresh interval in seconds (1/60 when SDL reports 0 Hz, as under Xvfb).
  public var refreshInterval: Double {
    var mode = SDL_DisplayMode()
    let index = SDL_GetWindowDisplayIndex(window)
    if SDL_GetCurrentDisplayMode(max(0, index), &mode) == 0, mode.refresh_rate > 0 {
      return 1 / Double(mode.refresh_rate)
    }
    return 1.0 / 60
  }

  /// Gives the window the icon `commands` draw over `background` on a square of `side` pixels
  /// (`_NET_WM_ICON`).
  public func setIcon(_ commands: [DrawCommand], background: Color, side: Int) {
    WindowIdentity.setIcon(commands, background: background, side: side, on: window)
  }

  /// Sets the title.
  ///
  /// SDL converts the title through the process's `LC_CTYPE`, C in a Swift program, where a title
  /// with a character beyond ASCII never reaches `_NET_WM_NAME` (what window managers show). Such a
  /// title is converted in `C.UTF-8` for the call.
  public func setTitle(_ title: String) {
    guard title.utf8.contains(where: { $0 >= 0x80 }) else {
      SDL_SetWindowTitle(window, title)
      return
    }
    let saved = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    let switched = setlocale(LC_CTYPE, "C.UTF-8") != nil
    SDL_SetWindowTitle(window, title)
    if switched { setlocale(LC_CTYPE, saved ?? "C") }
  }

  /// Whether a frame can be drawn and presented in part: the software renderer draws straight into
  /// the window's surface, which keeps what is not redrawn (OpenGL's back buffer does not).
  public var presentsPartially: Bool { !presentsWithVSync }

  /// Draws `commands`: the whole window, or only inside `damage` (points), when
  /// ``presentsPartially``.
  public func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]? = nil) {
    renderer.draw(commands, background: background, scale: scale, damage: presentsPartially ? damage : nil)
  }

  /// Shows the drawn frame: all of it, or with `damage` (points) only those regions
  /// (`SDL_UpdateWindowSurfaceRects`: the X server copies only them).
  public func present(damage: [Rect]? = nil) {
    guard let damage, presentsPartially else {
      SDL_RenderPresent(sdlRenderer)
      return
    }
    guard !damage.isEmpty else { return }
    SDL_RenderFlush(sdlRenderer)
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
    let s = scale
    var rects = damage.map { Renderer.pixels($0, scale: s, within: (Double(w), Double(h))) }.filter {
      $0.w > 0 && $0.h > 0
    }
    guard !rects.isEmpty else { return }
    SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count))
  }

  /// Saves the drawn (not yet presented) frame as a PNG.
  /// - Throws: ``SDLError`` when the pixels cannot be read or the file written.
  public func saveScreenshot(to path: String) throws {
    try PixelReader.savePNG(renderer: sdlRenderer, to: path)
  }
}
