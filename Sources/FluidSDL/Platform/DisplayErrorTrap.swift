import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces Xlib's error reports (six lines, then `exit`) with an error attributed to the resource
/// it names: only the loss of the app's own window ends the run.
///
/// X errors are asynchronous and come from requests of every kind, many of them answers to other
/// clients: SDL writes the clipboard into a reader's window and answers a drag's source window, and
/// the app reads the XSettings manager's window. Each of those may be destroyed at any instant, so a
/// `BadWindow` about it is the other client's end, never the app's. The handler therefore sorts:
///
/// - `BadWindow` or `BadDrawable` naming ``ownWindow``: the window is gone. It is noted in
///   ``lostReason`` and wakes the wait; the loop then ends as if the window were closed, closes its
///   files and throws it as one ``SDLError`` line. A `DestroyNotify` for the window
///   (``noteDestruction(in:of:)``) does the same.
/// - An error about a resource of another client (its id lies outside this connection's resource
///   range): ignored quietly.
/// - Any other error (one of the app's own resources, or a value, atom or match error): ignored,
///   with one line for each new kind of error (its code and request), at most ``reportLimit`` lines a run.
///
/// A lost connection (the X server went away) cannot continue: the handler calls ``onConnectionLost``
/// (the app saves its settings there), writes every buffered output (``OutputFile/flushAll()``),
/// prints one line and exits 1. Xlib is loaded and reached through `DynamicLibrary` before `SDL_Init`: SDL
/// keeps the handler it finds, chains its own to it and puts it back when it quits, so an error that
/// comes while SDL closes the display (destroying a window already gone) is ours too, never Xlib's
/// report. Without Xlib nothing is installed.
enum DisplayErrorTrap {
  /// What the X server reported (the run then ends), or nil.
  nonisolated(unsafe) static var lostReason: String?
  /// Whether the X server reported an error about our window.
  static var isLost: Bool { lostReason != nil }
  /// The app's own X window, once it exists (0 before): an error naming it means it is gone.
  nonisolated(unsafe) static var ownWindow: UInt = 0
  /// Called once when the connection to the X server is lost, before the process exits: the last
  /// chance to save what can be saved (no X call may be made).
  nonisolated(unsafe) static var onConnectionLost: (() -> Void)?
  /// The thread that installed the handlers: the main thread.
  nonisolated(unsafe) private static var mainThread = pthread_self()
  /// The most lines the ignored errors print in a run.
  static let reportLimit = 4
  /// The kinds of ignored error already reported (error code << 16 | major << 8 | minor).
  nonisolated(unsafe) private static var reported: Set<UInt32> = []

  private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
  private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
  private typealias SetHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
  private typealias SetIOHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

  /// Loads Xlib and installs the handlers (call it before `SDL_Init`).
  static func install() {
    guard let xlib = DynamicLibrary("libX11.so.6"),
      let setError = xlib.function("XSetErrorHandler", as: SetHandler.self),
      let setIO = xlib.function("XSetIOErrorHandler", as: SetIOHandler.self)
    else { return }
    _ = setError({ display, event in
      guard let event else { return 0 }
      DisplayErrorTrap.handle(XError(event), on: display)
      return 0
    })
    mainThread = pthread_self()
    _ = setIO({ _ in
      // The handler runs on the thread whose Xlib call found the connection gone: the main thread's
      // frame loop (the app's state is then safe to read), else the save is skipped.
      if pthread_equal(pthread_self(), DisplayErrorTrap.mainThread) != 0 {
        DisplayErrorTrap.onConnectionLost?()
      }
      DisplayErrorTrap.onConnectionLost = nil
      OutputFile.flushAll()
      printError(
        "fluid: lost the connection to the X server (it quit or was killed); outputs saved, quitting")
      exit(1)
    })
  }

  /// Sorts one error: the window's loss, another client's resource, or a line.
  static func handle(_ error: XError, on display: OpaquePointer?) {
    switch verdict(for: error, ownWindow: ownWindow, isOwn: { isOwnResource($0, on: display) }) {
    case .windowLost:
      guard lostReason == nil else { return }
      lostReason = "the X server says the window is gone (destroyed from outside?)"
      // Read while SDL waits, an error makes no SDL event: without one the wait would go on.
      EventWait.wake()
    case .foreign:
      return
    case .report:
      guard reported.count < reportLimit, reported.insert(error.kind).inserted else { return }
      printError(
        "fluid: the X server refused a request (error \(error.code), request \(error.major).\(error.minor)"
          + " on 0x\(String(error.resource, radix: 16))); ignored, the app carries on")
    }
  }

  /// What an error means for the run.
  enum Verdict: Equatable {
    /// The app's own window is gone.
    case windowLost
    /// It names another client's resource: that client's business.
    case foreign
    /// Anything else: worth a line, not the run.
    case report
  }

  /// The verdict on `error`, given the app's window and which resource ids are the app's own.
  static func verdict(for error: XError, ownWindow: UInt, isOwn: (UInt) -> Bool) -> Verdict {
    if error.namesResource {
      if error.resource == ownWindow && ownWindow != 0 && (error.code == 3 || error.code == 9) {
        return .windowLost
      }
      if !isOwn(error.resource) { return .foreign }
    }
    return .report
  }

  /// Whether `resource` was made by this connection: its id lies in the connection's range.
  ///
  /// `_XPrivDisplay` keeps the range in `private3` (the base, at byte 40) and `private4` (the mask, at
  /// byte 48), after the extension data, the private pointer, the socket, the protocol versions and
  /// the vendor string.
  static func isOwnResource(_ resource: UInt, on display: OpaquePointer?) -> Bool {
    guard let display else { return false }
    let raw = UnsafeRawPointer(display)
    let base = raw.load(fromByteOffset: 40, as: UInt.self)
    let mask = raw.load(fromByteOffset: 48, as: UInt.self)
    return base != 0 && resource & ~mask == base
  }

  private typealias GetWMInfo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32

  /// The X connection and window behind `window`, or nil off X11.
  static func x11Handle(of window: OpaquePointer) -> (display: OpaquePointer, window: UInt)? {
    // Declared in SDL_syswm.h, which would bring in Xlib's headers: found at run time instead.
    guard let getInfo = DynamicLibrary.process.function("SDL_GetWindowWMInfo", as: GetWMInfo.self) else {
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
    guard getInfo(window, info) != 0,
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
