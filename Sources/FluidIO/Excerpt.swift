/// Bounded quotes of user input for error messages, so a 10 MB argument gives a short line.
public enum Excerpt {
  /// The most characters of bad input an error message quotes.
  public static let limit = 80

  /// `text` cut to ``limit`` characters (with "…" and the full length when cut), newlines escaped.
  public static func clip(_ text: some StringProtocol, limit: Int = Excerpt.limit) -> String {
    precondition(limit > 0, "Excerpt.clip: limit must be positive (got \(limit))")
    let head = text.prefix(limit)
    var out = String(head).replacingNewlines()
    if head.endIndex != text.endIndex { out += "… (\(text.utf8.count) bytes)" }
    return out
  }

  /// `text` clipped and in single quotes.
  public static func quote(_ text: some StringProtocol) -> String { "'\(clip(text))'" }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for c in unicodeScalars {
      switch c {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
