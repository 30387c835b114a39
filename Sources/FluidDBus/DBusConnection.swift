import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// A private connection to the session bus, used without blocking from the frame loop.
///
/// Calls are sent and their replies picked up later (``receive()``), so no call stalls a frame; only
/// ``waitForReply(_:timeout:)`` blocks, for at most its timeout. The connection is libdbus's own,
/// reached through `DynamicLibrary`, and never dispatched: what arrives is popped and read here.
///
/// ```swift
/// if let bus = DBusConnection.session() {
///   let serial = bus.call(
///     destination: "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
///     interface: "org.freedesktop.portal.Settings", method: "Read",
///     arguments: ["org.freedesktop.appearance", "color-scheme"])
/// }
/// ```
public final class DBusConnection {
  /// What came in over the connection.
  public enum Incoming: Equatable, Sendable {
    /// The answer to the call whose serial is given.
    case reply(serial: UInt32, arguments: [DBusValue])
    /// The call whose serial is given failed (`name` is the D-Bus error's name).
    case error(serial: UInt32, name: String)
    /// A signal.
    case signal(interface: String, member: String, arguments: [DBusValue])
    /// A method call to this client, to be answered (``reply(to:with:)``).
    case call(DBusMethodCall)
  }

  let library: DBusLibrary
  let connection: DBusLibrary.Connection
  /// The socket, for a wait on it; −1 when libdbus does not give it.
  public let fileDescriptor: Int32
  /// Whether the bus has closed the connection.
  public private(set) var isClosed = false

  /// How long a bus may take to accept a connection and name it, s: one that accepts and never
  /// answers costs a window's start-up this much, and the program goes on without it.
  public static let helloTimeout = 1.0

  /// Connects to the bus at `address` and says Hello, waiting at most ``helloTimeout``; nil when
  /// libdbus is missing, or the bus cannot be reached, refuses the connection or does not answer.
  public init?(address: String) {
    guard let library = DBusLibrary.shared else { return nil }
    let error = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
    defer { error.deallocate() }
    library.errorInit(error)
    defer { library.errorFree(error) }
    guard let connection = library.openPrivate(address, error) else { return nil }
    library.setExitOnDisconnect(connection, 0)
    (self.library, self.connection) = (library, connection)
    var fd: Int32 = -1
    fileDescriptor = library.unixFD(connection, &fd) != 0 ? fd : -1
    guard sayHello() else { return nil }  // deinit closes the connection
  }

  /// Says Hello to the bus and takes the unique name it answers with, waiting at most
  /// ``helloTimeout`` (libdbus's own `dbus_bus_register` waits 25 s, or for good, with the frame
  /// loop stopped).
  private func sayHello() -> Bool {
    guard
      let serial = call(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
        method: "Hello")
    else { return false }
    for message in waitForReply(serial, timeout: Self.helloTimeout) {
      if case .reply(serial, let arguments) = message, let name = arguments.first?.string {
        return library.setUniqueName(connection, name) != 0
      }
    }
    return false
  }

  /// The session bus, where one is announced: `DBUS_SESSION_BUS_ADDRESS`, else the socket at
  /// `$XDG_RUNTIME_DIR/bus`; nil for neither (no bus is started, unlike libdbus's autolaunch).
  public static func session() -> DBusConnection? {
    sessionAddress().flatMap(DBusConnection.init(address:))
  }

