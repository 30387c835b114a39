import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces Xlib's error reports (six lines, then `exit`) with one line and a clean end.
///
/// A protocol error (a window destroyed from outside: BadWindow) is noted in ``lostReason`` and wakes
/// the wait; the loop then ends as if the window were closed, closes its files and throws it as one
/// ``SDLError`` line. A `DestroyNotify` for the window (``noteDestruction(in:of:)``) does the same. A
/// lost connection (the X server went away) cannot continue: the handler writes every buffered output
/// (``OutputFile/flushAll()``), prints one line and exits 1. Xlib is loaded and reached through
/// `dlsym` before `SDL_Init`: SDL keeps the handler it finds, chains its own to it and puts it back
/// when it quits, so an error that comes while SDL closes the display (destroying a window already
/// gone) is ours too, never Xlib's report. Without Xlib nothing is installed.
enum DisplayErrorTrap {
  /// What the X server reported (the run then ends), or nil.
  nonisolated(unsafe) static var lostReason: String?
  /// Whether the X server reported an error about our window.
  static var isLost: Bool { lostReason != nil }
  /// A window of another client the app reads (the XSettings manager's): an error about it is not
  /// the app's loss (it quit while being read) and is ignored.
  nonisolated(unsafe) static var foreignWindow: UInt = 0

  private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
  private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
  private typealias SetHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
  private typealias SetIOHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

  /// Loads Xlib and installs the handlers (call it before `SDL_Init`).
  static func install() {
    guard let lib = dlopen("libX11.so.6", RTLD_NOW),
      let setError = dlsym(lib, "XSetErrorHandler"), let setIO = dlsym(lib, "XSetIOErrorHandler")
    else { return }
    _ = unsafeBitCast(setError, to: SetHandler.self)({ _, event in
      // XErrorEvent: int type; Display *display; XID resourceid; unsigned long serial; uchar error_code
      let code = event?.load(fromByteOffset: 32, as: UInt8.self) ?? 0
      let resource = event?.load(fromByteOffset: 16, as: UInt.self) ?? 0
      if resource != 0 && resource == DisplayErrorTrap.foreignWindow { return 0 }
      if DisplayErrorTrap.lostReason == nil {
        DisplayErrorTrap.lostReason =
          code == 3
          ? "the X server says the window is gone (destroyed from outside?)" : "X error code \(code)"
        // Read while SDL waits, an error makes no SDL event: without one the wait would go on.
        EventWait.wake()
      }
      return 0
    })
    _ = unsafeBitCast(setIO, to: SetIOHandler.self)({ _ in
      OutputFile.flushAll()
      printError(
        "fluid: lost the connection to the X server (it quit or was killed); outputs saved, quitting")
      exit(1)
    })
  }

  private typealias GetWMInfo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32

  /// The X connection and window behind `window`, or nil off X11.
  static func x11Handle(of window: OpaquePointer) -> (display: OpaquePointer, window: UInt)? {
    // Declared in SDL_syswm.h, which would bring in Xlib's headers: found at run time instead.
    guard let getInfo = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "SDL_GetWindowWMInfo") else {
      return nil
    }
    // SDL_SysWMinfo: SDL_version (3 bytes), the subsystem (Int32 at 4; 2 is X11), then the union at
    // 8: the X11 Display * and Window.
    var version = SDL_version()
    SDL_GetVersion(&version)
    let info = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
    defer { info.deallocate() }
    info.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
    info.storeBytes(of: version, as: SDL_version.self)
    guard unsafeBitCast(getInfo, to: GetWMInfo.self)(window, info) != 0,
      info.load(fromByteOffset: 4, as: Int32.self) == 2,
      let display = info.load(fromByteOffset: 8, as: OpaquePointer?.self)
    else { return nil }
    return (display, info.load(fromByteOffset: 16, as: UInt.self))
  }

  /// Notes in ``lostReason`` an X `DestroyNotify` for `xWindow` carried by an `SDL_SYSWMEVENT`
  /// (enable them with `SDL_EventState`): SDL itself ignores the event, so a window destroyed from
  /// outside while it drew nothing (hidden, or idle) would otherwise leave the run waiting forever.
  static func noteDestruction(in event: SDL_Event, of xWindow: UInt) {
    // SDL_SysWMmsg: the version, the subsystem (Int32 at 4; 2 is X11), then the XEvent at 8. An
    // XDestroyWindowEvent: int type (17), serial, send_event, display, event, then window at 40.
    guard let message = UnsafeRawPointer(event.syswm.msg),
      message.load(fromByteOffset: 4, as: Int32.self) == 2,
      message.load(fromByteOffset: 8, as: Int32.self) == 17,
      message.load(fromByteOffset: 48, as: UInt.self) == xWindow, lostReason == nil
    else { return }
    lostReason = "the window was destroyed from outside"
  }
}
