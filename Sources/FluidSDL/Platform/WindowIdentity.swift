import FluidIO
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
      let set = DynamicLibrary("libX11.so.6")?.function("XSetClassHint", as: SetClassHint.self)
    else { return }
    instanceName.withCString { name in
      className.withCString { cls in
        // XClassHint: char *res_name; char *res_class.
        var hint = (UnsafeMutablePointer(mutating: name), UnsafeMutablePointer(mutating: cls))
        withUnsafeMutableBytes(of: &hint) { bytes in
          _ = set(x11.display, x11.window, bytes.baseAddress)
        }
      }
    }
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
