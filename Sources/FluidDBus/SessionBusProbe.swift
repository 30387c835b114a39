import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// The session bus asked once before SDL starts, with a bounded wait: one that does not answer is
/// hidden from SDL, so the window opens.
///
/// `SDL_Init(SDL_INIT_VIDEO)` connects to the session bus itself (for the input method and the
/// screensaver) and waits on it with no bound that matters: a bus that accepts the connection and
/// never answers kept any window from opening for minutes, with nothing said. The probe is
/// Fluid's own connection (``DBusConnection``: Hello waits at most ``DBusConnection/helloTimeout``);
/// when a bus announced took that long and did not answer, `DBUS_SESSION_BUS_ADDRESS` is pointed at
/// no bus, every later client (SDL's, the portal's, the accessibility status) fails at once, and
/// one line says so. A bus refused at once (no such socket, `disabled:`) is left as it is: SDL is
/// refused at once too.
/// The connection it made is kept for the portal (no second Hello at start-up).
package enum SessionBusProbe {
  /// Where no bus is: a connection to it fails at once.
  package static let nowhere = "unix:path=/dev/null"

  /// Connects to the session bus announced, if any; hides it when it does not answer.
  ///
  /// Returns the connection, or nil when there is none (no bus announced, or one hidden).
  package static func connect() -> DBusConnection? {
    guard let address = DBusConnection.sessionAddress(), address != nowhere, !address.hasPrefix("disabled:")
    else {
      return nil
    }
    let clock = ContinuousClock()
    let start = clock.now
    if let bus = DBusConnection(address: address) { return bus }
    // Refused at once (no such socket): SDL is refused at once too, and nothing needs saying.
    guard start.duration(to: clock.now) >= .seconds(DBusConnection.helloTimeout * 0.9) else { return nil }
    setenv("DBUS_SESSION_BUS_ADDRESS", nowhere, 1)
    printError(
      "\(programName): the session bus at \(Excerpt.clip(address)) did not answer within \(DBusConnection.helloTimeout) s; going on without it (no desktop settings from the portal, no accessibility)"
    )
    return nil
  }
}
