#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file mapped read-only into memory: its pages are read when first touched (fonts, PNG images).
package struct MappedFile {
  /// Why a file could not be mapped: the system's reason, or its size.
  package struct MapError: Error {
    /// The system's reason (`strerror`), or what is wrong with the file.
    package let reason: String
  }

  /// The file's bytes, valid until ``unmap()``.
  package let bytes: UnsafeRawBufferPointer

  /// Maps the regular file at `path`, 1 byte to `limit` bytes long.
  package init(path: String, limit: Int) throws(MapError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw MapError(reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw MapError(reason: String(cString: strerror(errno))) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw MapError(reason: "it is not a regular file") }
    let size = Int(info.st_size)
    guard (1...limit).contains(size) else { throw MapError(reason: "it is \(size) bytes long") }
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
      throw MapError(reason: String(cString: strerror(errno)))
    }
    bytes = UnsafeRawBufferPointer(start: base, count: size)
  }

  /// Unmaps the file; ``bytes`` must not be used after.
  package func unmap() {
    munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
  }
}
