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

    init?() {
      guard let lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) else { return nil }
      func load<T>(_ name: String, _: T.Type) -> T? { dlsym(lib, name).map { unsafeBitCast($0, to: T.self) } }
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
      (mapRaised, checkTypedWindowEvent, connectionNumber) = (map, check, connection)
      (ungrabPointer, sendEvent, self.flush) = (ungrab, send, flush)
      (textListToProperty, setWMName) = (toProperty, setName)
      (self.intern, self.getProperty, selectionOwner, defaultRoot) = (intern, getProperty, owner, root)
      (defaultScreen, selectInput, self.attributes, self.free) = (screen, select, attributes, free)
    }

    func internAtom(_ display: OpaquePointer, _ name: String, _ onlyIfExists: Int32) -> UInt {
      intern(display, name, onlyIfExists)
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
