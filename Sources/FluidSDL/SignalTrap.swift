#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGHUP, SIGINT, SIGQUIT and SIGTERM into a clean end of the run.
///
/// The handlers only store the signal's number (async-signal-safe); the loops look at ``received``
/// on every turn and end as if the window were closed: outputs are flushed and closed, and the
/// process exits with 128 + the signal's number. ``AppLoop`` bounds its wait by ``pollInterval``
/// so it sees a signal even while idle (SDL's own SIGINT/SIGTERM handlers are turned off, since
/// they cover only two of the four). SIGPIPE is ignored, so a closed pipe is a write error.
public enum SignalTrap {
  /// The signals that end a run cleanly.
  public static let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]
  /// The longest an idle loop takes to notice a signal, seconds.
  public static let pollInterval = 0.1

  /// Installs the handlers (again, harmlessly).
  public static func install() {
    flag.pointee = flag.pointee  // initialise the global before a handler can touch it
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { flag.pointee = $0 }
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
    signal(SIGPIPE, SIG_IGN)
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)  // a parent's worker thread may have started us with them blocked
  }

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
