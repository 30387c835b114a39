import CSDL2
import FluidIO
internal import FluidDBus
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// The app's window: SDL and SDL2_ttf set up, a window, an SDL renderer and a ``Renderer``.
///
/// ```swift
/// let window = try SDLWindow(title: "Fluid — Pane", size: Size(width: 1280, height: 800), renderer: .auto)
/// window.draw(commands, background: .white)
/// window.present()
/// ```
@MainActor
public final class SDLWindow {
  let window: OpaquePointer
  let sdlRenderer: OpaquePointer
  /// The display-list painter.
  public let renderer: Renderer
  /// The renderer asked for.
  public let choice: RendererChoice
  /// SDL's name for the render driver in use: software, opengl, opengles2.
  public let driver: String
  /// OpenGL's `GL_RENDERER` when the driver is OpenGL (llvmpipe, or the GPU's name), else nil.
  public let glRenderer: String?
  /// Whether `SDL_RenderPresent` waits for vsync (OpenGL); otherwise the loop paces itself.
  public let presentsWithVSync: Bool
  /// Whether a frame can be drawn and presented in part: the software renderer draws straight into
  /// the window's surface, which keeps what is not redrawn (OpenGL's back buffer does not).
  public let presentsPartially: Bool
  /// Pixels per point, and where that came from (``DisplayScale``).
  public internal(set) var displayScale: DisplayScale
  /// SDL window units per point: the scale Fluid applies itself (on X11, all of it; on Wayland, what
  /// an override adds to the compositor's own).
  public internal(set) var pointScale: Double
  /// The scale the program asked for (or the user zoomed to), or nil to take the desktop's.
  public internal(set) var requestedScale: Double?
  /// The X11 session's settings, read from SDL's connection (nil off X11).
  var desktop: X11Desktop?
  /// Presents the software renderer's damage without waiting for the X server, when it can.
  var presenter: ShmPresenter?
  /// Whether the frame drawn last was handed to the X server band by band as it was drawn.
  var presentedInBands = false
  /// The software framebuffer whose pages were mapped ahead of drawing (``FramebufferPrefault``):
  /// its pixels and size in pixels.
  var prefaulted: (pixels: UnsafeMutableRawPointer, width: Int32, height: Int32)?
  /// Whether a frame's damage is handed to the X server without waiting for its copy (software
  /// renderer on X11 with MIT-SHM; `FLUID_PRESENT=sync` turns it off): the X server then copies
  /// while the app waits for the next frame.
  public var presentsAsynchronously: Bool { presenter.map { !$0.isDisabled } ?? false }
  /// The desktop's XSettings, when a manager publishes them.
  public internal(set) var xsettings: XSettings?
  /// Told the window as assistive technology sees it (``accessibilityWindow``) when it is set and
  /// whenever its title, place, size, scale or activation changes: an accessibility bridge's feed.
  public var onAccessibilityWindowChange: ((AccessibilityWindow) -> Void)? {
    didSet {
      pushedAccessibilityWindow = nil
      pushAccessibilityWindow()
    }
  }
  /// The value last told ``onAccessibilityWindowChange``.
  var pushedAccessibilityWindow: AccessibilityWindow?
  /// The XDG desktop portal's appearance settings, when a session bus is announced.
  public internal(set) var portal: DesktopPortal?
  /// Light or dark whatever the desktop prefers (`--color-scheme`), or nil to follow the desktop.
  public var preferredColorScheme: ColorScheme?
  /// The desktop's own scale, pixels per point, as last resolved with no zoom (the zoom's 100 %).
  var desktopFactor = 1.0
  /// Whether a window manager runs (no X11: assumed); the app moves, resizes, maximises and fills
  /// the screen itself without one.
  var hasWindowManager = true
  /// The maximised or full-screen frame the app gave the window itself (no window manager), and the
  /// frame to give back.
  var emulatedFrame: EmulatedFrame?
  /// A move or resize the app makes itself (no window manager) while the button is held.
  var manualDrag: ManualDrag?
  /// The least size the window may be given, points: the scenes' minimum, or a smaller `size` asked.
  var minimumPoints = SDLWindow.minimumSize
  /// The size in points the window last had while neither maximised nor full screen.
  var restoredSize: Size?
  /// The size in points to give the window when it is next neither maximised nor full screen: the
  /// scale changed meanwhile, and the pixels it returns to were sized for the old one.
  var pendingRestore: Size?
  /// Whether the window was maximised as it went full screen: leaving, it is maximised again.
  var maximizedBeforeFullscreen = false
  /// Who draws the title bar and frame.
  public let decorations: Decorations
  /// SDL's system cursors, made when first shown.
  var cursors: [Cursor: OpaquePointer] = [:]
  /// The cursor the app last asked for (``setCursor(_:)``).
  var appCursor = Cursor.arrow
  /// The resize edge whose cursor shows, if the pointer is on one.
  var shownEdge: ResizeEdge?
  /// The edges' resize cursors, made once.
  var edgeCursors: [ResizeEdge: OpaquePointer] = [:]
  /// The press a move of the window starts from, in SDL's window coordinates (set by the platform
  /// before ``WindowAction/beginMove``); the pointer's position now when nil.
  var moveAnchor: (x: Int32, y: Int32)?
  /// The same press on the screen, X11 pixels, when the X server said where it was (SDL may place
  /// a press a step into the drag that follows it): what an X11 move starts from first.
  var moveAnchorOnScreen: (x: Int32, y: Int32)?
  /// A move handed to the window manager, watched until its button is up (``checkHandedMove()``).
  var handedMove: HandedMove?
  /// What SDL's hit test asks, with ``Decorations/client``.
  let hitTest = HitTest()

