import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// The few XCB calls the asynchronous present needs (`libxcb`, `libxcb-shm`, `libX11-xcb`), reached
/// through `DynamicLibrary` like the rest of Xlib here; nil when a library or a symbol is missing.
///
/// Every request is sent *checked*: its error, if any, comes back to ``check(_:)`` instead of Xlib's
/// error handler (which ends the run, see `DisplayErrorTrap`).
struct XCBShm {
  typealias Cookie = UInt32
  private typealias Connection = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias GenerateID = @convention(c) (OpaquePointer?) -> UInt32
  private typealias Attach = @convention(c) (OpaquePointer?, UInt32, UInt32, UInt8) -> Cookie
  private typealias Detach = @convention(c) (OpaquePointer?, UInt32) -> Cookie
  private typealias PutImage =
    @convention(c) (
      OpaquePointer?, UInt32, UInt32, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, Int16, Int16, UInt8,
      UInt8, UInt8, UInt32, UInt32
    ) -> Cookie
  private typealias CreateGC =
    @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeRawPointer?) -> Cookie
  private typealias Request = @convention(c) (OpaquePointer?, UInt32) -> Cookie
  private typealias Reply =
    @convention(c) (OpaquePointer?, Cookie, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) ->
    UnsafeMutableRawPointer?
  private typealias Check = @convention(c) (OpaquePointer?, Cookie) -> UnsafeMutableRawPointer?
  private typealias Flush = @convention(c) (OpaquePointer?) -> Int32

  /// The XCB connection under the Xlib display.
  let connection: OpaquePointer
  private let generateID: GenerateID
  private let attach: Attach
  private let detach: Detach
  private let putImage: PutImage
  private let createGC: CreateGC
  private let freeGC: Request
  private let getGeometry: Request
  private let geometryReply: Reply
  private let check: Check
  private let flushRequests: Flush

  /// Binds to the XCB connection of the Xlib `display`; nil without the libraries or MIT-SHM.
  init?(display: OpaquePointer) {
    guard let xlibXCB = DynamicLibrary("libX11-xcb.so.1"), let xcb = DynamicLibrary("libxcb.so.1"),
      let shm = DynamicLibrary("libxcb-shm.so.0")
    else { return nil }
    func load<T>(_ lib: DynamicLibrary, _ name: String, _ type: T.Type) -> T? { lib.function(name, as: type) }
    guard let connect = load(xlibXCB, "XGetXCBConnection", Connection.self),
      let connection = connect(display),
      let generateID = load(xcb, "xcb_generate_id", GenerateID.self),
      let attach = load(shm, "xcb_shm_attach_checked", Attach.self),
      let detach = load(shm, "xcb_shm_detach_checked", Detach.self),
      let putImage = load(shm, "xcb_shm_put_image_checked", PutImage.self),
      let queryVersion = load(shm, "xcb_shm_query_version", GenerateID.self),
      let versionReply = load(shm, "xcb_shm_query_version_reply", Reply.self),
      let createGC = load(xcb, "xcb_create_gc_checked", CreateGC.self),
      let freeGC = load(xcb, "xcb_free_gc_checked", Request.self),
      let getGeometry = load(xcb, "xcb_get_geometry", Request.self),
      let geometryReply = load(xcb, "xcb_get_geometry_reply", Reply.self),
      let check = load(xcb, "xcb_request_check", Check.self),
      let flushRequests = load(xcb, "xcb_flush", Flush.self)
    else { return nil }
    // The server must speak MIT-SHM (a remote display does not).
    guard let version = versionReply(connection, queryVersion(connection), nil) else { return nil }
    free(version)
    (self.connection, self.generateID, self.attach, self.detach, self.putImage) = (
      connection, generateID, attach, detach, putImage
    )
    (self.createGC, self.freeGC, self.getGeometry, self.geometryReply) = (
      createGC, freeGC, getGeometry, geometryReply
    )
    (self.check, self.flushRequests) = (check, flushRequests)
  }

  /// A new resource id.
  func newID() -> UInt32 { generateID(connection) }

  /// Whether the request of `cookie` succeeded, waiting until the server has handled it.
  func check(_ cookie: Cookie) -> Bool {
    guard let error = check(connection, cookie) else { return true }
    free(error)
    return false
  }

  /// Asks for `drawable`'s geometry, for its reply only: once it has come back, every request sent
  /// before it has been handled, and checking them waits for nothing (``awaitFence(_:)``).
  func fence(_ drawable: UInt32) -> Cookie { getGeometry(connection, drawable) }

  /// Reads the reply to the fence `cookie` (an error too), waiting for it only if it has not come.
  func awaitFence(_ cookie: Cookie) {
    var error: UnsafeMutableRawPointer?
    if let reply = geometryReply(connection, cookie, &error) { free(reply) }
    if let error { free(error) }
  }

  /// The depth of `drawable`, or nil.
  func depth(of drawable: UInt32) -> UInt8? {
    guard let reply = geometryReply(connection, getGeometry(connection, drawable), nil) else { return nil }
    defer { free(reply) }
    return reply.load(fromByteOffset: 1, as: UInt8.self)  // response_type, then depth
  }

  /// Attaches the System V segment `shmid` (read only) as `segment`.
  func attach(_ segment: UInt32, shmid: Int32) -> Cookie { attach(connection, segment, UInt32(shmid), 1) }

  /// Detaches `segment`.
  func detach(_ segment: UInt32) -> Cookie { detach(connection, segment) }

  /// A graphics context for `drawable`, with the defaults.
  func createGC(_ gc: UInt32, for drawable: UInt32) -> Cookie { createGC(connection, gc, drawable, 0, nil) }

  /// Frees `gc`.
  func freeGC(_ gc: UInt32) -> Cookie { freeGC(connection, gc) }

  /// Copies `rect` of the 32-bit Z-format image `width` × `height` in `segment` (from byte `offset`)
  /// to the same place of `drawable`.
  func put(
    _ rect: (x: Int32, y: Int32, w: Int32, h: Int32), of image: (width: Int32, height: Int32),
    segment: UInt32,
    offset: UInt32, to drawable: UInt32, gc: UInt32, depth: UInt8
  ) -> Cookie {
    putImage(
      connection, drawable, gc, UInt16(image.width), UInt16(image.height), UInt16(rect.x), UInt16(rect.y),
      UInt16(rect.w), UInt16(rect.h), Int16(rect.x), Int16(rect.y), depth, 2, 0, segment, offset)
  }

  /// Sends the queued requests.
  func flush() { _ = flushRequests(connection) }
}
