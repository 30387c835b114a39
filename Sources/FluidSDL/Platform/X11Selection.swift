import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the desktop's clipboard (the `CLIPBOARD` selection) from another X client, waiting a bounded
/// time and never taking the selection over.
///
/// SDL's own read waits up to a second in a busy loop for an owner that does not answer, and then makes
/// the app the owner of an empty clipboard: the user's copied text is lost. This reader asks for
/// `UTF8_STRING` into a window of its own, waits for the answer with `poll` (no CPU) for at most
/// ``limit`` seconds, follows an incremental (`INCR`) transfer within the same time, and otherwise
/// gives up quietly: the owner keeps the selection and its late answer lands harmlessly. When the
/// owner is one of SDL's own windows (the app copied last), ``read(limit:)`` says so and SDL answers
/// at once from its own copy.
final class X11Selection {
  /// The reader of the app's window, while it is open on X11.
  nonisolated(unsafe) static var current: X11Selection?
  /// How long a read waits for the owner by default, seconds.
  static let limit = 0.2
  /// The most bytes a read takes.
  static let maximumBytes = 4 << 20

  /// What a read found.
  enum Answer: Equatable {
    /// The selection's text; nil when there is none, it is not text, or the owner did not answer.
    case text(String?)
    /// The app itself owns the selection: ask SDL.
    case own
  }

  private let display: OpaquePointer
  private let api: X11Desktop.API
  private let clipboard: UInt
  private let utf8: UInt
  private let property: UInt
  private let incremental: UInt
  /// The window the owner writes into; made at the first read.
  private var requestor: UInt = 0
  private let event = UnsafeMutableRawPointer.allocate(byteCount: 192, alignment: 16)  // an XEvent

  /// A reader on SDL's connection `display`; nil without Xlib.
  init?(display: OpaquePointer) {
    guard let api = X11Desktop.API() else { return nil }
    (self.display, self.api) = (display, api)
    clipboard = api.internAtom(display, "CLIPBOARD", 0)
    utf8 = api.internAtom(display, "UTF8_STRING", 0)
    property = api.internAtom(display, "FLUID_CLIPBOARD", 0)
    incremental = api.internAtom(display, "INCR", 0)
  }

  deinit { event.deallocate() }

  /// The selection's text, waiting at most `limit` seconds (0.01...5) for its owner.
  func read(limit: Double = X11Selection.limit) -> Answer {
    precondition((0.01...5).contains(limit), "X11Selection.read: limit must be 0.01...5 s (got \(limit))")
    let owner = api.selectionOwner(display, clipboard)
    guard owner != 0 else { return .text(nil) }
    if DisplayErrorTrap.isOwnResource(owner, on: display) { return .own }
    if requestor == 0 {
      requestor = api.createWindow(display, api.defaultRoot(display), 0, 0, 1, 1, 0, 0, 0)
      _ = api.selectInput(display, requestor, 1 << 22)  // PropertyChangeMask: INCR's chunks
    }
    // An answer to an earlier read that gave up is not this one's.
    while api.checkTypedWindowEvent(display, requestor, 31, event) != 0 {}
    while api.checkTypedWindowEvent(display, requestor, 28, event) != 0 {}
    _ = api.deleteProperty(display, requestor, property)
    _ = api.convertSelection(display, clipboard, utf8, property, requestor, 0)  // CurrentTime
    _ = api.flush(display)
    let deadline = MonotonicClock.now + limit
    // XSelectionEvent: type, serial, send_event, display, requestor, selection, target, property at 56.
    guard api.waitForEvent(display, requestor, 31, into: event, until: deadline),
      event.load(fromByteOffset: 56, as: UInt.self) == property, let (type, first) = take(),
      let bytes = type == incremental ? chunks(until: deadline) : first
    else { return .text(nil) }
    return .text(bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self))
  }

  /// The chunks of an incremental transfer, each a new value of the property, until an empty one.
  private func chunks(until deadline: Double) -> [UInt8]? {
    var whole: [UInt8] = []
    while api.waitForEvent(display, requestor, 28, into: event, until: deadline) {
      // XPropertyEvent: type, serial, send_event, display, window, atom at 40, time, state at 56.
      guard event.load(fromByteOffset: 40, as: UInt.self) == property,
        event.load(fromByteOffset: 56, as: Int32.self) == 0  // PropertyNewValue
      else { continue }
      guard let (_, chunk) = take() else { return nil }
      if chunk.isEmpty { return whole }
      whole += chunk
      if whole.count > Self.maximumBytes { return nil }
    }
    return nil
  }

  /// The requestor's property, read and deleted: its type and its bytes (8-bit data only).
  private func take() -> (type: UInt, bytes: [UInt8])? {
    api.property(display, requestor, property, limit: Self.maximumBytes, delete: true)
  }
}
