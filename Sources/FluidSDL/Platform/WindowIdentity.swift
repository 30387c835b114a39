import CSDL2
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// How the desktop tells Fluid's window apart: its class and its icon.
///
/// X11's `WM_CLASS` is ("fluid", "Fluid") and Wayland's app id `dev.fluidmotion.Fluid`, so a dock
/// groups the window with the `dev.fluidmotion.Fluid.desktop` entry `scripts/install` writes (whose
/// `StartupWMClass` is "Fluid"); either can be overridden with SDL's own variables
/// (`SDL_VIDEO_X11_WMCLASS`, `SDL_VIDEO_WAYLAND_WMCLASS`). The icon is drawn by the app's renderer.
public enum WindowIdentity {
  /// The window class a desktop entry's `StartupWMClass` names.
  public static let className = "Fluid"
  /// The X11 instance name (`WM_CLASS`'s first string).
  public static let instanceName = "fluid"
  /// The Wayland app id: the desktop entry's file name without `.desktop`.
  public static let appID = "dev.fluidmotion.Fluid"

  /// Sets the class and app id for the window SDL opens next, unless the environment already does.
  static func prepare() {
    setenv("SDL_VIDEO_X11_WMCLASS", className, 0)
    setenv("SDL_VIDEO_WAYLAND_WMCLASS", appID, 0)
  }

  private typealias SetClassHint = @convention(c) (OpaquePointer?, UInt, UnsafeMutableRawPointer?) -> Int32

  /// Sets X11's `WM_CLASS` of `window` to the instance "fluid" and the class "Fluid" (SDL sets both
  /// to one name); nothing off X11 or when `SDL_VIDEO_X11_WMCLASS` was set by the user.
  static func setClass(of window: OpaquePointer) {
    guard getenv("SDL_VIDEO_X11_WMCLASS").map({ String(cString: $0) }) == className,
      let x11 = DisplayErrorTrap.x11Handle(of: window),
      let lib = dlopen("libX11.so.6", RTLD_NOW), let set = dlsym(lib, "XSetClassHint")
    else { return }
    instanceName.withCString { name in
      className.withCString { cls in
        // XClassHint: char *res_name; char *res_class.
        var hint = (UnsafeMutablePointer(mutating: name), UnsafeMutablePointer(mutating: cls))
        withUnsafeMutableBytes(of: &hint) { bytes in
          _ = unsafeBitCast(set, to: SetClassHint.self)(x11.display, x11.window, bytes.baseAddress)
        }
      }
    }
  }

  private typealias TextListToProperty =
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, Int32, Int32,
      UnsafeMutableRawPointer
    )
    -> Int32
  private typealias SetWMName = @convention(c) (OpaquePointer?, UInt, UnsafeMutableRawPointer) -> Void
  private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32

  /// Rewrites X11's `WM_NAME` of `window` so that a window list can read it.
  ///
  /// It is Latin-1 `STRING` when the title fits, else `COMPOUND_TEXT` (SDL stores UTF-8 bytes there
  /// as if they were Latin-1). Call it in a UTF-8 `LC_CTYPE`, after SDL set the title (SDL's
  /// `_NET_WM_NAME` is right already).
  static func setLegacyName(_ title: String, of window: OpaquePointer) {
    guard let x11 = DisplayErrorTrap.x11Handle(of: window), let lib = dlopen("libX11.so.6", RTLD_NOW),
      let convert = dlsym(lib, "Xutf8TextListToTextProperty"), let set = dlsym(lib, "XSetWMName"),
      let free = dlsym(lib, "XFree")
    else { return }
    // XTextProperty: unsigned char *value; Atom encoding; int format; unsigned long nitems.
    var property = (UnsafeMutableRawPointer?.none, UInt(0), Int32(0), UInt(0))
    title.withCString { text in
      var list: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(mutating: text)
      withUnsafeMutableBytes(of: &property) { bytes in
        // XStdICCTextStyle (3); Success is 0 (a positive count means some characters were lost).
        guard
          unsafeBitCast(convert, to: TextListToProperty.self)(x11.display, &list, 1, 3, bytes.baseAddress!)
            >= 0
        else { return }
        unsafeBitCast(set, to: SetWMName.self)(x11.display, x11.window, bytes.baseAddress!)
      }
    }
    _ = unsafeBitCast(free, to: Free.self)(property.0)
  }

  /// Gives `window` the icon `commands` draw over `background` on a square of `side` pixels.
  ///
  /// An icon SDL cannot make is left out: the window keeps the desktop's default.
  @MainActor
  static func setIcon(_ commands: [DrawCommand], background: Color, side: Int, on window: OpaquePointer) {
    guard side > 0,
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(side), Int32(side), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return }
    defer { SDL_FreeSurface(surface) }
    guard let painter = SDL_CreateSoftwareRenderer(surface) else { return }
    let renderer = Renderer(sdlRenderer: painter)
    renderer.draw(commands, background: background, scale: 1)
    SDL_RenderPresent(painter)
    renderer.releaseResources()
    SDL_DestroyRenderer(painter)
    SDL_SetWindowIcon(window, surface)
  }
}
