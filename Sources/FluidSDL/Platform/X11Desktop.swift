import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// What an X11 desktop session says about how to draw: the resource database (`Xft.dpi`) and the
/// XSettings (`Gtk/EnableAnimations`, `Xft/DPI`), read from SDL's own connection and watched for change.
///
/// Xlib is reached through `DynamicLibrary` (its headers would clash with SDL's). The root window's
/// `RESOURCE_MANAGER` is read directly, not through `XResourceManagerString`, which keeps the value
/// the connection opened with: `xrdb` changes are seen while running. The watch selects property
/// changes on the root window and on the XSettings manager's window, the root's structure events
/// (a new manager announces itself there with a `MANAGER` client message) and the manager window's
/// destruction (the daemon quit); these reach the app as SDL window-manager events
/// (``changed(by:)``), so a settings daemon started, restarted or stopped after the app is followed.
struct X11Desktop {
  let display: OpaquePointer
  let root: UInt
  /// The app's X window.
  let xWindow: UInt
  private let api: API
  private let resourceAtom: UInt
  private let selectionAtom: UInt
  private let settingsAtom: UInt
  private let managerAtom: UInt
  /// The XSettings manager's window when it was last looked up, 0 for none.
  private(set) var manager: UInt = 0

  /// Connects to the X display behind `window`; nil off X11 or without Xlib.
  init?(window: OpaquePointer) {
    guard let handle = DisplayErrorTrap.x11Handle(of: window), let api = API() else { return nil }
    display = handle.display
    xWindow = handle.window
    self.api = api
    root = api.defaultRoot(display)
    resourceAtom = api.internAtom(display, "RESOURCE_MANAGER", 0)
    selectionAtom = api.internAtom(display, "_XSETTINGS_S\(api.defaultScreen(display))", 0)
    settingsAtom = api.internAtom(display, "_XSETTINGS_SETTINGS", 0)
    managerAtom = api.internAtom(display, "MANAGER", 0)
  }

  /// Shows the X cursor font's `shape` (with Xcursor, the theme's cursor of that name) over the
  /// app's window until SDL sets a cursor again; false when Xlib lacks the calls.
  func defineFontCursor(_ shape: UInt32) -> Bool {
    guard let calls = api.cursorCalls else { return false }
    let cursor = calls.create(display, shape)
    guard cursor != 0 else { return false }
    _ = calls.define(display, xWindow, cursor)
    _ = calls.free(display, cursor)  // the window keeps it while defined
    _ = api.flush(display)
    return true
  }

