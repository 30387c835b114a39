#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a path leads: through its symlinks to the file a write would reach, even one not there yet.
///
/// ```swift
/// LinkTarget.final("shots/latest.png")  // "shots/2024-01-01.png" when latest.png links there
/// LinkTarget.canonical("link/new.jsonl")  // "/home/me/real/new.jsonl"
/// ```
public enum LinkTarget {
  /// The file `path`'s own symlinks lead to (40 at most), or `path` when it is no symlink.
  ///
  /// A dangling link gives the file a write through the link would create. A target that is not
  /// UTF-8 is shown repaired (U+FFFD); write through ``finalBytes(_:)``, which keeps it as it is.
  public static func final(_ path: String) -> String {
    String(decoding: finalBytes(path), as: UTF8.self)
  }

  /// ``final(_:)`` as the bytes the file system holds, without the terminating NUL: a link's
  /// target is kept byte for byte, whatever its encoding.
  public static func finalBytes(_ path: String) -> [UInt8] {
    var current = Array(path.utf8)
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(cPath(current), &buffer, buffer.count - 1)
      guard n > 0 else { return current }
      let target = buffer[..<n].map { UInt8(bitPattern: $0) }
      current =
        target.first == UInt8(ascii: "/") ? target : folder(of: current) + [UInt8(ascii: "/")] + target
    }
    return current
  }

  /// `path`'s bytes with a terminating NUL, for a C call.
  public static func cPath(_ path: [UInt8]) -> [CChar] { path.map { CChar(bitPattern: $0) } + [0] }

  /// The folder holding the byte path `path` ("." for a bare name).
  public static func folder(of path: [UInt8]) -> [UInt8] {
    guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return [UInt8(ascii: ".")] }
    return slash == 0 ? [UInt8(ascii: "/")] : Array(path[..<slash])
  }

  /// The absolute path a write to `path` reaches: its symlinks followed, its folder resolved by
  /// `realpath` (symlinked folders, `.` and `..`); nil when the folder does not exist.
  public static func canonical(_ path: String) -> String? {
    let target = final(path)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    guard let resolved = realpath(folder(of: target), nil) else { return nil }
    defer { free(resolved) }
    let parent = String(cString: resolved)
    return (parent == "/" ? "" : parent) + "/" + name
  }

  /// The folder holding `path` ("." for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
