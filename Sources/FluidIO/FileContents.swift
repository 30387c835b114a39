#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole regular file into memory (fonts, PNG images).
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
  }

  /// The bytes of the regular file at `path`, 1 byte to `limit` bytes long.
  package static func read(path: String, limit: Int) throws(ReadError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw ReadError(reason: "it is not a regular file") }
    let size = Int(info.st_size)
    guard (1...limit).contains(size) else { throw ReadError(reason: "it is \(size) bytes long") }
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let n = bytes.withUnsafeMutableBytes { readInto(fd, $0.baseAddress! + done, size - done) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
      if n == 0 { break }  // cut short since fstat
      done += n
    }
    guard done > 0 else { throw ReadError(reason: "it is empty") }
    return Array(bytes[..<done])
  }
}

/// `read(2)`, out of reach of ``FileContents/read(path:limit:)``'s name.
private func readInto(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
