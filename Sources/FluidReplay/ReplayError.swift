import FluidIO

/// A replay file that cannot be used: where and what.
public struct ReplayError: Error, CustomStringConvertible, Equatable {
  /// What is wrong with a line.
  public enum Problem: Error, Equatable {
    /// The line is not a JSON object of the expected shape.
    case malformed(String)
    /// The line parses but a value is out of range or unknown.
    case invalid(String)
  }

  /// The file.
  public let path: String
  /// The 1-based line, or nil for the file as a whole.
  public let line: Int?
  /// What is wrong.
  public let reason: String

  /// One line: file (escaped, and clipped as ``FluidIO/Excerpt/clipPath(_:)`` does), line, reason,
  /// and the fix.
  public var description: String {
    "replay file \(Excerpt.clipPath(path))\(line.map { ", line \($0)" } ?? ""): \(reason)"
  }
}
