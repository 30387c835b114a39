import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A window manager that loses the first request to show each window (as openbox does for a window
/// mapped while it starts) and grants the later ones; or, with `grants: false`, none at all.
///
/// It holds the root window's `SubstructureRedirectMask` on an X server of the test's own, so every
/// map and configure request of a client comes to it; it carries out the configure requests as they
/// are. It runs on a thread of its own, over an Xlib connection only that thread uses, until
/// ``stop()``. Xlib is found at run time (its headers would clash with SDL's).
final class ForgetfulWindowManager: @unchecked Sendable {
  private let lock = NSLock()
  private var mapRequests: [UInt: Int] = [:]
  private var stopped = false
  private let finished = DispatchSemaphore(value: 0)
  private let xlib: TestXlib
  private let connection: OpaquePointer
  private let grants: Bool

  /// Starts managing `display` (`:N`, a server with no window manager yet).
  init(display: String, grants: Bool) throws {
    guard let xlib = TestXlib() else { throw Failure("libX11.so.6 could not be loaded") }
    guard let connection = xlib.open(display) else { throw Failure("no X server answered at \(display)") }
    (self.xlib, self.connection, self.grants) = (xlib, connection, grants)
    // SubstructureRedirectMask | SubstructureNotifyMask
    _ = xlib.selectInput(connection, xlib.root(connection), 1 << 20 | 1 << 19)
    _ = xlib.sync(connection, 0)
    Thread { [self] in serve() }.start()
  }

  /// How many times each window asked to be shown.
  var requests: [UInt: Int] { lock.withLock { mapRequests } }

  /// Stops managing and closes the connection.
  func stop() {
    lock.withLock { stopped = true }
    finished.wait()
  }

  private func serve() {
    let event = UnsafeMutableRawPointer.allocate(byteCount: 192, alignment: 16)  // an XEvent
    defer { event.deallocate() }
    var descriptor = pollfd(fd: xlib.connectionNumber(connection), events: Int16(POLLIN), revents: 0)
    while !lock.withLock({ stopped }) {
      while xlib.pending(connection) > 0 {
        _ = xlib.nextEvent(connection, event)
        handle(event)
      }
      _ = xlib.flush(connection)
      _ = poll(&descriptor, 1, 20)
    }
    _ = xlib.close(connection)
    finished.signal()
  }

  private func handle(_ event: UnsafeMutableRawPointer) {
    // XMapRequestEvent and XConfigureRequestEvent (LP64): type at 0, the window at 40.
    let window = event.load(fromByteOffset: 40, as: UInt.self)
    switch event.load(as: Int32.self) {
    case 20:  // MapRequest
      let count = lock.withLock {
        mapRequests[window, default: 0] += 1
        return mapRequests[window]!
      }
      if grants && count >= 2 { _ = xlib.map(connection, window) }
    case 23:  // ConfigureRequest: x, y, width, height, border width at 48...64, above at 72,
      // detail at 80, value_mask at 88; XWindowChanges takes them at 0...16, 24 and 32.
      var changes = [UInt8](repeating: 0, count: 40)
      changes.withUnsafeMutableBytes { out in
        for i in 0..<5 {
          let value = event.load(fromByteOffset: 48 + 4 * i, as: Int32.self)
          out.storeBytes(of: value, toByteOffset: 4 * i, as: Int32.self)
        }
        out.storeBytes(of: event.load(fromByteOffset: 72, as: UInt.self), toByteOffset: 24, as: UInt.self)
        out.storeBytes(of: event.load(fromByteOffset: 80, as: Int32.self), toByteOffset: 32, as: Int32.self)
        let mask = UInt32(truncatingIfNeeded: event.load(fromByteOffset: 88, as: UInt.self))
        _ = xlib.configure(connection, window, mask, out.baseAddress!)
      }
    default: break
    }
  }

  /// Why the manager could not start.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
