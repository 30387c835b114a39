#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file whole or not at all, replacing an existing one only once the new one is complete.
///
/// The bytes go into a new file in the same folder, which is renamed over the old one: a full disk
/// leaves the old file as it was. A symlink is written through (its target is replaced, the link
/// kept; a target whose name is not UTF-8 is used byte for byte) and the old file's mode is kept. A
/// write-protected file is not replaced, as a shell's `>` would not write it. A FIFO or device is
/// written in place (see ``OutputFile``).
///
/// ```swift
/// try WholeFile.write(png, to: "frame.png", what: "screenshot")
/// ```
public enum WholeFile {
  /// Writes `bytes` as the file at `path` (following its symlinks); a FIFO with no reader is waited
  /// on if `waitsForReader` (see ``OutputFile/init(path:what:waitsForReader:)``).
  /// - Throws: ``OutputError`` naming `path`; the old file, if any, is then unchanged.
  public static func write(
    _ bytes: [UInt8], to path: String, what: String, waitsForReader: Bool = true
  ) throws(OutputError) {
    let target = LinkTarget.finalBytes(path)
    var old = stat()
    let exists = stat(LinkTarget.cPath(target), &old) == 0
    if exists && (old.st_mode & S_IFMT) != S_IFREG {
      let file = try OutputFile(path: path, what: what, waitsForReader: waitsForReader)
      try file.writeWhole(bytes)
      try file.close()
      return
    }
    if exists && access(LinkTarget.cPath(target), W_OK) != 0 && (errno == EACCES || errno == EPERM) {
      throw OutputError(
        what: what, path: path, operation: "writing", reason: "the file is write-protected",
        remedy: "make it writable or choose another path; it is unchanged")
    }
    let name = target.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? target
    let temporary = LinkTarget.cPath(
      LinkTarget.folder(of: target) + Array("/.".utf8) + name + Array(".\(getpid()).partial".utf8))
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
    guard fd >= 0 else {
      throw failure(what, path, "opening", errno, remedy: "check that the folder exists and is writable")
    }
    if exists {
      _ = fchown(fd, old.st_uid, old.st_gid)
      _ = fchmod(fd, old.st_mode & 0o7777)
    }
    var code = bytes.withUnsafeBytes { OutputFile.writeAll(fd, $0).error ?? 0 }
    if close(fd) != 0 && code == 0 { code = errno }
    if code == 0 && rename(temporary, LinkTarget.cPath(target)) != 0 { code = errno }
    guard code == 0 else {
      unlink(temporary)
      let remedy =
        code == ENOSPC || code == EDQUOT
        ? "free some space or write elsewhere" : "check the disk and the path"
      throw failure(
        what, path, "writing", code, remedy: remedy + (exists ? "; the old file is unchanged" : ""))
    }
  }

  private static func failure(
    _ what: String, _ path: String, _ operation: String, _ code: Int32, remedy: String
  )
    -> OutputError
  {
    OutputError(
      what: what, path: path, operation: operation, reason: String(cString: strerror(code)), remedy: remedy)
  }
}
