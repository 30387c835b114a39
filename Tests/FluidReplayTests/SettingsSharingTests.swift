import FluidIO
import Foundation
import Testing

@testable import FluidReplay

/// The settings file shared by several windows, and refused when it is not a regular file.
@Suite("Settings file, shared")
struct SettingsSharingTests {
  func folder() throws -> String { try temporarySettingsFolder() }

  @Test("two windows: each saves only the keys it changed, and neither undoes the other's")
  func twoWindows() throws {
    let path = try folder() + "/settings.json"
    try SettingsFile(scene: "spring", values: ["springDamping": 0.5, "springResponse": 1]).save(to: path)
    let startA = SettingsFile.load(path: path, warn: { _ in })
    let startB = SettingsFile.load(path: path, warn: { _ in })
    var a = startA
    a.values["springDamping"] = 0.75
    a.scene = "pane"
    try a.save(changedSince: startA, to: path)
    var b = startB
    b.values["springResponse"] = 0.4
    b.values["stats"] = 1
    try b.save(changedSince: startB, to: path)
    let saved = SettingsFile.load(path: path, warn: { _ in })
    #expect(saved.scene == "pane")
    #expect(saved.values == ["springDamping": 0.75, "springResponse": 0.4, "stats": 1])
  }

  @Test("a key a run removed is removed; one it never touched stays as another run left it")
  func removal() throws {
    let path = try folder() + "/settings.json"
    try SettingsFile(values: ["scale": 2, "physics": 1]).save(to: path)
    let start = SettingsFile.load(path: path, warn: { _ in })
    try SettingsFile(values: ["scale": 2, "physics": 0]).save(to: path)  // another window's change
    var mine = start
    mine.values["scale"] = nil
    try mine.save(changedSince: start, to: path)
    #expect(SettingsFile.load(path: path, warn: { _ in }).values == ["physics": 0])
  }

  @Test(
    "a FIFO, a folder or a device at the path is refused at once, never waited on",
    arguments: ["fifo", "dir", "dev"])
  func irregular(kind: String) throws {
    let dir = try folder()
    let path = dir + "/settings.json"
    switch kind {
    case "fifo": #expect(mkfifo(path, 0o600) == 0)
    case "dir": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    default: #expect(symlink("/dev/null", path) == 0)
    }
    var warnings: [String] = []
    #expect(SettingsFile.load(path: path, warn: { warnings.append($0) }) == SettingsFile())
    #expect(warnings.count == 1)
    let start = SettingsFile()
    var next = start
    next.values["physics"] = 1
    #expect(throws: OutputError.self) { try next.save(changedSince: start, to: path) }
    #expect(throws: OutputError.self) { try next.save(to: path) }
  }

  @Test("through a symlink whose target's name is not UTF-8, the settings reach that very file")
  func nonUTF8Target() throws {
    let dir = try folder()
    // "set" 0xFF "tings": no UTF-8 string names it; String(cString:) would make it "set\u{FFFD}tings".
    let name: [UInt8] = Array("set".utf8) + [0xFF] + Array("tings".utf8)
    let target = Array(dir.utf8) + [UInt8(ascii: "/")] + name
    #expect(symlink(LinkTarget.cPath(name), dir + "/settings.json") == 0)
    try SettingsFile(scene: "pip").save(to: dir + "/settings.json")
    var info = stat()
    #expect(lstat(LinkTarget.cPath(target), &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    #expect(!FileManager.default.fileExists(atPath: dir + "/set\u{FFFD}tings"))
    var link = stat()
    #expect(lstat(dir + "/settings.json", &link) == 0 && link.st_mode & S_IFMT == S_IFLNK)
    #expect(SettingsFile.load(path: dir + "/settings.json", warn: { _ in }).scene == "pip")
  }

  @Test("a second holder waits on the folder's lock, at most its limit")
  func lock() throws {
    let dir = try folder()
    let first = FolderLock(dir)
    #expect(first.isHeld)
    let second = FolderLock(dir)
    #expect(!second.isHeld)
    first.release()
    let third = FolderLock(dir)
    #expect(third.isHeld)
  }
}

extension SettingsSharingTests {
  @Test("a settings path with control characters is quoted escaped in the warning")
  func escapedPath() throws {
    let dir =
      try folder() + "/\u{1B}[31mred" + String(repeating: "/" + String(repeating: "x", count: 100), count: 3)
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/settings.json"
    try "{bad".write(toFile: path, atomically: false, encoding: .utf8)
    var warnings: [String] = []
    _ = SettingsFile.load(path: path, warn: { warnings.append($0) })
    #expect(warnings.count == 1)
    #expect(warnings.allSatisfy { !$0.contains("\u{1B}") && $0.count < 300 }, "\(warnings)")
    // Longer than a path is quoted whole: its start and its end, the file's name, are kept.
    #expect(warnings.first?.contains("/settings.json (\(path.utf8.count) bytes)'") == true, "\(warnings)")
  }
}
