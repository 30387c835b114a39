import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// A frame's wait on X11 in `ppoll`: on the X connection SDL reads its events from and on
/// ``EventWait/wakePipe``, to a deadline given in nanoseconds.
///
/// SDL's own wait rounds its timeout to whole milliseconds, so a frame's wait was that, then a
/// `nanosleep` for the rest: a wake-up more each frame. Here the one sleep ends at the deadline (to
/// the kernel's timer slack), on input, or when another thread wakes the loop. ``EventWait`` keeps
/// one for the open window (``EventWait/watch(display:)``).
@MainActor
struct PolledWait {
  /// The connection's descriptor.
  let descriptor: Int32
  private let display: OpaquePointer?
  private let flush: Flush?
  private let queued: EventsQueued?
  private typealias Flush = @convention(c) (OpaquePointer?) -> Int32
  private typealias EventsQueued = @convention(c) (OpaquePointer?, Int32) -> Int32
  private typealias PPoll =
    @convention(c) (UnsafeMutablePointer<pollfd>?, nfds_t, UnsafePointer<timespec>?, UnsafeRawPointer?) ->
    Int32
  /// libc's `ppoll` (a `poll` whose timeout is a `timespec`), which Swift's Glibc module leaves out.
  private static let ppoll = DynamicLibrary.process.function("ppoll", as: PPoll.self)

  /// The wait on the X connection of `display` (an Xlib `Display *`); nil off X11 or where libc
  /// lacks `ppoll`.
  init?(display: OpaquePointer) {
    typealias ConnectionNumber = @convention(c) (OpaquePointer?) -> Int32
    guard Self.ppoll != nil, EventWait.wakePipe.read >= 0,
      let xlib = DynamicLibrary("libX11.so.6", loadedOnly: true),
      let number = xlib.function("XConnectionNumber", as: ConnectionNumber.self)
    else { return nil }
    let fd = number(display)
    guard fd >= 0 else { return nil }
    descriptor = fd
    self.display = display
    flush = xlib.function("XFlush", as: Flush.self)
    queued = xlib.function("XEventsQueued", as: EventsQueued.self)
  }

  /// The wait on a bare descriptor standing in for the connection (tests: a pipe).
  init(descriptor: Int32) {
    self.descriptor = descriptor
    (display, flush, queued) = (nil, nil, nil)
  }

  /// Waits until `deadline` (app-clock seconds) for an event; whether one came first, every queued
  /// event then handed to `handle`.
  ///
  /// Nil, with part of the time waited, where `ppoll` fails or the connection reports an error or
  /// hang-up: SDL's wait, which the caller goes on with, meets a lost server.
  func sleep(until deadline: Double, clock: AppClock, handle: (inout SDL_Event) -> Void) -> Bool? {
    guard let ppoll = Self.ppoll else { return nil }
    EventWait.emptyWakePipe()  // wakes from before this wait: what they queued is looked at next
    var event = SDL_Event()
    var looks = 0
    while true {
      // SDL's pump flushes what Xlib holds to the server and reads what it sent.
      if SDL_PollEvent(&event) == 1 {
        EventWait.drain(first: &event, handle: handle)
        return true
      }
      // What the pump's last steps queued (an input method's focus) goes out; what Xlib has read
      // already is no reason for the socket to wake the wait.
      if let display {
        _ = flush?(display)
        looks += 1
        if looks <= 3, (queued?(display, 0) ?? 0) > 0 { continue }  // QueuedAlready: pumped again
      }
      let remaining = deadline - clock.now
      guard remaining > 0 else { return false }
      let whole = remaining.rounded(.down)
      var timeout = timespec(tv_sec: Int(whole), tv_nsec: Int((remaining - whole) * 1e9))
      let outcome = withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 2) { fds -> Bool? in
        fds[0] = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        fds[1] = pollfd(fd: EventWait.wakePipe.read, events: Int16(POLLIN), revents: 0)
        let ready = ppoll(fds.baseAddress, 2, &timeout, nil)
        if ready == 0 || (ready < 0 && errno == EINTR) { return false }  // a signal: the loop looks
        if ready < 0 || fds[0].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return nil }
        if fds[1].revents != 0 { EventWait.emptyWakePipe() }
        return true
      }
      guard outcome == true else { return outcome }
    }
  }
}
