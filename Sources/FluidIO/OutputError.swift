/// An output file that could not be opened or written: which file, what failed, and what to do.
///
/// The run that meets one stops writing and ends with ``exitCode`` (`EX_IOERR`); the file holds every
/// whole line written before the failure (a PNG is complete or absent).
public struct OutputError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `EX_IOERR` from sysexits.h: the exit status of a run whose output failed.
  public static let exitCode: Int32 = 74

  /// What the file is: "recording", "state dump", "stats log" or "screenshot".
  public let what: String
  /// The path the user named.
  public let path: String
  /// What failed: "opening", "writing", "locking".
  public let operation: String
  /// The system's reason (`strerror`) or our own.
  public let reason: String
  /// What the user can do.
  public let remedy: String

  /// Creates an error.
  public init(what: String, path: String, operation: String, reason: String, remedy: String) {
    (self.what, self.path, self.operation) = (what, path, operation)
    (self.reason, self.remedy) = (reason, remedy)
  }

  /// One line: what, where, why, and what to do.
  public var description: String {
    "\(operation) the \(what) \(Excerpt.path(path)) failed: \(reason); \(remedy)"
  }
}
