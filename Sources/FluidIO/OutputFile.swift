#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output the user named, written in place: never replaced, never left cut mid-line.
///
/// It is opened with `open(2)` (`O_WRONLY|O_CREAT`, mode 0666 & umask), so a symlink is followed (a
/// dangling one's target is created), a FIFO or device is written to, and a file keeps its permissions.
/// Nothing blocks past a signal: a FIFO is opened without blocking and waits for a reader, and a full
/// pipe for room, each until ``SignalWake`` says the run is ending. It is locked (`flock`) before it
/// is truncated, so a second run writing the same file is refused and the first run's file survives.
/// Lines are buffered and written whole; when a write fails the file is cut back to its last whole line
/// and every later call throws the same ``OutputError``.
///
/// ```swift
/// let log = try OutputFile(path: "states.jsonl", what: "state dump")
/// try log.append(line: "{\"t\":0}")
/// try log.close()
/// ```
public final class OutputFile {
  /// The path the user named.
  public let path: String
  /// What it is, for messages ("recording", "state dump", …).
  public let what: String
  private var fd: Int32
  private let isRegular: Bool
  private let created: Bool
  private var buffer: [UInt8] = []
  private var onDisk = 0
  /// The first failure, after which nothing more is written.
  public private(set) var failure: OutputError?
  /// Buffered bytes past this are written at once.
  public var flushThreshold = 64 << 10

  /// Opens (creating if needed), locks and empties `path`; a FIFO with no reader is waited on (until a
  /// signal ends the run) if `waitsForReader`, else refused at once (a window must not stop for it).
  /// - Throws: ``OutputError`` when it cannot be opened, or another process is writing it.
  public init(path: String, what: String, waitsForReader: Bool = true) throws(OutputError) {
    (self.path, self.what) = (path, what)
    (fd, created) = try Self.openForWriting(path, what: what, waitsForReader: waitsForReader)
    var info = stat()
    isRegular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    if isRegular && flock(fd, LOCK_EX | LOCK_NB) != 0 {
      closeDescriptor(fd)
      self.fd = -1
      throw OutputError(
        what: what, path: path, operation: "locking", reason: "another process is writing it",
        remedy: "let that run finish or choose another file")
    }
    if isRegular && ftruncate(fd, 0) != 0 { throw failed("emptying", errno) }
    Self.registry.removeAll { $0.file == nil }
    Self.registry.append(WeakFile(file: self))
  }

  /// Writes the buffered lines of every open output, ignoring failures: for an exit that cannot wait
  /// (the display server went away).
  public static func flushAll() {
    for entry in registry { try? entry.file?.flush() }
  }

  deinit { if fd >= 0 { closeDescriptor(fd) } }

  /// Whether lines are buffered and not yet written.
  public var hasPending: Bool { !buffer.isEmpty }

  /// Adds one line (a newline is added); writes when the buffer passes ``flushThreshold``.
  /// - Throws: ``OutputError`` when writing fails (now or earlier).
  public func append(line: String) throws(OutputError) {
    if let failure { throw failure }
    buffer.append(contentsOf: line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= flushThreshold { try flush() }
  }

  /// Writes every buffered line.
  /// - Throws: ``OutputError``; the file then ends at its last whole line.
  public func flush() throws(OutputError) {
    if let failure { throw failure }
    guard !buffer.isEmpty else { return }
    let (done, error) = buffer.withUnsafeBytes { Self.writeAll(fd, $0) }
    if let error {
      let whole = buffer[..<done].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      onDisk += whole
      if isRegular { _ = ftruncate(fd, off_t(onDisk)) }
      buffer.removeAll()
      throw failed("writing", error)
    }
    onDisk += done
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes `bytes` as the whole file, or leaves no file: for PNGs, which are useless cut short.
  /// - Throws: ``OutputError``; a file this call created is then removed, an existing one is emptied.
  public func writeWhole(_ bytes: [UInt8]) throws(OutputError) {
    if let failure { throw failure }
    if let error = bytes.withUnsafeBytes({ Self.writeAll(fd, $0).error }) {
      if isRegular { _ = ftruncate(fd, 0) }
      if created && isRegular { unlink(path) }
      throw failed("writing", error, kept: "it was not written whole")
    }
  }

  /// Writes what is buffered and closes the file.
  /// - Throws: ``OutputError`` when the last write (or an earlier one) failed.
  public func close() throws(OutputError) {
    defer {
      if fd >= 0 { closeDescriptor(fd) }
      fd = -1
    }
    try flush()
  }

  /// Notes the failure of `operation` with `code` (every later call throws it) and returns it;
  /// `kept` says what is left of the output.
  private func failed(
    _ operation: String, _ code: Int32, kept: String = "the file keeps every whole line written before"
  ) -> OutputError {
    let remedy =
      (code == ENOSPC || code == EDQUOT
        ? "free some space or write elsewhere; " : "check the disk and the path; ")
      + kept
    let error = OutputError(
      what: what, path: path, operation: operation, reason: Self.reason(code), remedy: remedy)
    failure = error
    return error
  }

  /// Opens `path` for writing without blocking (a FIFO waits for a reader, ending at a signal),
  /// creating it — or a dangling symlink's target — if needed; the descriptor and whether it was created.
  private static func openForWriting(
    _ path: String, what: String, waitsForReader: Bool
  ) throws(OutputError) -> (Int32, Bool) {
    let flags = O_WRONLY | O_CLOEXEC | O_NONBLOCK
    while true {
      var fd = open(path, flags | O_CREAT | O_EXCL, 0o666)
      let created = fd >= 0
      if fd < 0 && errno == EEXIST { fd = open(path, flags | O_CREAT, 0o666) }
      if fd >= 0 { return (fd, created) }
      let code = errno
      var info = stat()
      let waiting = code == ENXIO && stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
      if waiting && waitsForReader && SignalWake.wait(-1, for: 0, timeout: 20) == .timedOut { continue }
      guard waitsForReader || !waiting else {
        throw OutputError(
          what: what, path: path, operation: "opening", reason: "it is a FIFO that no program reads",
          remedy: "start its reader first; nothing was written")
      }
      throw OutputError(
        what: what, path: path, operation: "opening", reason: waiting ? interrupted : reason(code),
        remedy: waiting ? "nothing was written" : "check that the folder exists and is writable")
    }
  }

  /// Writes all of `bytes`, retrying short writes and waiting while a pipe is full (until a signal
  /// comes); how much was written, and the error.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> (done: Int, error: Int32?) {
    var done = 0
    while done < bytes.count {
      let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
      if n > 0 {
        done += n
      } else if n < 0 && errno == EINTR {
        continue
      } else if n < 0 && errno == EAGAIN {
        if SignalWake.wait(fd, for: Int16(POLLOUT)) == .signalled { return (done, EINTR) }
      } else {
        return (done, n < 0 ? errno : ENOSPC)
      }
    }
    return (done, nil)
  }

  /// The reason given when a signal ended a wait.
  private static let interrupted = "a signal ended the run while it waited"

  private static func reason(_ code: Int32) -> String {
    code == EINTR ? interrupted : String(cString: strerror(code))
  }
}

/// The open outputs, for ``OutputFile/flushAll()`` (the main thread's; not for other threads).
nonisolated(unsafe) private var registryStorage: [WeakFile] = []

extension OutputFile {
  fileprivate static var registry: [WeakFile] {
    get { registryStorage }
    set { registryStorage = newValue }
  }
}

/// A weak reference to an open output.
private struct WeakFile {
  weak var file: OutputFile?
}

/// `close(2)`, out of reach of ``OutputFile/close()``'s name.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }
