import FluidIO
import Foundation
import Testing

@testable import FluidReplay

/// The settings file: read, written whole, and a bad one ignored with one line.
@Suite("Settings file")
struct SettingsFileTests {
  private func folder() throws -> String { try temporarySettingsFolder() }

  @Test("What is saved is read back; the folder is made; keys are sorted")
  func roundTrip() throws {
    let path = try folder() + "/config/fluid/settings.json"
    let settings = SettingsFile(scene: "spring", values: ["springDamping": 0.3, "paneDriver": 2, "stats": 1])
    try settings.save(to: path)
    var warnings: [String] = []
    #expect(SettingsFile.load(path: path, warn: { warnings.append($0) }) == settings)
    #expect(warnings.isEmpty)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == #"{"scene":"spring","paneDriver":2,"springDamping":0.3,"stats":1}"# + "\n")
  }

  @Test("A missing file is the defaults, silently")
  func missing() throws {
    var warnings: [String] = []
    #expect(
      SettingsFile.load(path: try folder() + "/none.json", warn: { warnings.append($0) }) == SettingsFile())
    #expect(warnings.isEmpty)
  }

  @Test(
    "A corrupt file is the defaults and one line naming it",
    arguments: ["{bad", "[1,2]", "null", #"{"a":1,}"#, String(repeating: "x", count: 2 << 20)])
  func corrupt(content: String) throws {
    let path = try folder() + "/settings.json"
    try content.write(toFile: path, atomically: false, encoding: .utf8)
    var warnings: [String] = []
    #expect(SettingsFile.load(path: path, warn: { warnings.append($0) }) == SettingsFile())
    #expect(warnings.count == 1 && warnings[0].contains(path))
  }

  @Test("A FIFO where the file should be is refused at once (never waited on), with one line")
  func fifo() throws {
    let path = try folder() + "/settings.json"
    #expect(mkfifo(path, 0o600) == 0)
    var warnings: [String] = []
    #expect(SettingsFile.load(path: path, warn: { warnings.append($0) }) == SettingsFile())
    #expect(warnings.count == 1 && warnings[0].contains("not a regular file"))
  }

  @Test("Booleans are 0/1; other fields are kept as their JSON text; a scene that is not a string is dropped")
  func values() throws {
    let settings = try #require(
      SettingsFile(bytes: Array(#"{"scene":3,"a":true,"b":[1, 2],"c":{"d":1},"e":-1e400,"f":"x"}"#.utf8)))
    #expect(settings.scene == nil)
    #expect(settings.values == ["a": 1])
    #expect(settings.others == ["a": "true", "b": "[1, 2]", "c": #"{"d":1}"#, "e": "-1e400", "f": #""x""#])
  }

  @Test("Fields Fluid does not read are written back as they were; a key it sets replaces its old value")
  func keepsOthers() throws {
    let path = try folder() + "/settings.json"
    let old =
      #"{"big":1e400,"list":[1,"two"],"nested":{"a":{"b":null}},"springDamping":"soft","theme":"dark"}"#
    try old.write(toFile: path, atomically: false, encoding: .utf8)
    let read = SettingsFile.load(path: path, warn: { _ in })
    var next = read
    next.scene = "spring"
    next.values["springDamping"] = 0.3
    try next.save(changedSince: read, to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text
        == #"{"scene":"spring","big":1e400,"list":[1,"two"],"nested":{"a":{"b":null}},"springDamping":0.3,"#
        + #""theme":"dark"}"# + "\n")
  }

  @Test("Booleans are written back as they were while unchanged; one a run removes is gone")
  func booleans() throws {
    let path = try folder() + "/settings.json"
    try #"{"note":true,"stats":false}"#.write(toFile: path, atomically: false, encoding: .utf8)
    let read = SettingsFile.load(path: path, warn: { _ in })
    var next = read
    next.scene = "pane"
    try next.save(changedSince: read, to: path)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == #"{"scene":"pane","note":true,"stats":false}"#
        + "\n")
    next.values["stats"] = nil
    try next.save(changedSince: read, to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"scene":"pane","note":true}"# + "\n")
  }

  @Test(
    "A nested value that is not JSON, or not UTF-8, makes the file not a settings file: never replaced",
    arguments: [
      Array(#"{"a":[1,}}"#.utf8), Array(#"{"a":{"b"}}"#.utf8),
      Array(#"{"a":["x"#.utf8) + [0xFF] + Array(#""]}"#.utf8),
    ])
  func strictNested(bytes: [UInt8]) throws {
    #expect(SettingsFile(bytes: bytes) == nil)
    let path = try folder() + "/settings.json"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    #expect(throws: OutputError.self) { try SettingsFile(scene: "pane").save(to: path) }
    #expect(FileManager.default.contents(atPath: path) == Data(bytes))
  }

  @Test("An empty file is the defaults, silently, and a save writes it")
  func empty() throws {
    let path = try folder() + "/settings.json"
    try " \n".write(toFile: path, atomically: false, encoding: .utf8)
    var warnings: [String] = []
    let read = SettingsFile.load(path: path, warn: { warnings.append($0) })
    #expect(read == SettingsFile() && warnings.isEmpty)
    try SettingsFile(scene: "pip").save(changedSince: read, to: path)
    #expect(SettingsFile.load(path: path, warn: { _ in }).scene == "pip")
  }

  @Test(
    "A save never replaces what it could not read: the error names the path, the file stays byte for byte",
    arguments: [
      "{bad", #"{"a":1,}"#, "root:x:0:0:root:/root:/bin/bash\n", String(repeating: "x", count: 2 << 20),
    ])
  func keepsUnread(content: String) throws {
    let dir = try folder()
    let path = dir + "/settings.json"
    try content.write(toFile: path, atomically: false, encoding: .utf8)
    let read = SettingsFile.load(path: path, warn: { _ in })
    #expect(throws: OutputError.self) { try SettingsFile(scene: "pane").save(changedSince: read, to: path) }
    #expect(throws: OutputError.self) { try SettingsFile(scene: "pane").save(to: path) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
    // Through a link, the file it leads to is kept just the same.
    let link = dir + "/linked.json"
    #expect(symlink(path, link) == 0)
    do {
      try SettingsFile(scene: "pane").save(changedSince: read, to: link)
      Issue.record("a save replaced the file a link leads to")
    } catch {
      #expect(error.description.contains(link) && error.description.contains("not replaced"))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
  }

  @Test("XDG_CONFIG_HOME (absolute) wins over HOME; neither known is nil")
  func paths() {
    let both = ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"]
    #expect(SettingsFile.defaultPath(environment: { both[$0] }) == "/x/cfg/fluid/settings.json")
    let relative = ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/u"]
    #expect(SettingsFile.defaultPath(environment: { relative[$0] }) == "/home/u/.config/fluid/settings.json")
    #expect(SettingsFile.defaultPath(environment: { _ in nil }) == nil)
  }

  @Test("A save that cannot be written throws, naming the path, and leaves the old file")
  func unwritable() throws {
    let dir = try folder()
    let path = dir + "/settings.json"
    try SettingsFile(scene: "pane").save(to: path)
    chmod(dir, 0o500)
    defer { chmod(dir, 0o700) }
    guard geteuid() != 0 else { return }  // root writes anyway
    #expect(throws: OutputError.self) { try SettingsFile(scene: "pip").save(to: path) }
    #expect(SettingsFile.load(path: path, warn: { _ in }).scene == "pane")
  }
}

/// A fresh folder for a settings file.
func temporarySettingsFolder() throws -> String {
  let path = NSTemporaryDirectory() + "fluid-settings-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
