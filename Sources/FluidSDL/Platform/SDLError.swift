import CSDL2

/// A failure of the platform layer: what failed, SDL's own reason, and what to do about it.
public struct SDLError: Error, CustomStringConvertible, Sendable {
  /// What the app was doing.
  public let operation: String
  /// SDL's message (`SDL_GetError`) or our own diagnosis.
  public let reason: String
  /// What the user can do.
  public let remedy: String?

  /// Creates an error; `reason` defaults to SDL's last error message.
  public init(_ operation: String, reason: String? = nil, remedy: String? = nil) {
    self.operation = operation
    self.reason = reason ?? String(cString: SDL_GetError())
    self.remedy = remedy
  }

  /// One line: what, why, what to do.
  public var description: String {
    var text = "\(operation) failed: \(reason.isEmpty ? "unknown reason" : reason)"
    if let remedy { text += "; \(remedy)" }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
