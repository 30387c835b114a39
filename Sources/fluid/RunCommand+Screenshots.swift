import ArgumentParser
import FluidIO

/// The `--screenshot` specs: timed ones and the one taken on a signal.
extension RunCommand {
  /// The `--screenshot signal:FILE` paths given.
  var signalScreenshots: [String] {
    screenshot.filter(Self.isSignalSpec).map { String($0.dropFirst(Self.signalPrefix.count)) }
  }

  /// The one `--screenshot signal:FILE` path, or nil (``validate()`` refuses two).
  var signalScreenshot: String? { signalScreenshots.first }

  fileprivate static let signalPrefix = "signal:"

  fileprivate static func isSignalSpec(_ spec: String) -> Bool {
    spec.hasPrefix(signalPrefix) && spec.count > signalPrefix.count
  }

  /// The timed `--screenshot`s (a `signal:` one is ``signalScreenshot``).
  func parsedScreenshots() throws -> [(time: Double, path: String)] {
    try screenshot.filter { !Self.isSignalSpec($0) }.map { spec in
      guard let colon = spec.firstIndex(of: ":"), let t = Double(spec[..<colon]), t.isFinite, t >= 0,
        spec.index(after: colon) < spec.endIndex
      else {
        throw ValidationError(
          "--screenshot must be T:FILE with T seconds >= 0, e.g. 1.5:pane.png, or signal:FILE (got \(Excerpt.quote(spec)))"
        )
      }
      return (t, String(spec[spec.index(after: colon)...]))
    }
  }
}