  /// The resource database string (`xrdb -query`'s text), or nil when there is none.
  func resources() -> String? {
    property(resourceAtom, of: root).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The XSettings, or nil when no manager runs (or its property cannot be parsed).
  mutating func settings() -> XSettings? {
    manager = api.selectionOwner(display, selectionAtom)
    guard manager != 0 else { return nil }
    return property(settingsAtom, of: manager).flatMap(XSettings.init(bytes:))
  }

  /// Whether a window manager runs, as EWMH tells it.
  ///
  /// The root's `_NET_SUPPORTING_WM_CHECK` names a window whose own property names itself. A manager
  /// that quit leaves the root's behind on a server that keeps root properties (`Xvfb -noreset`);
  /// its window is gone then.
  var hasWindowManager: Bool {
    let atom = api.internAtom(display, "_NET_SUPPORTING_WM_CHECK", 0)
    guard let check = api.windowProperty(display, root, atom) else { return false }
    return api.windowProperty(display, check, atom) == check
  }

  /// Where the pointer is on the screen (root coordinates), asked of the X server; nil when it cannot
  /// say.
  var pointer: (x: Int32, y: Int32)? { queryPointer().map { ($0.x, $0.y) } }

  /// Whether the primary button is held now, asked of the X server (the app may still be reading
  /// events from before its release); nil when it cannot say.
  var isPrimaryButtonHeld: Bool? { queryPointer().map { $0.mask & 1 << 8 != 0 } }  // Button1Mask

  private func queryPointer() -> (x: Int32, y: Int32, mask: UInt32)? {
    guard let query = api.queryPointer else { return nil }
    var (rootReturn, child) = (UInt(0), UInt(0))
    var (x, y, wx, wy) = (Int32(0), Int32(0), Int32(0), Int32(0))
    var mask = UInt32(0)
    guard query(display, root, &rootReturn, &child, &x, &y, &wx, &wy, &mask) != 0 else { return nil }
    return (x, y, mask)
  }

  /// How long ``map(limit:retry:)`` waits by default for the window manager to show the window, seconds.
  static let mapLimit = 5.0

  /// Maps the window and waits until it is shown, asking again while no `MapNotify` comes: at most
  /// `limit` seconds (0.1...60), a new request every `retry` seconds (0.05...`limit`).
  ///
  /// `SDL_ShowWindow` maps and then waits for the `MapNotify` with no limit. A window manager that
  /// loses the request (openbox does for a window mapped while it starts) would leave the app in
  /// that wait forever, with no window. Each new request is a new `MapRequest` for the manager; one
  /// it already took only raises the window. The `MapNotify` is taken from the queue, as SDL's wait
  /// takes it; call `SDL_ShowWindow` afterwards only when this returns true (it then skips the map).
  /// - Returns: whether the window was shown within `limit`.
  func map(limit: Double = X11Desktop.mapLimit, retry: Double = 0.5) -> Bool {
    precondition((0.1...60).contains(limit), "X11Desktop.map: limit must be 0.1...60 s (got \(limit))")
    precondition((0.05...limit).contains(retry), "X11Desktop.map: retry must be 0.05...limit (got \(retry))")
    let event = UnsafeMutableRawPointer.allocate(byteCount: 192, alignment: 16)  // an XEvent
    defer { event.deallocate() }
    let start = MonotonicClock.now
    _ = api.mapRaised(display, xWindow)
    while !api.waitForEvent(
      display, xWindow, 19, into: event, until: min(MonotonicClock.now + retry, start + limit))
    {  // MapNotify
      guard MonotonicClock.now - start < limit else { return false }
      _ = api.mapRaised(display, xWindow)
    }
    return true
  }

  /// Asks for property-change events on the root window and the XSettings manager's window, the
  /// root's structure events and the manager window's destruction (kept with what SDL asked for).
  func watch() {
    for window in [root, manager] where window != 0 {
      let mask = api.eventMask(display, window) ?? 0
      _ = api.selectInput(display, window, mask | 1 << 22 | 1 << 17)  // PropertyChange, StructureNotify
    }
  }

  /// Whether an SDL window-manager event is a change of the resources or the settings: a property
  /// rewritten (a daemon that reloads), a new settings manager announced (`MANAGER` on the root,
  /// naming the settings selection), or the manager's window destroyed (the daemon quit).
  func changed(by event: SDL_Event) -> Bool {
    // SDL_SysWMmsg: the subsystem at 4 (2 is X11), the XEvent at 8. Every XEvent has the type at 0
    // and, for these, the window at 32 (event, for DestroyNotify) and 40 (window; or PropertyNotify's
    // atom and ClientMessage's type).
    guard let message = UnsafeRawPointer(event.syswm.msg),
      message.load(fromByteOffset: 4, as: Int32.self) == 2
    else { return false }
    let x = message + 8
    let first = x.load(fromByteOffset: 32, as: UInt.self)
    let second = x.load(fromByteOffset: 40, as: UInt.self)
    switch x.load(as: Int32.self) {
    case 28:  // PropertyNotify: window, atom
      return (first == root && second == resourceAtom) || (first == manager && second == settingsAtom)
    case 33:  // ClientMessage: window, message_type, format at 48, data.l[1] (the selection) at 64
      return first == root && second == managerAtom
        && x.load(fromByteOffset: 64, as: UInt.self) == selectionAtom
    case 17:  // DestroyNotify: event, window
      return manager != 0 && second == manager
    default:
      return false
    }
  }

  /// Hands the window to the window manager to move with the pointer, as a title bar drag does
  /// (`_NET_WM_MOVERESIZE`, the button held): the app's pointer grab is released first.
  func beginMove(rootX: Int32, rootY: Int32) {
    let window = xWindow
    let message = api.internAtom(display, "_NET_WM_MOVERESIZE", 0)
    _ = api.ungrabPointer(display, 0)
    // XClientMessageEvent (LP64): type, serial, send_event, display, window at 32, message_type at
    // 40, format at 48, data.l[5] from 56; an XEvent is 192 bytes.
    let event = UnsafeMutableRawPointer.allocate(byteCount: 192, alignment: 16)
    defer { event.deallocate() }
    event.initializeMemory(as: UInt8.self, repeating: 0, count: 192)
    event.storeBytes(of: Int32(33), as: Int32.self)  // ClientMessage
    event.storeBytes(of: window, toByteOffset: 32, as: UInt.self)
    event.storeBytes(of: message, toByteOffset: 40, as: UInt.self)
    event.storeBytes(of: Int32(32), toByteOffset: 48, as: Int32.self)
    // x_root, y_root, _NET_WM_MOVERESIZE_MOVE (8), button 1, source: an application (1).
    for (i, value) in [Int(rootX), Int(rootY), 8, 1, 1].enumerated() {
      event.storeBytes(of: value, toByteOffset: 56 + 8 * i, as: Int.self)
    }
    // SubstructureRedirectMask | SubstructureNotifyMask
    _ = api.sendEvent(display, root, 0, 1 << 20 | 1 << 19, event)
    releaseButton(on: window, event: event)
    _ = api.flush(display)
  }

  /// Sends the window the release of button 1 that the window manager will take: SDL (which saw the
  /// press) would otherwise hold the button down and drop the next press as a repeat.
  private func releaseButton(on window: UInt, event: UnsafeMutableRawPointer) {
    // XButtonEvent (LP64): type, serial, send_event, display, window at 32, root at 40, subwindow,
    // time, x, y, x_root, y_root, state at 80, button at 84, same_screen at 88.
    event.initializeMemory(as: UInt8.self, repeating: 0, count: 192)
    event.storeBytes(of: Int32(5), as: Int32.self)  // ButtonRelease
    event.storeBytes(of: window, toByteOffset: 32, as: UInt.self)
    event.storeBytes(of: root, toByteOffset: 40, as: UInt.self)
    event.storeBytes(of: UInt32(1 << 8), toByteOffset: 80, as: UInt32.self)  // Button1Mask
    event.storeBytes(of: UInt32(1), toByteOffset: 84, as: UInt32.self)
    event.storeBytes(of: Int32(1), toByteOffset: 88, as: Int32.self)
    _ = api.sendEvent(display, window, 0, 1 << 3, event)  // ButtonReleaseMask
  }

  /// Rewrites X11's `WM_NAME` of `window` so that a window list can read it.
  ///
  /// It is Latin-1 `STRING` when the title fits, else `COMPOUND_TEXT` (SDL stores UTF-8 bytes there
  /// as if they were Latin-1). Call it in a UTF-8 `LC_CTYPE`, after SDL set the title (SDL's
  /// `_NET_WM_NAME` is right already).
  func setLegacyName(_ title: String) {
    // XTextProperty: unsigned char *value; Atom encoding; int format; unsigned long nitems.
    var property = (UnsafeMutableRawPointer?.none, UInt(0), Int32(0), UInt(0))
    title.withCString { text in
      var list: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(mutating: text)
      withUnsafeMutableBytes(of: &property) { bytes in
        // XStdICCTextStyle (3); Success is 0 (a positive count means some characters were lost).
        guard api.textListToProperty(display, &list, 1, 3, bytes.baseAddress!) >= 0 else { return }
        api.setWMName(display, xWindow, bytes.baseAddress!)
      }
    }
    _ = api.free(property.0)
  }

  /// A whole 8-bit property of `window`, or nil when it is absent or not 8-bit.
  private func property(_ atom: UInt, of window: UInt) -> [UInt8]? {
    guard let (_, bytes) = api.property(display, window, atom), !bytes.isEmpty else { return nil }
    return bytes
  }
}
