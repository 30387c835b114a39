#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wakes waits on files when a signal asks the run to end: a self-pipe the signal watcher writes.
///
/// A FIFO with no reader or writer, or a reader that stops reading, would block `open`, `read` or
/// `write` for good, and a signal blocked in every thread (see `SignalTrap`) would not interrupt it.
/// So files that may block are used without blocking, and their waits are `poll`s on the file and on
/// this pipe together: the watcher writes a byte into the pipe, every wait ends, and every later one
/// ends at once (the byte stays).
///
/// ```swift
/// if SignalWake.wait(fd, for: Int16(POLLOUT)) == .signalled { return }  // the run is ending
/// ```
public enum SignalWake {
  /// How a wait ended.
  public enum Outcome: Equatable, Sendable {
    /// The file is ready (or in error: the next call says which).
    case ready
    /// A signal came.
    case signalled
    /// The timeout passed.
    case timedOut
  }

  /// Ends every wait, now and from now on; safe to call from any thread.
  public static func post() {
    var byte: UInt8 = 1
    _ = write(wakePipe.write, &byte, 1)
  }

  /// Waits until `fd` is ready for `events` (`POLLIN`, `POLLOUT`), a signal came or `timeout`
  /// milliseconds passed (−1: no timeout); `fd` −1 waits for the signal alone.
  public static func wait(_ fd: Int32, for events: Int16, timeout: Int32 = -1) -> Outcome {
    var fds = [
      pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
      pollfd(fd: fd, events: events, revents: 0),
    ]
    while true {
      let n = poll(&fds, nfds_t(fd < 0 ? 1 : 2), timeout)
      if n < 0 && errno == EINTR { continue }
      if n == 0 { return .timedOut }
      if n > 0 && fds[0].revents != 0 { return .signalled }
      return .ready
    }
  }
}

/// The self-pipe: both ends non-blocking and closed on exec; created on first use (thread-safe).
private let wakePipe: (read: Int32, write: Int32) = WakePipe.make() ?? (-1, -1)