  /// The session bus's address as announced, or nil.
  public static func sessionAddress() -> String? {
    if let address = getenv("DBUS_SESSION_BUS_ADDRESS").map({ String(cString: $0) }), !address.isEmpty {
      return address
    }
    guard let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), !runtime.isEmpty else {
      return nil
    }
    var info = stat()
    let path = runtime + "/bus"
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
    return "unix:path=" + path
  }

  deinit {
    library.close(connection)
    library.unref(connection)
  }

  /// Sends a method call whose arguments are strings; returns its serial, nil when it cannot be sent.
  public func call(
    destination: String, path: String, interface: String, method: String, arguments: [String] = []
  ) -> UInt32? {
    call(
      destination: destination, path: path, interface: interface, method: method,
      with: arguments.map(DBusArgument.string))
  }

  /// Sends a method call with `arguments`; returns its serial, nil when it cannot be sent.
  ///
  /// With `startsService` false, a `destination` that no one owns is not started by the bus (D-Bus
  /// activation): the call fails at once with `ServiceUnknown`.
  public func call(
    destination: String, path: String, interface: String, method: String, with arguments: [DBusArgument],
    startsService: Bool = true
  ) -> UInt32? {
    guard !isClosed, let message = library.newMethodCall(destination, path, interface, method) else {
      return nil
    }
    defer { library.unrefMessage(message) }
    if !startsService { library.setAutoStart(message, 0) }
    guard DBusMessageWriter(library: library).append(arguments, to: message) else { return nil }
    return send(message)
  }

  /// The most bytes left unwritten before a new message is dropped: a bus that stops reading costs
  /// at most this much memory, and never a blocked frame.
  public static let outgoingLimit = 4 << 20

  /// Sends `message` without waiting for the socket; returns its serial, nil when it cannot be
  /// sent (closed, or ``outgoingLimit`` bytes still unwritten).
  ///
  /// What the socket does not take now is written at the next send or ``receive()``.
  func send(_ message: DBusLibrary.Message) -> UInt32? {
    guard !isClosed else { return nil }
    if library.outgoingSize(connection) > Self.outgoingLimit { return nil }
    var serial: UInt32 = 0
    guard library.send(connection, message, &serial) != 0 else { return nil }
    writeWithoutWaiting()
    return serial
  }

  /// Asks the bus for the signals `rule` matches (a D-Bus match rule), without waiting for its answer.
  public func addMatch(_ rule: String) {
    guard !isClosed else { return }
    library.addMatch(connection, rule, nil)
    writeWithoutWaiting()
  }

  /// Writes what the socket takes now and reads what has come, never waiting (libdbus's
  /// `read_write` with no timeout; its `flush` waits until a bus that stopped reading reads again).
  ///
  /// libdbus writes at most 2 KiB a turn, and a message half written still counts whole in the
  /// queue: it turns again while anything is queued and the socket takes more, and leaves the rest
  /// (a full socket: a bus that stopped reading) for ``writePending()``.
  private func writeWithoutWaiting() {
    for _ in 0..<4096 {
      if library.readWrite(connection, 0) == 0 {
        isClosed = true
        return
      }
      guard library.outgoingSize(connection) > 0, fileDescriptor >= 0 else { return }
      var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
      guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLOUT) != 0 else { return }
    }
  }

  /// Whether messages wait to be written (a full socket did not take them).
  public var hasPendingOutput: Bool { !isClosed && library.outgoingSize(connection) > 0 }

  /// Writes what is still queued, without waiting: call it once a turn (a bus that stopped reading
  /// and reads again gets the rest).
  public func writePending() {
    guard hasPendingOutput else { return }
    writeWithoutWaiting()
  }

  /// Whether messages already read from the socket wait to be taken by ``receive()``.
  ///
  /// A send reads what has come as it writes, so the socket may show nothing to read while messages
  /// wait: a loop woken by the socket (``ReadableWake``) also asks this.
  public var hasIncoming: Bool { !isClosed && library.dispatchStatus(connection) == 0 }

  /// Everything that has arrived, read without blocking.
  public func receive() -> [Incoming] {
    guard !isClosed else { return [] }
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    // libdbus reads a bounded amount per turn: read while the socket has more.
    for _ in 0..<64 {
      if library.readWrite(connection, 0) == 0 { isClosed = true }
      guard !isClosed, fileDescriptor >= 0, poll(&descriptor, 1, 0) > 0,
        descriptor.revents & Int16(POLLIN) != 0
      else { break }
    }
    return popAll()
  }

  /// Waits until the reply to `serial` arrives or `timeout` seconds pass; returns what arrived
  /// meanwhile, the reply (or error) last when it came.
  public func waitForReply(_ serial: UInt32, timeout: Double) -> [Incoming] {
    var arrived: [Incoming] = []
    let deadline = MonotonicClock.now + timeout
    while !isClosed {
      arrived += popAll()
      if arrived.contains(where: { $0.answers(serial) }) { break }
      let left = deadline - MonotonicClock.now
      guard left > 0 else { break }
      if library.readWrite(connection, Int32(max(1, (left * 1000).rounded(.up)))) == 0 { isClosed = true }
    }
    return arrived
  }

  private func popAll() -> [Incoming] {
    var incoming: [Incoming] = []
    let reader = DBusMessageReader(library: library)
    while let message = library.pop(connection) {
      defer { library.unrefMessage(message) }
      switch library.messageType(message) {
      case 2:
        incoming.append(
          .reply(serial: library.replySerial(message), arguments: reader.arguments(of: message)))
      case 3:
        let name = library.errorName(message).map { String(cString: $0) } ?? ""
        incoming.append(.error(serial: library.replySerial(message), name: name))
      case 4:
        let interface = library.interface(message).map { String(cString: $0) } ?? ""
        let member = library.member(message).map { String(cString: $0) } ?? ""
        incoming.append(
          .signal(interface: interface, member: member, arguments: reader.arguments(of: message)))
      case 1:
        incoming.append(
          .call(DBusMethodCall(message, library: library, arguments: reader.arguments(of: message))))
      default:
        continue
      }
    }
    return incoming
  }
}

extension DBusConnection.Incoming {
  /// Whether this is the reply or the error for the call `serial`.
  func answers(_ serial: UInt32) -> Bool {
    switch self {
    case .reply(let s, _), .error(let s, _): return s == serial
    case .signal, .call: return false
    }
  }
}
