#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole regular file into memory (PNG images, settings), or opens one to be read as needed
/// (fonts).
///
/// The bytes are copied, not mapped: a mapped file cut short while in use (truncated by another
/// program) kills the process with SIGBUS when a page past its new end is touched. The file is opened
/// without blocking and must be a regular file, so a FIFO named by mistake is refused, not waited on.
///
/// ```swift
/// let font = try FileContents.read(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", limit: 64 << 20)
/// ```
package enum FileContents {
  /// Why a file could not be read: the system's reason, or what is wrong with it.
  package struct ReadError: Error {
    /// The system's reason (`strerror`), or what is wrong with the file.
    package let reason: String

    /// A reason of its own.
    package init(reason: String) { self.reason = reason }
  }

  /// The bytes of the regular file at `path`, 1 byte to `limit` bytes long.
  package static func read(path: String, limit: Int) throws(ReadError) -> [UInt8] {
    let (fd, size) = try openRegular(path, limit: limit)
    defer { close(fd) }
    var failure: ReadError?
    // Read straight into the array's storage: nothing zeroed first, nothing copied after.
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      do { count = try readAll(fd, into: UnsafeMutableRawPointer(buffer.baseAddress!), count: size) } catch {
        failure = error as? ReadError ?? ReadError(reason: "\(error)")
        count = 0
      }
    }
    if let failure { throw failure }
    return bytes
  }

  /// The bytes of the regular file at `path`, 1 byte to `limit` bytes long, in a buffer of their
  /// size that the caller deallocates: read straight into it (for bytes a C library keeps, a font).
  package static func readBuffer(path: String, limit: Int) throws(ReadError) -> UnsafeMutableRawBufferPointer
  {
    let (fd, size) = try openRegular(path, limit: limit)
    defer { close(fd) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    do {
      let done = try readAll(fd, into: buffer.baseAddress!, count: size)
      return UnsafeMutableRawBufferPointer(rebasing: buffer[..<done])  // the same start: deallocates whole
    } catch {
      buffer.deallocate()
      throw error
    }
  }

  /// A descriptor of the regular file at `path`, 1 byte to `limit` bytes long, that the caller
  /// closes: for a file read piece by piece as needed (a font's glyphs), where a copy would cost
  /// memory and a mapping a SIGBUS when the file is cut short.
  ///
  /// Opened without blocking (a FIFO is refused, not waited on), then made blocking again for the
  /// reads: a file system that honours the flag for regular files (a network or FUSE one) would
  /// otherwise cut a read short.
  package static func openForReading(path: String, limit: Int) throws(ReadError) -> Int32 {
    let fd = try openRegular(path, limit: limit).0
    let flags = fcntl(fd, F_GETFL)
    guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw ReadError(reason: reason)
    }
    return fd
  }

  /// The descriptor and size of `path`, opened without blocking: a regular file of at most `limit` bytes.
  private static func openRegular(_ path: String, limit: Int) throws(ReadError) -> (Int32, Int) {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
    var info = stat()
    let why: String?
    if fstat(fd, &info) != 0 {
      why = String(cString: strerror(errno))
    } else if info.st_mode & S_IFMT != S_IFREG {
      why = "it is not a regular file"
    } else if !(1...limit).contains(Int(info.st_size)) {
      why = "it is \(info.st_size) bytes long"
    } else {
      why = nil
    }
    if let why {
      close(fd)
      throw ReadError(reason: why)
    }
    return (fd, Int(info.st_size))
  }

  /// Reads up to `count` bytes of `fd` into `buffer`; how many it read (fewer when the file was cut
  /// short since it was measured), never 0.
  private static func readAll(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) throws(ReadError)
    -> Int
  {
    var done = 0
    while done < count {
      let n = readInto(fd, buffer + done, count - done)
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
      if n == 0 { break }  // cut short since fstat
      done += n
    }
    guard done > 0 else { throw ReadError(reason: "it is empty") }
    return done
  }
}

/// `read(2)`, out of reach of ``FileContents/read(path:limit:)``'s name.
private func readInto(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