  /// The smallest size a user can resize the window to, points (unless it opens smaller).
  public static let minimumSize = Size(width: 640, height: 480)

  /// Opens the window: `size` points at the desktop's scale (or `scale`, when given).
  /// - Parameters:
  ///   - title: The window's title.
  ///   - size: The window's size in points, 1...8192 each side.
  ///   - choice: Which renderer draws it.
  ///   - scale: Pixels per point, 0.5...4, or nil for the desktop's (``DisplayScale``).
  ///   - decorations: Who draws the title bar: the desktop (the default) or the app, which then
  ///     calls ``WindowPlatform/titleBarRegions`` to say where its bar is.
  /// - Throws: ``SDLError`` when there is no display, or SDL cannot make the window or renderer.
  public init(
    title: String, size: Size, renderer choice: RendererChoice, scale: Double? = nil,
    decorations: Decorations = .server
  ) throws {
    precondition(
      scale.map { DisplayScale.range.contains($0) } ?? true,
      "SDLWindow: scale must be in 0.5...4 (got \(scale!))")
    let session = try SDLWindow.start()
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
      | (decorations == .client ? SDL_WINDOW_BORDERLESS.rawValue : 0)
    guard
      let window = SDL_CreateWindow(
        title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED, Int32(size.width), Int32(size.height), flags)
    else {
      let error = SDLError("Creating a \(size) window")
      SDLWindow.shutdown()
      throw error
    }
    WindowIdentity.setClass(of: window)
    let made: MadeRenderer
    do { made = try MadeRenderer.make(on: window, choice: choice) } catch {
      SDL_DestroyWindow(window)
      SDLWindow.shutdown()
      throw error
    }
    self.window = window
    sdlRenderer = made.renderer
    self.choice = choice
    driver = made.driver
    glRenderer = made.glRenderer
    presentsWithVSync = made.vsync
    presentsPartially = made.driver == "software"
    // The software renderer draws into the window's framebuffer surface, which SDL makes anew on
    // a resize: it is looked up at each fill.
    renderer = Renderer(
      sdlRenderer: made.renderer, surface: made.driver == "software" ? { SDL_GetWindowSurface(window) } : nil)
    requestedScale = scale
    self.decorations = decorations
    if let x11 = DisplayErrorTrap.x11Handle(of: window) {
      DisplayErrorTrap.ownWindow = x11.window
      DragMessageFilter.install(on: x11.display)
      X11Selection.current = X11Selection(display: x11.display)
    }
    // Asked first: the portal answers while the window is made.
    portal = session.flatMap(DesktopPortal.init(bus:))
    desktop = X11Desktop(window: window)
    hasWindowManager = desktop?.hasWindowManager ?? true
    xsettings = desktop?.settings()
    renderer.fontFamily = xsettings?.fontFamily
    if presentsPartially, getenv("FLUID_PRESENT").map({ String(cString: $0) }) != "sync",
      let x11 = DisplayErrorTrap.x11Handle(of: window)
    {
      presenter = ShmPresenter(display: x11.display, xWindow: x11.window)
    }
    EventWait.watch(display: DisplayErrorTrap.x11Handle(of: window)?.display)
    displayScale = DisplayScale(factor: 1, source: .display)
    pointScale = 1
    displayScale = resolveScale(warn: { printError("\(programName): \($0)") })
    displayScale = limited(displayScale, for: size) { printError("\(programName): \($0)") }
    pointScale = displayScale.factor / pixelsPerUnit
    desktopFactor = resolveDesktopFactor()
    place(size: size)
    restoredSize = size
    desktop?.watch()
    show()
    prefaultFramebuffer(now: false)  // while the app makes its scene
    StartupStages.mark(.window)
  }

