import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGHUP, SIGINT, SIGQUIT and SIGTERM into a clean end of the run, and counts SIGUSR1 as a
/// request (``requests``) that ends nothing.
///
/// The signals are blocked in the process's threads and taken by one watcher thread in `sigwait`:
/// it stores the signal's number and pushes an SDL event, which wakes a window loop blocked in
/// `SDL_WaitEvent` at once — no polling, so an idle window still costs nothing — and wakes every wait
/// on a file (`SignalWake`: a FIFO no one reads or writes). The loops look at
/// ``received`` on every turn and end as if the window were closed: outputs are flushed and closed,
/// and the process exits with 128 + the signal's number. (SDL's own SIGINT/SIGTERM handlers are off:
/// they cover only two of the four.) Handlers that only store the number stay installed for a thread
/// that runs with the signals unblocked. SIGPIPE is ignored, so a closed pipe is a write error.
/// SIGUSR1 wakes the window loop the same way and only adds one to ``requests`` (a run that asked
/// for `--screenshot signal:FILE` saves a frame); it no longer ends the process.
public enum SignalTrap {
  /// The signals that end a run cleanly.
  public static let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

  /// Blocks the signals in this thread (and so in every thread it starts from now on) and starts the
  /// watcher; again, harmlessly.
  public static func install() {
    flag.pointee = flag.pointee  // initialise the global before a handler can touch it
    requestCount.pointee = requestCount.pointee
    for number in signals + [SIGUSR1] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        if number == SIGUSR1 { requestCount.pointee &+= 1 } else { flag.pointee = number }
      }
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
    signal(SIGPIPE, SIG_IGN)
    var set = watchedSet
    pthread_sigmask(SIG_BLOCK, &set, nil)
    guard !watching.pointee else { return }
    watching.pointee = true
    DetachedThread.start {
      var set = SignalTrap.watchedSet
      var number: Int32 = 0
      while sigwait(&set, &number) != 0 || number == SIGUSR1 {
        if number == SIGUSR1 {
          requestCount.pointee &+= 1
          EventWait.wake()  // the loop looks at the count on its next turn
          number = 0
        }
      }
      flag.pointee = number
      SignalWake.post()  // end a wait on a file (a FIFO no one reads)
      EventWait.wake()  // wake a loop blocked in SDL_WaitEvent
      SignalTrap.forceExit(after: SignalTrap.grace, first: number)
    }
  }

  /// Seconds a run has to end after the first signal before the process exits without it.
  static let grace = 10.0

  /// Exits at once when a second signal comes or `seconds` pass, with 128 + the first signal.
  ///
  /// The loop has not ended by then: it is stuck somewhere no wake reaches. One line says so.
  /// Outputs lose nothing the run flushed (states each frame, the recording within 100 ms), and a
  /// screenshot being written leaves the old file whole.
  private static func forceExit(after seconds: Double, first: Int32) -> Never {
    var set = signalSet
    var timeout = timespec(tv_sec: Int(seconds), tv_nsec: 0)
    let deadline = MonotonicClock.now + seconds
    var second: Int32 = 0
    while second <= 0, MonotonicClock.now < deadline {
      second = sigtimedwait(&set, nil, &timeout)
      let left = max(0, deadline - MonotonicClock.now)
      timeout = timespec(tv_sec: Int(left), tv_nsec: Int((left - left.rounded(.down)) * 1e9))
    }
    let why =
      second > 0 ? "a second signal came" : "the run did not end within \(Int(seconds)) s of the signal"
    printError("\(programName): \(why); exiting now")
    _exit(128 + first)
  }

  private static var signalSet: sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    return set
  }

  /// The ending signals and SIGUSR1: what the watcher waits for.
  private static var watchedSet: sigset_t {
    var set = signalSet
    sigaddset(&set, SIGUSR1)
    return set
  }

  /// How many SIGUSR1s the process has received since ``install()``: a loop compares it with the
  /// count it last acted on.
  public static var requests: Int { requestCount.pointee }

  /// The signal that asked the run to end, or 0.
  public static var received: Int32 { flag.pointee }

  /// The exit status for a run ended by ``received``: 128 + the signal, or nil when none came.
  public static var exitStatus: Int32? { received == 0 ? nil : 128 + received }

  /// Forgets a received signal (for tests).
  static func reset() { flag.pointee = 0 }
}

/// The last signal received; written only by the handler (a single aligned word).
nonisolated(unsafe) private let flag: UnsafeMutablePointer<Int32> = {
  let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  p.initialize(to: 0)
  return p
}()

/// The SIGUSR1s received; written by the watcher thread (or a handler) only, a single aligned word.
nonisolated(unsafe) private let requestCount: UnsafeMutablePointer<Int> = {
  let p = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  p.initialize(to: 0)
  return p
}()

/// Whether the watcher thread runs (set once, on the main thread).
nonisolated(unsafe) private let watching: UnsafeMutablePointer<Bool> = {
  let p = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
  p.initialize(to: false)
  return p
}()
