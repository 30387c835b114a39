#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path names (device and inode), to tell when two paths are one file.
public struct FileIdentity: Hashable, Sendable {
  /// The device holding the file.
  public let device: UInt64
  /// The file's inode on it.
  public let inode: UInt64

  /// The file at `path` (following symlinks), or nil when there is none.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
