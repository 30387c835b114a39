internal import FluidDBus

#if canImport(Glibc)
  import Glibc
#endif

/// The session bus, settled before SDL starts.
extension SDLWindow {
  /// The session bus settled ahead of the window (``settleSessionBus()``), for the window's start to take.
  nonisolated(unsafe) private static var settled: DBusConnection??

  /// Settles the session bus before a window is made: the display's autolaunched bus adopted
  /// (``AutolaunchedBus``), the bus asked once (``SessionBusProbe``), one that does not answer hidden.
  ///
  /// Called first, it lets the app ask the bus its own questions before SDL starts, so that their
  /// answers come while SDL opens the display; the next window takes the connection for its portal.
  package static func settleSessionBus() {
    settled = .some(connectSessionBus())
  }

  /// The bus ``settleSessionBus()`` settled, else the bus settled now; nil for none.
  static func takeSessionBus() -> DBusConnection? {
    defer { settled = nil }
    return settled ?? connectSessionBus()
  }

  private static func connectSessionBus() -> DBusConnection? {
    if !(getenv("DISPLAY").map { String(cString: $0) } ?? "").isEmpty {
      DisplayErrorTrap.install()
      AutolaunchedBus.adopt()  // a bus already autolaunched on the display: no dbus-launch run
    }
    return SessionBusProbe.connect()
  }
}
