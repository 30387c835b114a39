import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// Waits for a deadline or for input, whichever comes first, using no CPU meanwhile.
///
/// With no deadline it blocks in `SDL_WaitEvent`. With one, it waits in `SDL_WaitEventTimeout` until
/// about 1 ms before it (so input wakes it at once), then sleeps the rest with `nanosleep`, which is
/// precise to ~0.1 ms here (`SDL_WaitEventTimeout` rounds to whole milliseconds).
@MainActor
enum EventWait {
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

  /// Ends a wait in SDL from anywhere: another thread, Xlib's error handler.
  ///
  /// It queues an empty user event, which the wait returns. SDL's own wakeup goes through its second
  /// X connection, so this never re-enters the connection an error came on. Does nothing before SDL's
  /// events start.
  nonisolated static func wake() {
    guard SDL_WasInit(SDL_INIT_EVENTS) != 0 else { return }
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
  }

  /// Hands every queued event to `handle`.
  static func poll(handle: (inout SDL_Event) -> Void) {
    var event = SDL_Event()
    while SDL_PollEvent(&event) == 1 { handle(&event) }
  }
}
