internal import FluidDBus
import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// The session bus that was autolaunched on the X display, found as `dbus-launch` finds it, without
/// running it.
///
/// Where no session bus is announced (no `DBUS_SESSION_BUS_ADDRESS`, no `$XDG_RUNTIME_DIR/bus`) and
/// `DISPLAY` is set, libdbus autolaunches one: SDL's connection (for the input method) forks the app
/// and runs `dbus-launch --autolaunch`, which starts a bus for the display the first time and, every
/// time after, reads the address the first one left on the X server: the `_DBUS_SESSION_BUS_ADDRESS`
/// property of the window owning the selection `_DBUS_SESSION_BUS_SELECTION_<user>_<machine id>`.
/// That fork and second X client cost 4–5 ms of every start-up, and the bus stayed SDL's alone: the
/// portal's settings and the accessibility bridge never saw it.
///
/// ``adopt()`` reads that property first, on a connection of its own (four requests), and where a
/// bus is there announces it in `DBUS_SESSION_BUS_ADDRESS` for the whole process: SDL, the portal,
/// the accessibility bridge and the programs the app starts share it, and nothing is forked. Where
/// none is, nothing changes: libdbus autolaunches the display's first bus as before. It is called
/// before `SDL_Init` and the session bus probe (``SDLWindow/settleSessionBus()``).
enum AutolaunchedBus {
  /// The longest address taken, bytes (`dbus-launch` reads at most 4 KB of it too).
  static let limit = 4096
  /// Xlib's `XA_STRING`, the property's type.
  static let stringType: UInt = 31

  /// Announces the display's autolaunched bus in `DBUS_SESSION_BUS_ADDRESS` where libdbus would
  /// autolaunch and one is there; returns its address, or nil when nothing was set.
  @discardableResult
  static func adopt() -> String? {
    guard getenv("DBUS_SESSION_BUS_ADDRESS") == nil, DBusConnection.sessionAddress() == nil,
      let display = getenv("DISPLAY").map({ String(cString: $0) }), !display.isEmpty,
      let user = userName(), let machine = machineID(),
      let address = address(display: display, selection: "_DBUS_SESSION_BUS_SELECTION_\(user)_\(machine)")
    else { return nil }
    setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    return address
  }

  /// The address on the window that owns `selection` at `display`, if it is one.
  static func address(display: String, selection: String) -> String? {
    typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Close = @convention(c) (OpaquePointer?) -> Int32
    guard let xlib = DynamicLibrary("libX11.so.6"), let open = xlib.function("XOpenDisplay", as: Open.self),
      let close = xlib.function("XCloseDisplay", as: Close.self), let api = X11Desktop.API(),
      let connection = open(display)
    else { return nil }
    defer { _ = close(connection) }
    // Only if the atom exists: a selection never named has no owner, and the server's atoms stay as they were.
    let name = api.internAtom(connection, selection, 1)
    guard name != 0 else { return nil }
    let owner = api.selectionOwner(connection, name)
    let property = api.internAtom(connection, "_DBUS_SESSION_BUS_ADDRESS", 1)
    guard owner != 0, property != 0,
      let (type, bytes) = api.property(connection, owner, property, limit: limit + 4), type == stringType
    else { return nil }
    return validated(bytes)
  }

  /// `bytes` as an address: printable ASCII with a transport (`unix:path=…`), at most ``limit``
  /// bytes (trailing NULs dropped); nil for anything else.
  static func validated(_ bytes: [UInt8]) -> String? {
    var bytes = bytes[...]
    while bytes.last == 0 { bytes = bytes.dropLast() }
    guard !bytes.isEmpty, bytes.count <= limit, bytes.allSatisfy({ (0x21...0x7e).contains($0) }),
      let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The login name of the process's user, as `dbus-launch` names the selection with it.
  static func userName() -> String? {
    guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
    let user = String(cString: name)
    return user.isEmpty ? nil : user
  }

  /// The machine's D-Bus id, read where libdbus reads it: `/var/lib/dbus/machine-id`, else
  /// `/etc/machine-id` (32 hexadecimal digits).
  static func machineID(paths: [String] = ["/var/lib/dbus/machine-id", "/etc/machine-id"]) -> String? {
    let hex = Set("0123456789abcdef".utf8)
    for path in paths {
      guard let bytes = try? FileContents.read(path: path, limit: 256) else { continue }
      let id = bytes.prefix { $0 != UInt8(ascii: "\n") }
      if id.count == 32, id.allSatisfy(hex.contains) { return String(decoding: id, as: UTF8.self) }
    }
    return nil
  }
}
