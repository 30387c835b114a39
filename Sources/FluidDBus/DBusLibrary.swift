import FluidIO
#if canImport(Glibc)
  import Glibc
#endif

/// The functions of libdbus-1 that the bus client uses, found through `DynamicLibrary` in `libdbus-1.so.3`.
///
/// Loaded on first use, once; nil where the library is not installed (then nothing is asked of the
/// desktop over D-Bus, and nothing is linked or loaded by a program that never asks).
struct DBusLibrary: @unchecked Sendable {
  typealias Connection = OpaquePointer
  typealias Message = OpaquePointer
  typealias OpenPrivate = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Connection?
  typealias SetUniqueName = @convention(c) (Connection, UnsafePointer<CChar>) -> UInt32
  typealias ConnectionCall = @convention(c) (Connection) -> Void
  typealias SetExit = @convention(c) (Connection, UInt32) -> Void
  typealias NewCall =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>)
    -> Message?
  typealias MessageCall = @convention(c) (Message) -> Void
  typealias MessageFlag = @convention(c) (Message, UInt32) -> Void
  typealias IterInit = @convention(c) (Message, UnsafeMutableRawPointer) -> UInt32
  typealias IterInitAppend = @convention(c) (Message, UnsafeMutableRawPointer) -> Void
  typealias AppendBasic = @convention(c) (UnsafeMutableRawPointer, Int32, UnsafeRawPointer) -> UInt32
  typealias Send = @convention(c) (Connection, Message, UnsafeMutablePointer<UInt32>?) -> UInt32
  typealias AddMatch = @convention(c) (Connection, UnsafePointer<CChar>, UnsafeMutableRawPointer?) -> Void
  typealias ReadWrite = @convention(c) (Connection, Int32) -> UInt32
  typealias Pop = @convention(c) (Connection) -> Message?
  typealias UnixFD = @convention(c) (Connection, UnsafeMutablePointer<Int32>) -> UInt32
  typealias MessageInt = @convention(c) (Message) -> Int32
  typealias MessageSerial = @convention(c) (Message) -> UInt32
  typealias MessageString = @convention(c) (Message) -> UnsafePointer<CChar>?
  typealias IterType = @convention(c) (UnsafeMutableRawPointer) -> Int32
  typealias IterBasic = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
  typealias IterRecurse = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
  typealias IterNext = @convention(c) (UnsafeMutableRawPointer) -> UInt32
  typealias ErrorCall = @convention(c) (UnsafeMutableRawPointer) -> Void
  typealias OpenContainer =
    @convention(c) (UnsafeMutableRawPointer, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer) -> UInt32
  typealias CloseContainer = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> UInt32
  typealias AbandonContainer = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
  typealias NewReturn = @convention(c) (Message) -> Message?
  typealias NewError = @convention(c) (Message, UnsafePointer<CChar>, UnsafePointer<CChar>?) -> Message?
  typealias NewSignal =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) -> Message?
  typealias UniqueName = @convention(c) (Connection) -> UnsafePointer<CChar>?
  typealias OutgoingSize = @convention(c) (Connection) -> Int
  typealias DispatchStatus = @convention(c) (Connection) -> Int32

  let openPrivate: OpenPrivate
  let setUniqueName: SetUniqueName
  let close: ConnectionCall, unref: ConnectionCall
  let setExitOnDisconnect: SetExit
  let newMethodCall: NewCall
  let unrefMessage: MessageCall
  /// `dbus_message_set_auto_start`: whether a call may start the service it names.
  let setAutoStart: MessageFlag
  let iterInit: IterInit, iterInitAppend: IterInitAppend
  let appendBasic: AppendBasic
  let send: Send
  let addMatch: AddMatch
  let readWrite: ReadWrite
  let pop: Pop
  let unixFD: UnixFD
  let messageType: MessageInt
  let replySerial: MessageSerial
  let interface: MessageString, member: MessageString, errorName: MessageString
  let argType: IterType
  let basic: IterBasic
  let recurse: IterRecurse
  let next: IterNext
  let errorInit: ErrorCall, errorFree: ErrorCall
  let openContainer: OpenContainer, closeContainer: CloseContainer, abandonContainer: AbandonContainer
  let newMethodReturn: NewReturn, newError: NewError, newSignal: NewSignal
  let refMessage: NewReturn
  let path: MessageString, sender: MessageString, serial: MessageSerial
  let uniqueName: UniqueName
  /// The bytes queued and not yet written.
  let outgoingSize: OutgoingSize
  /// Whether messages read from the socket wait in the queue (0, `DBUS_DISPATCH_DATA_REMAINS`).
  let dispatchStatus: DispatchStatus

  /// The library, or nil where `libdbus-1.so.3` or one of its functions is missing.
  static let shared: DBusLibrary? = DBusLibrary()

  private init?() {
    guard let library = DynamicLibrary("libdbus-1.so.3") else { return nil }
    func load<T>(_ name: String, _ type: T.Type) -> T? { library.function(name, as: type) }
    guard let openPrivate = load("dbus_connection_open_private", OpenPrivate.self),
      let setUniqueName = load("dbus_bus_set_unique_name", SetUniqueName.self),
      let outgoingSize = load("dbus_connection_get_outgoing_size", OutgoingSize.self),
      let dispatchStatus = load("dbus_connection_get_dispatch_status", DispatchStatus.self),
      let close = load("dbus_connection_close", ConnectionCall.self),
      let unref = load("dbus_connection_unref", ConnectionCall.self),
      let setExit = load("dbus_connection_set_exit_on_disconnect", SetExit.self),
      let newCall = load("dbus_message_new_method_call", NewCall.self),
      let unrefMessage = load("dbus_message_unref", MessageCall.self),
      let setAutoStart = load("dbus_message_set_auto_start", MessageFlag.self),
      let iterInit = load("dbus_message_iter_init", IterInit.self),
      let iterInitAppend = load("dbus_message_iter_init_append", IterInitAppend.self),
      let appendBasic = load("dbus_message_iter_append_basic", AppendBasic.self),
      let send = load("dbus_connection_send", Send.self),
      let addMatch = load("dbus_bus_add_match", AddMatch.self),
      let readWrite = load("dbus_connection_read_write", ReadWrite.self),
      let pop = load("dbus_connection_pop_message", Pop.self),
      let unixFD = load("dbus_connection_get_unix_fd", UnixFD.self),
      let messageType = load("dbus_message_get_type", MessageInt.self),
      let replySerial = load("dbus_message_get_reply_serial", MessageSerial.self),
      let interface = load("dbus_message_get_interface", MessageString.self),
      let member = load("dbus_message_get_member", MessageString.self),
      let errorName = load("dbus_message_get_error_name", MessageString.self),
      let argType = load("dbus_message_iter_get_arg_type", IterType.self),
      let basic = load("dbus_message_iter_get_basic", IterBasic.self),
      let recurse = load("dbus_message_iter_recurse", IterRecurse.self),
      let next = load("dbus_message_iter_next", IterNext.self),
      let errorInit = load("dbus_error_init", ErrorCall.self),
      let errorFree = load("dbus_error_free", ErrorCall.self),
      let openC = load("dbus_message_iter_open_container", OpenContainer.self),
      let closeC = load("dbus_message_iter_close_container", CloseContainer.self),
      let abandonC = load("dbus_message_iter_abandon_container", AbandonContainer.self),
      let newReturn = load("dbus_message_new_method_return", NewReturn.self),
      let newError = load("dbus_message_new_error", NewError.self),
      let newSignal = load("dbus_message_new_signal", NewSignal.self),
      let refMessage = load("dbus_message_ref", NewReturn.self),
      let path = load("dbus_message_get_path", MessageString.self),
      let sender = load("dbus_message_get_sender", MessageString.self),
      let serial = load("dbus_message_get_serial", MessageSerial.self),
      let uniqueName = load("dbus_bus_get_unique_name", UniqueName.self)
    else { return nil }
    (openContainer, closeContainer, abandonContainer) = (openC, closeC, abandonC)
    (newMethodReturn, self.newError, self.newSignal, self.refMessage) = (
      newReturn, newError, newSignal, refMessage
    )
    (self.path, self.sender, self.serial, self.uniqueName) = (path, sender, serial, uniqueName)
    (self.outgoingSize, self.dispatchStatus) = (outgoingSize, dispatchStatus)
    (self.openPrivate, self.setUniqueName, self.close, self.unref) = (
      openPrivate, setUniqueName, close, unref
    )
    (setExitOnDisconnect, newMethodCall, self.unrefMessage) = (setExit, newCall, unrefMessage)
    self.setAutoStart = setAutoStart
    (self.iterInit, self.iterInitAppend, self.appendBasic, self.send) = (
      iterInit, iterInitAppend, appendBasic, send
    )
    (self.addMatch, self.readWrite, self.pop, self.unixFD) = (addMatch, readWrite, pop, unixFD)
    (self.messageType, self.replySerial, self.interface, self.member) = (
      messageType, replySerial, interface, member
    )
    (self.errorName, self.argType, self.basic, self.recurse, self.next) = (
      errorName, argType, basic, recurse, next
    )
    (self.errorInit, self.errorFree) = (errorInit, errorFree)
  }
}
