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
    arguments: ["{bad", "", "[1,2]", "null", String(repeating: "x", count: 2 << 20)])
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

  @Test("Unknown and non-finite values are dropped; booleans are 0/1")
  func values() throws {
    let settings = try #require(
      SettingsFile(bytes: Array(#"{"scene":3,"a":true,"b":[1],"c":{"d":1},"e":-1e400,"f":"x"}"#.utf8)))
    #expect(settings.scene == nil)
    #expect(settings.values == ["a": 1])
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
