import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// Wakes a loop blocked in its wait when a file has something to read: a D-Bus socket on which a
/// signal arrived while the window idles.
///
/// A watcher thread waits in `poll` on the file, then calls the loop's wake (a window's pushes an
/// event into its wait; the loop wakes and reads the file on its own thread) and waits, without
/// polling, until the loop says it has read (``acknowledge()``). So an idle window still costs no CPU, and the file is only read on the loop's
/// thread. The watcher ends when the file is closed or in error.
///
/// ```swift
/// let wakeLoop: @Sendable () -> Void = {}  // a window's: SDLWindow.wake
/// if let bus = DBusConnection.session(),
///   let wake = ReadableWake(fileDescriptor: bus.fileDescriptor, wake: wakeLoop)
/// {
///   _ = bus.receive()  // on each turn of the loop: read the bus, then
///   wake.acknowledge()
/// }
/// ```
public final class ReadableWake: @unchecked Sendable {
  private let fd: Int32
  /// Posted by the watcher when it woke the loop; taken by ``acknowledge()``.
  private let woke: UnsafeMutablePointer<sem_t>
  /// The loop writes a byte here to let the watcher wait again.
  private let ack: (read: Int32, write: Int32)
  /// Wakes the loop, from the watcher's thread.
  private let wakeLoop: @Sendable () -> Void

  /// Starts watching `fileDescriptor`, calling `wake` (from another thread) when it has something
  /// to read; nil when it is negative or no thread can be started.
  public init?(fileDescriptor: Int32, wake: @escaping @Sendable () -> Void) {
    guard fileDescriptor >= 0 else { return nil }
    guard let ends = WakePipe.make(blockingRead: true) else { return nil }
    (fd, ack, wakeLoop) = (fileDescriptor, ends, wake)
    woke = .allocate(capacity: 1)
    sem_init(woke, 0, 0)
    // The watcher keeps it for the run.
    guard DetachedThread.start({ [self] in watch() }) else { return nil }
  }

  /// Whether the watcher saw the file readable and has not been acknowledged since.
  public var isPending: Bool {
    var value: Int32 = 0
    sem_getvalue(woke, &value)
    return value > 0
  }

  /// Lets the watcher wait on the file again, if it woke the loop since the last call; call it on
  /// each turn of the loop after reading the file.
  public func acknowledge() {
    guard sem_trywait(woke) == 0 else { return }
    var byte: UInt8 = 1
    _ = write(ack.write, &byte, 1)
  }

  /// The watcher: wait for the file, wake the loop, wait for its acknowledgement; until the file fails.
  private func watch() {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while true {
      let n = poll(&descriptor, 1, -1)
      if n < 0 && errno == EINTR { continue }
      guard n > 0, descriptor.revents & Int16(POLLERR | POLLHUP | POLLNVAL) == 0 else { return }
      sem_post(woke)
      wakeLoop()
      var byte: UInt8 = 0
      while read(ack.read, &byte, 1) < 0 && errno == EINTR {}
    }
  }
}
