import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

extension X11Desktop {
  /// The Xlib calls, found in the loaded `libX11.so.6`.
  struct API {
    typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> UInt
    typealias GetProperty =
      @convention(c) (
        OpaquePointer?, UInt, UInt, Int, Int, Int32, UInt, UnsafeMutablePointer<UInt>,
        UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>,
        UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
      ) -> Int32
    typealias Owner = @convention(c) (OpaquePointer?, UInt) -> UInt
    typealias Root = @convention(c) (OpaquePointer?) -> UInt
    typealias Screen = @convention(c) (OpaquePointer?) -> Int32
    typealias Select = @convention(c) (OpaquePointer?, UInt, Int) -> Int32
    typealias Attributes = @convention(c) (OpaquePointer?, UInt, UnsafeMutableRawPointer) -> Int32
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias Ungrab = @convention(c) (OpaquePointer?, UInt) -> Int32
    typealias Send = @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer) -> Int32
    typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    typealias TextListToProperty =
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, Int32, Int32,
        UnsafeMutableRawPointer
      ) -> Int32
    typealias SetWMName = @convention(c) (OpaquePointer?, UInt, UnsafeMutableRawPointer) -> Void
    typealias Map = @convention(c) (OpaquePointer?, UInt) -> Int32
    typealias CheckEvent = @convention(c) (OpaquePointer?, UInt, Int32, UnsafeMutableRawPointer) -> Int32
    typealias CreateWindow =
      @convention(c) (OpaquePointer?, UInt, Int32, Int32, UInt32, UInt32, UInt32, UInt, UInt) -> UInt
    typealias Convert = @convention(c) (OpaquePointer?, UInt, UInt, UInt, UInt, UInt) -> Int32
    typealias DeleteProperty = @convention(c) (OpaquePointer?, UInt, UInt) -> Int32
    typealias QueryPointer =
      @convention(c) (
        OpaquePointer?, UInt, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>,
        UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
        UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt32>
      ) -> Int32

    let intern: InternAtom
    let getProperty: GetProperty
    let selectionOwner: Owner
    let defaultRoot: Root
    let defaultScreen: Screen
    let selectInput: Select
    let attributes: Attributes
    let free: Free
    let ungrabPointer: Ungrab
    let sendEvent: Send
    let flush: Flush
    let textListToProperty: TextListToProperty
    let setWMName: SetWMName
    let mapRaised: Map
    let checkTypedWindowEvent: CheckEvent
    let connectionNumber: Screen
    let createWindow: CreateWindow
    let convertSelection: Convert
    let deleteProperty: DeleteProperty
    let queryPointer: QueryPointer?
    typealias FontCursor = @convention(c) (OpaquePointer?, UInt32) -> UInt
    typealias DefineCursor = @convention(c) (OpaquePointer?, UInt, UInt) -> Int32
    /// `XCreateFontCursor`, `XDefineCursor` and `XFreeCursor`, for the cursors SDL lacks.
    let cursorCalls: (create: FontCursor, define: DefineCursor, free: Ungrab)?

    init?() {
      guard let xlib = DynamicLibrary("libX11.so.6", loadedOnly: true) else { return nil }
      func load<T>(_ name: String, _ type: T.Type) -> T? { xlib.function(name, as: type) }
      guard let intern = load("XInternAtom", InternAtom.self),
        let getProperty = load("XGetWindowProperty", GetProperty.self),
        let owner = load("XGetSelectionOwner", Owner.self), let root = load("XDefaultRootWindow", Root.self),
        let screen = load("XDefaultScreen", Screen.self), let select = load("XSelectInput", Select.self),
        let attributes = load("XGetWindowAttributes", Attributes.self), let free = load("XFree", Free.self),
        let ungrab = load("XUngrabPointer", Ungrab.self), let send = load("XSendEvent", Send.self),
        let flush = load("XFlush", Flush.self),
        let toProperty = load("Xutf8TextListToTextProperty", TextListToProperty.self),
        let setName = load("XSetWMName", SetWMName.self), let map = load("XMapRaised", Map.self),
        let check = load("XCheckTypedWindowEvent", CheckEvent.self),
        let connection = load("XConnectionNumber", Screen.self),
        let create = load("XCreateSimpleWindow", CreateWindow.self),
        let convert = load("XConvertSelection", Convert.self),
        let delete = load("XDeleteProperty", DeleteProperty.self)
      else { return nil }
      (createWindow, convertSelection, deleteProperty) = (create, convert, delete)
      queryPointer = load("XQueryPointer", QueryPointer.self)
      if let create = load("XCreateFontCursor", FontCursor.self),
        let define = load("XDefineCursor", DefineCursor.self), let free = load("XFreeCursor", Ungrab.self)
      {
        cursorCalls = (create, define, free)
      } else {
        cursorCalls = nil
      }
      (mapRaised, checkTypedWindowEvent, connectionNumber) = (map, check, connection)
      (ungrabPointer, sendEvent, self.flush) = (ungrab, send, flush)
      (textListToProperty, setWMName) = (toProperty, setName)
      (self.intern, self.getProperty, selectionOwner, defaultRoot) = (intern, getProperty, owner, root)
      (defaultScreen, selectInput, self.attributes, self.free) = (screen, select, attributes, free)
    }

    func internAtom(_ display: OpaquePointer, _ name: String, _ onlyIfExists: Int32) -> UInt {
      intern(display, name, onlyIfExists)
    }

    /// A property of `window`: its type and, when it is 8-bit data, its bytes (none otherwise), read
    /// whole up to `limit` bytes and deleted when `delete`; nil when it is absent.
    func property(
      _ display: OpaquePointer, _ window: UInt, _ atom: UInt, limit: Int = 4 << 20, delete: Bool = false
    ) -> (type: UInt, bytes: [UInt8])? {
      var type: UInt = 0
      var format: Int32 = 0
      var count: UInt = 0
      var after: UInt = 0
      var data: UnsafeMutablePointer<UInt8>?
      // AnyPropertyType (0); the length is in 32-bit words.
      let status = getProperty(
        display, window, atom, 0, limit / 4, delete ? 1 : 0, 0, &type, &format, &count, &after, &data)
      guard status == 0 else { return nil }
      defer { _ = free(data) }
      guard type != 0 else { return nil }
      guard format == 8, let data else { return (type, []) }
      return (type, Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    /// A `WINDOW` property of `window` (32-bit data, as a `long` each in Xlib's answer): the window it
    /// names, or nil when it is absent, of another format, or `window` is gone (the error trap lets
    /// that `BadWindow` pass).
    func windowProperty(_ display: OpaquePointer, _ window: UInt, _ atom: UInt) -> UInt? {
      var type: UInt = 0
      var format: Int32 = 0
      var count: UInt = 0
      var after: UInt = 0
      var data: UnsafeMutablePointer<UInt8>?
      let status = getProperty(display, window, atom, 0, 1, 0, 33, &type, &format, &count, &after, &data)
      guard status == 0 else { return nil }
      defer { _ = free(data) }
      guard type == 33, format == 32, count >= 1, let data else { return nil }  // XA_WINDOW
      return UnsafeRawPointer(data).loadUnaligned(as: UInt.self)
    }

    /// Waits until an event of `type` for `window` is taken from the queue into `event` (an XEvent),
    /// or `deadline` (``FluidIO/MonotonicClock`` seconds) passes, sleeping in `poll` on the connection.
    /// - Returns: whether the event came.
    func waitForEvent(
      _ display: OpaquePointer, _ window: UInt, _ type: Int32, into event: UnsafeMutableRawPointer,
      until deadline: Double
    ) -> Bool {
      var descriptor = pollfd(fd: connectionNumber(display), events: Int16(POLLIN), revents: 0)
      while checkTypedWindowEvent(display, window, type, event) == 0 {
        let remaining = deadline - MonotonicClock.now
        guard remaining > 0 else { return false }
        _ = poll(&descriptor, 1, Int32(max(1, (remaining * 1000).rounded(.up))))
      }
      return true
    }

    /// `your_event_mask` of XWindowAttributes (at byte 104 of its 136 on LP64).
    func eventMask(_ display: OpaquePointer, _ window: UInt) -> Int? {
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
      defer { buffer.deallocate() }
      guard attributes(display, window, buffer) != 0 else { return nil }
      return buffer.load(fromByteOffset: 104, as: Int.self)
    }
  }
}
