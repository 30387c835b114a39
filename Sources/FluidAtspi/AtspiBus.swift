import FluidDBus
#if canImport(Glibc)
  import Glibc
#endif

/// Where the accessibility bus is, and whether the session wants it used.
enum AtspiBus {
  /// How long a question to the session bus may take, seconds.
  static let timeout = 0.25

  /// The accessibility bus's address when accessibility is on, else nil.
  ///
  /// `FLUID_A11Y=1` turns it on and `0` off; otherwise `org.a11y.Status`'s `IsEnabled` or
  /// `ScreenReaderEnabled` on the session bus decide (nothing is asked with no session bus). The
  /// address is `AT_SPI_BUS_ADDRESS`, else `org.a11y.Bus.GetAddress`.
  static func address() -> String? {
    let forced = getenv("FLUID_A11Y").map { String(cString: $0) }
    if forced == "0" { return nil }
    let session = DBusConnection.session()
    guard forced == "1" || session.map(isEnabled) == true else { return nil }
    if let address = getenv("AT_SPI_BUS_ADDRESS").map({ String(cString: $0) }), !address.isEmpty {
      return address
    }
    guard let session,
      let serial = session.call(
        destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress")
    else { return nil }
    return reply(serial, on: session).flatMap { $0.first?.string }.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether the session's accessibility is on: `org.a11y.Status`'s `IsEnabled` or `ScreenReaderEnabled`.
  static func isEnabled(_ session: DBusConnection) -> Bool {
    guard
      let serial = session.call(
        destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
        method: "GetAll", arguments: ["org.a11y.Status"]),
      let values = reply(serial, on: session)?.first, case .array(let entries) = values
    else { return false }
    return entries.contains { entry in
      guard let fields = entry.fields, fields.count == 2, let name = fields[0].string else { return false }
      return (name == "IsEnabled" || name == "ScreenReaderEnabled") && fields[1].unwrapped == .bool(true)
    }
  }

  /// The arguments of the reply to `serial`, waited for at most ``timeout``; nil on an error or none.
  private static func reply(_ serial: UInt32, on bus: DBusConnection) -> [DBusValue]? {
    for message in bus.waitForReply(serial, timeout: timeout) {
      if case .reply(serial, let arguments) = message { return arguments }
    }
    return nil
  }
}
