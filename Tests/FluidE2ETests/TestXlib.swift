import Foundation

/// The Xlib calls the tests' own X clients make.
///
/// They are found in `libX11.so.6` at run time (its headers would clash with SDL's). One connection
/// is used by one thread only.
struct TestXlib: @unchecked Sendable {
  typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  typealias OfDisplay = @convention(c) (OpaquePointer?) -> Int32
  typealias Root = @convention(c) (OpaquePointer?) -> UInt
  typealias Select = @convention(c) (OpaquePointer?, UInt, Int) -> Int32
  typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
  typealias NextEvent = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer) -> Int32
  typealias OnWindow = @convention(c) (OpaquePointer?, UInt) -> Int32
  typealias Configure = @convention(c) (OpaquePointer?, UInt, UInt32, UnsafeMutableRawPointer) -> Int32
  typealias Create =
    @convention(c) (OpaquePointer?, UInt, Int32, Int32, UInt32, UInt32, UInt32, UInt, UInt) -> UInt
  typealias Send = @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer) -> Int32
  typealias Intern = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> UInt
  typealias Convert = @convention(c) (OpaquePointer?, UInt, UInt, UInt, UInt, UInt) -> Int32
  typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
  typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?

  let openDisplay: Open
  let close: OfDisplay
  let root: Root
  let selectInput: Select
  let sync: Sync
  let pending: OfDisplay
  let nextEvent: NextEvent
  let map: OnWindow
  let configure: Configure
  let flush: OfDisplay
  let connectionNumber: OfDisplay
  let createWindow: Create
  let destroyWindow: OnWindow
  let sendEvent: Send
  let intern: Intern
  let convertSelection: Convert
  let setErrorHandler: SetErrorHandler

  init?() {
    guard let lib = dlopen("libX11.so.6", RTLD_NOW) else { return nil }
    func load<T>(_ name: String, _: T.Type) -> T? { dlsym(lib, name).map { unsafeBitCast($0, to: T.self) } }
    guard let open = load("XOpenDisplay", Open.self), let close = load("XCloseDisplay", OfDisplay.self),
      let root = load("XDefaultRootWindow", Root.self), let select = load("XSelectInput", Select.self),
      let sync = load("XSync", Sync.self), let pending = load("XPending", OfDisplay.self),
      let next = load("XNextEvent", NextEvent.self), let map = load("XMapWindow", OnWindow.self),
      let configure = load("XConfigureWindow", Configure.self), let flush = load("XFlush", OfDisplay.self),
      let number = load("XConnectionNumber", OfDisplay.self),
      let create = load("XCreateSimpleWindow", Create.self),
      let destroy = load("XDestroyWindow", OnWindow.self),
      let send = load("XSendEvent", Send.self), let intern = load("XInternAtom", Intern.self),
      let convert = load("XConvertSelection", Convert.self),
      let setHandler = load("XSetErrorHandler", SetErrorHandler.self)
    else { return nil }
    (createWindow, destroyWindow, sendEvent, self.intern) = (create, destroy, send, intern)
    (convertSelection, setErrorHandler) = (convert, setHandler)
    (openDisplay, self.close, self.root, selectInput, self.sync) = (open, close, root, select, sync)
    (self.pending, nextEvent, self.map, self.configure, self.flush) = (pending, next, map, configure, flush)
    connectionNumber = number
  }

  /// The atom named `name` on `display`, made if need be.
  func atom(_ display: OpaquePointer, _ name: String) -> UInt { name.withCString { intern(display, $0, 0) } }

  /// A connection to `display` (`:N`), or nil when no server answers there.
  func open(_ display: String) -> OpaquePointer? { openDisplay(display) }
}
