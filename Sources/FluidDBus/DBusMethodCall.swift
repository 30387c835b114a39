/// A method call made to this client: what it asks, and the message to answer.
public final class DBusMethodCall: @unchecked Sendable, Equatable {
  let message: DBusLibrary.Message
  private let library: DBusLibrary
  /// The object path called.
  public let path: String
  /// The interface named (empty when the caller named none).
  public let interface: String
  /// The method.
  public let member: String
  /// The caller's bus name.
  public let sender: String
  /// The arguments.
  public let arguments: [DBusValue]

  init(_ message: DBusLibrary.Message, library: DBusLibrary, arguments: [DBusValue]) {
    self.message = library.refMessage(message) ?? message
    self.library = library
    func text(_ get: DBusLibrary.MessageString) -> String { get(message).map { String(cString: $0) } ?? "" }
    (path, interface, member, sender) = (
      text(library.path), text(library.interface), text(library.member), text(library.sender)
    )
    self.arguments = arguments
  }

  deinit { library.unrefMessage(message) }

  /// The same call.
  public static func == (a: DBusMethodCall, b: DBusMethodCall) -> Bool { a === b }
}
