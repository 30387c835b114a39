import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// Waits for a deadline or for input, whichever comes first, using no CPU meanwhile.
///
/// With no deadline it blocks in `SDL_WaitEvent`. With one up to ``polledWaitLimit`` away (a
/// frame's), on X11, it sleeps in `ppoll` on the X connection and ``wakePipe`` (``PolledWait``).
/// Otherwise it waits in `SDL_WaitEventTimeout` until about 1 ms before the deadline (so input
/// wakes it at once), then sleeps the rest with `nanosleep`, which is precise to ~0.1 ms here
/// (`SDL_WaitEventTimeout` rounds to whole milliseconds).
@MainActor
enum EventWait {
  /// The X connection SDL reads its events from, while an X11 window is open.
  static var connection: PolledWait?

  /// A pipe whose read end ``wake()`` and ``nudge()`` make readable, so that a wait in `ppoll`
  /// (``PolledWait``) ends; −1 at both ends where none could be made.
  nonisolated static let wakePipe: (read: Int32, write: Int32) = WakePipe.make() ?? (-1, -1)

  /// Reads every byte the wakes so far wrote.
  static func emptyWakePipe() {
    guard wakePipe.read >= 0 else { return }
    var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    while read(wakePipe.read, &bytes, 32) > 0 {}
  }

  /// Watches the X connection of `display` (an Xlib `Display *`) in a frame's waits; nil stops
  /// (SDL's wait alone).
  static func watch(display: OpaquePointer?) {
    connection = display.flatMap(PolledWait.init(display:))
  }

  /// Waits until `deadline` (app-clock seconds; `nil`: until input); returns whether input came first.
  ///
  /// Every event that arrives is handed to `handle`, and then every event already queued, so the
  /// caller sees a whole burst before it decides again.
  static func wait(until deadline: Double?, clock: AppClock, handle: (inout SDL_Event) -> Void) -> Bool {
    var event = SDL_Event()
    guard let deadline else {
      guard SDL_WaitEvent(&event) == 1 else {
        SDL_Delay(1)  // SDL could not wait (it has failed before any event); do not spin
        return false
      }
      drain(first: &event, handle: handle)
      return true
    }
    if deadline - clock.now <= polledWaitLimit,
      let woke = connection?.sleep(until: deadline, clock: clock, handle: handle)
    {
      return woke
    }
    while true {
      let remaining = deadline - clock.now
      if remaining <= 0.0015 { break }
      let ms = Int32(min(remaining - 0.001, 3600) * 1000)
      if SDL_WaitEventTimeout(&event, max(1, ms)) == 1 {
        drain(first: &event, handle: handle)
        return true
      }
    }
    let rest = deadline - clock.now
    if rest > 0 {
      var ts = timespec(tv_sec: 0, tv_nsec: Int(rest * 1e9))
      nanosleep(&ts, nil)
    }
    return false
  }

  /// Hands `first` and then every queued event to `handle`.
  static func drain(first: inout SDL_Event, handle: (inout SDL_Event) -> Void) {
    handle(&first)
    poll(handle: handle)
  }

  /// Ends a wait from anywhere: another thread, Xlib's error handler.
  ///
  /// It queues an empty user event, which the wait returns, then ``nudge()``s a wait in `ppoll`.
  /// SDL's own wakeup goes through its second X connection, so this never re-enters the connection
  /// an error came on. Does nothing before SDL's events start.
  nonisolated static func wake() {
    guard SDL_WasInit(SDL_INIT_EVENTS) != 0 else { return }
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
    nudge()
  }

  /// Ends a wait in `ppoll` (``PolledWait``), from anywhere.
  ///
  /// Call it after pushing an event into SDL's queue from another thread: SDL's own wake-up
  /// reaches only its own wait. Without it the event waits for the deadline, at most
  /// ``polledWaitLimit``.
  nonisolated static func nudge() {
    guard wakePipe.write >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(wakePipe.write, &byte, 1)  // after the event: a wait woken finds it queued
  }

  /// The longest wait that sleeps in `ppoll`, s: a frame's wait while something moves.
  ///
  /// A longer one (a timer's, the end of a run) waits in SDL, which an event pushed from any
  /// thread ends.
  static let polledWaitLimit = 0.05

  /// Hands every queued event to `handle`.
  static func poll(handle: (inout SDL_Event) -> Void) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) == 1 { handle(&event) }
  }
}
