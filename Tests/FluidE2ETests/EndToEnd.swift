import Foundation

/// Helpers to run the real `fluid` binary and xdotool.
enum EndToEnd {
  /// Whether end-to-end tests should run: `FLUID_E2E=1` and a display.
  static var isEnabled: Bool {
    let env = ProcessInfo.processInfo.environment
    return env["FLUID_E2E"] == "1" && !(env["DISPLAY"] ?? "").isEmpty
  }

  /// The built binary: `FLUID_BINARY`, or the debug build next to the tests.
  static var binary: String {
    if let path = ProcessInfo.processInfo.environment["FLUID_BINARY"] { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/fluid").path
  }

  /// A fresh temporary folder.
  static func temporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Starts the app with `arguments`.
  static func launch(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    try process.run()
    return process
  }

  /// Runs xdotool and returns its standard output.
  static func xdotool(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdotool"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
