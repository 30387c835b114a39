import Foundation

/// An Xvfb of the test's own, for X clients the test process runs itself: `-displayfd` picks a free
/// display without a race and says which once the server takes connections.
final class TestXServer: @unchecked Sendable {
  /// The server's display name, `:N`.
  let display: String
  private let process = Process()

  /// Starts Xvfb with one screen of `screen` (`WIDTHxHEIGHTxDEPTH`).
  init(screen: String = "1024x768x24") throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    process.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    while !text.contains("\n") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw ForgetfulWindowManager.Failure("Xvfb did not start (it said \(text.debugDescription))")
    }
    display = ":\(number)"
  }

  /// A note for a test's error when the server ended before it was stopped (its status or signal), so
  /// that a client's "no X server" is told apart from the app's own failure; nil while it runs.
  var endedNote: String? {
    guard !process.isRunning else { return nil }
    let how = process.terminationReason == .uncaughtSignal ? "signal" : "status"
    return "[the test's X server \(display) ended on its own: \(how) \(process.terminationStatus)]"
  }

  /// Stops the server: with SIGKILL, since a child of the test process inherits its blocked SIGTERM
  /// (the server clears its stale lock file when the display number is next taken).
  ///
  /// Stopping a stopped server does nothing.
  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
