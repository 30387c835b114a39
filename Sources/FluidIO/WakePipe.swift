#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe made to wake a wait (a self-pipe): a byte written to one end makes the other readable.
///
/// Both ends are closed on exec from the start where libc has `pipe2` (no child spawned meanwhile
/// gets one), else just after; the write end never blocks, so a wake from a signal watcher or another
/// thread cannot stall on a full pipe.
package enum WakePipe {
  /// A new pipe, its read end blocking only when `blockingRead`; nil where none could be made.
  package static func make(blockingRead: Bool = false) -> (read: Int32, write: Int32)? {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
    var ends: [Int32] = [-1, -1]
    if DynamicLibrary.process.function("pipe2", as: Pipe2.self)?(&ends, O_CLOEXEC) != 0 {
      guard pipe(&ends) == 0 else { return nil }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    for end in blockingRead ? [ends[1]] : ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    return (ends[0], ends[1])
  }
}
