import Foundation
import Testing

@testable import FluidIO

/// Whole files read into memory (PNGs, the settings file), and files opened to be read as needed (fonts).
@Suite("FileContents: regular files, read whole or opened to be read as needed")
struct FileContentsTests {
  let dir: String

  init() throws {
    dir =
      FileManager.default.temporaryDirectory.appendingPathComponent("fluid-contents-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  @Test("a file's bytes, as an array and as a buffer of their size")
  func bytes() throws {
    let path = dir + "/data"
    let written = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(written)))
    #expect(try FileContents.read(path: path, limit: 1 << 20) == written)
    let buffer = try FileContents.readBuffer(path: path, limit: 1 << 20)
    defer { buffer.deallocate() }
    #expect(Array(buffer) == written)
  }

  @Test(
    "refused with a reason: missing, empty, over the limit, a directory, a FIFO (never waited on)",
    arguments: ["missing", "empty", "large", "folder", "fifo"])
  func refused(kind: String) throws {
    let path = dir + "/" + kind
    switch kind {
    case "empty": #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    case "large": #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 2048)))
    case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    case "fifo": #expect(mkfifo(path, 0o600) == 0)
    default: break
    }
    #expect(throws: FileContents.ReadError.self) { try FileContents.read(path: path, limit: 1024) }
    #expect(throws: FileContents.ReadError.self) { try FileContents.readBuffer(path: path, limit: 1024) }
    #expect(throws: FileContents.ReadError.self) { try FileContents.openForReading(path: path, limit: 1024) }
  }

  @Test("a file opened for reading piece by piece: a blocking descriptor at its start, closed on exec")
  func opened() throws {
    let path = dir + "/font"
    let written = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(written)))
    let fd = try FileContents.openForReading(path: path, limit: 1 << 20)
    defer { close(fd) }
    #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0, "not handed to a child process")
    #expect(fcntl(fd, F_GETFL) & O_NONBLOCK == 0, "blocking again for the reads")
    var head = [UInt8](repeating: 0, count: 100)
    #expect(read(fd, &head, 100) == 100)
    #expect(head == Array(written[..<100]))
  }
}