  /// Sets the hints and starts SDL's video and SDL2_ttf; returns the session bus, asked first
  /// (``SessionBusProbe``: one that does not answer is hidden from SDL), if any.
  private static func start() throws -> DBusConnection? {
    try SDLWindow.checkDisplay()
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")  // SignalTrap handles SIGINT/SIGTERM with SIGHUP/SIGQUIT
    let x11Only = SDLWindow.preferX11()
    WindowIdentity.prepare()
    let session = takeSessionBus()
    guard InputMethodLocale.whileOpening({ SDL_Init(SDL_INIT_VIDEO) }) == 0 else {
      throw SDLError(
        "Starting SDL video",
        reason: x11Only.map(SDLWindow.x11Failure(at:)),
        remedy: "run under a display server (`xvfb-run -a` before the command) or fix DISPLAY")
    }
    try SDLWindow.refuseInvisibleDriver()
    guard TTF_Init() == 0 else {
      let error = SDLError("Starting SDL2_ttf")
      SDL_Quit()
      throw error
    }
    StartupStages.mark(.video)
    return session
  }

  isolated deinit {
    EventWait.watch(display: nil)
    X11Selection.current = nil
    presenter?.close()
    for cursor in Array(cursors.values) + Array(edgeCursors.values) { SDL_FreeCursor(cursor) }
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

  /// The window's size in points.
  public var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return Size(width: Double(w) / pointScale, height: Double(h) / pointScale)
  }

  /// Pixels per point as drawn (2 on a HiDPI screen): the renderer's output over the size in points.
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
      pushAccessibilityWindow()
      return
    }
    let saved = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    let switched = setlocale(LC_CTYPE, "C.UTF-8") != nil
    SDL_SetWindowTitle(window, title)
    if switched { desktop?.setLegacyName(title) }
    if switched { setlocale(LC_CTYPE, saved ?? "C") }
    pushAccessibilityWindow()
  }

  /// Saves the drawn (not yet presented) frame as a PNG; a FIFO that no program reads is refused at
  /// once rather than waited on, which would stop the window.
  /// - Throws: ``SDLError`` when the pixels cannot be read or the file written.
  public func saveScreenshot(to path: String) throws {
    try PixelReader.savePNG(renderer: sdlRenderer, to: path, waitsForReader: false)
  }
}
