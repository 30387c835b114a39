import FluidIO
import Foundation
import Testing

/// Outputs are written in place, never replaced (issue 13, defects 1 and 2).
@Suite("Output files")
struct OutputFileTests {
  static func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.path
  }

  static func text(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }

  @Test("a symlink stays a symlink, its target is written; a 0600 file keeps its mode")
  func inPlace() throws {
    let dir = try Self.folder()
    try "old\n".write(toFile: dir + "/target", atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dir + "/target")
    try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/target")
    let file = try OutputFile(path: dir + "/link", what: "state dump")
    try file.append(line: "new")
    try file.close()
    let attributes = try FileManager.default.attributesOfItem(atPath: dir + "/link")
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(Self.text(dir + "/target") == "new\n")
    let mode = try FileManager.default.attributesOfItem(atPath: dir + "/target")[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("a second writer of the same file is refused and the first one's lines survive")
  func locked() throws {
    let path = try Self.folder() + "/rec.jsonl"
    let first = try OutputFile(path: path, what: "recording")
    try first.append(line: "one")
    try first.flush()
    #expect(throws: OutputError.self) { try OutputFile(path: path, what: "recording") }
    try first.append(line: "two")
    try first.close()
    #expect(Self.text(path) == "one\ntwo\n")
  }

  @Test(
    "a device that refuses writes: one line naming the file, then every call fails",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func writeFailure() throws {
    let file = try OutputFile(path: "/dev/full", what: "recording")
    try file.append(line: "x")
    do {
      try file.flush()
      Issue.record("wrote to /dev/full")
    } catch {
      #expect(error.description.contains("/dev/full") && error.description.contains("No space left"))
      #expect(!error.description.contains("\n"))
    }
    #expect(throws: OutputError.self) { try file.append(line: "y") }
    #expect(OutputError.exitCode == 74)
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)  // still the device
  }

  @Test("a missing folder: one line saying what to check")
  func missingFolder() {
    #expect(throws: OutputError.self) { try OutputFile(path: "/nonexistent/x/y.png", what: "screenshot") }
  }
}
