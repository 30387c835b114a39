import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// Drops the drag-and-drop (XDND) messages other clients send the window, before SDL reads them.
///
/// Fluid takes no drops, and SDL's handling of them trusts the sender: an `XdndEnter` naming an atom
/// that does not exist makes SDL compare the missing atom's name (a null pointer) and crash, and an
/// `XdndPosition` makes it answer a source window that may be gone. Any client can send either. The
/// filter is Xlib's wire-to-event hook for `ClientMessage`: it converts the event as Xlib would, and
/// an XDND message is discarded there, never queued. Every other client message passes unchanged.
enum DragMessageFilter {
  private typealias WireToEvent =
    @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
  private typealias SetWireToEvent = @convention(c) (OpaquePointer?, Int32, WireToEvent?) -> WireToEvent?
  private typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> UInt

  /// Xlib's own conversion, called first.
  nonisolated(unsafe) private static var convert: WireToEvent?
  /// The XDND message types on the filtered connection.
  nonisolated(unsafe) private static var dragTypes: Set<UInt> = []

  /// The XDND messages a source sends a target.
  static let names = ["XdndEnter", "XdndPosition", "XdndDrop", "XdndLeave"]

  /// Installs the filter on `display` (SDL's connection), once; before SDL reads the window's events.
  static func install(on display: OpaquePointer) {
    guard convert == nil, let xlib = DynamicLibrary("libX11.so.6"),
      let set = xlib.function("XESetWireToEvent", as: SetWireToEvent.self),
      let internAtom = xlib.function("XInternAtom", as: InternAtom.self)
    else { return }
    dragTypes = Set(names.map { name in name.withCString { internAtom(display, $0, 0) } })
    let clientMessage: Int32 = 33
    // Xlib calls the hook with the connection locked: it must make no Xlib call of its own.
    convert = set(display, clientMessage) { display, event, wire in
      guard let convert = DragMessageFilter.convert, convert(display, event, wire) != 0 else { return 0 }
      // XClientMessageEvent: type, serial, send_event, display, window, then message_type at 40.
      guard let event, DragMessageFilter.dragTypes.contains(event.load(fromByteOffset: 40, as: UInt.self))
      else { return 1 }
      return 0
    }
  }
}
