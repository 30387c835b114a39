#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a folder, for the read-merge-write of a file in it that
/// several processes share: the folder is locked, not the file, since the file is replaced by a rename.
///
/// The wait is bounded: a holder that never lets go (another program, a stopped process) costs at
/// most ``limit`` seconds, after which the caller goes on unlocked (``isHeld`` is then false).
///
/// ```swift
/// let lock = FolderLock("/home/me/.config/fluid")
/// defer { lock.release() }
/// ```
package final class FolderLock {
  /// The longest wait for another holder, seconds.
  package static let limit = 1.0
  private var fd: Int32
  /// Whether the lock was taken.
  package private(set) var isHeld = false

  /// Locks `folder`, waiting at most ``limit`` seconds for another holder.
  package init(_ folder: String) {
    fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    let deadline = MonotonicClock.now + Self.limit
    while true {
      if flock(fd, LOCK_EX | LOCK_NB) == 0 {
        isHeld = true
        return
      }
      guard errno == EWOULDBLOCK || errno == EINTR, MonotonicClock.now < deadline else { return }
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      nanosleep(&pause, nil)
    }
  }

  /// Lets the lock go (closing the folder); called again, does nothing.
  package func release() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
    isHeld = false
  }

  deinit { release() }
}
