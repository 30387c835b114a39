import FluidIO

/// A PNG that could not be read or made: which file, what is wrong with it, and what to do.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
  /// "Reading" or "Encoding".
  public let operation: String
  /// The file, or "" for bytes in memory.
  public let path: String
  /// What is wrong: "not a PNG file (no PNG signature)", "truncated in the IDAT chunk", ….
  public let reason: String

  /// Creates an error.
  public init(_ operation: String = "Reading", path: String = "", reason: String) {
    (self.operation, self.path, self.reason) = (operation, path, reason)
  }

  /// The same error, naming `path`.
  func at(_ path: String) -> PNGError { PNGError(operation, path: path, reason: reason) }

  /// One line: what, where, why, and what to do.
  public var description: String {
    let which = path.isEmpty ? "a PNG image" : "the image \(Excerpt.path(path))"
    let remedy =
      operation == "Reading"
      ? "give an 8-bit, non-interlaced PNG (as fluid's screenshots are)" : "free some memory and try again"
    return "\(operation) \(which) failed: \(reason); \(remedy)"
  }
}
