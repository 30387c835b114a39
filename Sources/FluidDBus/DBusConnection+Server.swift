extension DBusConnection {
  /// This client's unique name on the bus (":1.42"), or nil.
  public var uniqueName: String? { library.uniqueName(connection).map { String(cString: $0) } }

  /// Answers `call` with `arguments`; whether the answer was sent.
  @discardableResult
  public func reply(to call: DBusMethodCall, with arguments: [DBusArgument]) -> Bool {
    guard !isClosed, let reply = library.newMethodReturn(call.message) else { return false }
    defer { library.unrefMessage(reply) }
    guard DBusMessageWriter(library: library).append(arguments, to: reply) else { return false }
    return send(reply) != nil
  }

  /// Answers `call` with the error `name` (a D-Bus error name) and `text`; whether it was sent.
  @discardableResult
  public func replyError(to call: DBusMethodCall, name: String, text: String) -> Bool {
    guard !isClosed, let reply = library.newError(call.message, name, text) else { return false }
    defer { library.unrefMessage(reply) }
    return send(reply) != nil
  }

  /// Sends a signal from `path` with `arguments`; whether it was sent.
  ///
  /// The signal is `interface` and `member`, broadcast (no destination).
  @discardableResult
  public func emit(path: String, interface: String, member: String, arguments: [DBusArgument]) -> Bool {
    guard !isClosed, let signal = library.newSignal(path, interface, member) else { return false }
    defer { library.unrefMessage(signal) }
    guard DBusMessageWriter(library: library).append(arguments, to: signal) else { return false }
    return send(signal) != nil
  }
}
