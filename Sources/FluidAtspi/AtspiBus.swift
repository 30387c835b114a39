import FluidDBus
#if canImport(Glibc)
  import Glibc
#endif

/// Where the accessibility bus is, and whether the session wants it used.
package enum AtspiBus {
  /// How long a question to the session bus may take, seconds.
  static let timeout = 0.25

  /// Whether the session's accessibility is on, asked of the session bus without waiting for the
  /// answer (``ask()``); ``address(_:)`` takes the answer, which came meanwhile.
  package final class Question {
    /// `FLUID_A11Y`, which decides instead of the session when it is `0` or `1`.
    let forced: String?
    /// A connection of its own to the session bus, if one is announced and it is asked; let go once
    /// ``AtspiBus/address(_:)`` has the answer (nothing stays connected).
    var session: DBusConnection?
    /// The serial of the call that reads `org.a11y.Status`, if it was sent.
    let status: UInt32?

    init(forced: String?, session: DBusConnection?, status: UInt32?) {
      (self.forced, self.session, self.status) = (forced, session, status)
    }
  }

  /// Asks the session bus whether accessibility is on, and returns at once.
  ///
  /// The question starts nothing: where the accessibility bus's launcher does not run (a desktop
  /// with accessibility runs it), accessibility is off.
  ///
  /// Asked before SDL starts, its answer comes while SDL opens the display: the first frame does not
  /// wait for the round trip to the accessibility bus's launcher.
  package static func ask() -> Question {
    let forced = getenv("FLUID_A11Y").map { String(cString: $0) }
    guard forced != "0" else { return Question(forced: forced, session: nil, status: nil) }
    let session = DBusConnection.session()
    let status =
      forced == "1"
      ? nil
      : session?.call(
        destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
        method: "GetAll", with: [.string("org.a11y.Status")], startsService: false)
    return Question(forced: forced, session: session, status: status)
  }

  /// The accessibility bus's address when accessibility is on, else nil.
  ///
  /// `FLUID_A11Y=1` turns it on and `0` off; otherwise `org.a11y.Status`'s `IsEnabled` or
  /// `ScreenReaderEnabled` on the session bus decide (nothing is asked with no session bus). The
  /// address is `AT_SPI_BUS_ADDRESS`, else `org.a11y.Bus.GetAddress`.
  static func address(_ question: Question = ask()) -> String? {
    defer { question.session = nil }
    guard question.forced != "0" else { return nil }
    if question.forced != "1" {
      guard let session = question.session, let status = question.status,
        isEnabled(reply(status, on: session))
      else { return nil }
    }
    if let address = getenv("AT_SPI_BUS_ADDRESS").map({ String(cString: $0) }), !address.isEmpty {
      return address
    }
    guard let session = question.session,
      let serial = session.call(
        destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress")
    else { return nil }
    return reply(serial, on: session).flatMap { $0.first?.string }.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether the reply to `org.a11y.Status`'s `GetAll` (`arguments`) says accessibility is on:
  /// `IsEnabled` or `ScreenReaderEnabled`.
  static func isEnabled(_ arguments: [DBusValue]?) -> Bool {
    guard let values = arguments?.first, case .array(let entries) = values else { return false }
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
