/// Bounded, escaped quotes of user input for error messages, so a 10 MB argument gives a short line
/// and no byte of it can drive the terminal.
public enum Excerpt {
  /// The most characters of bad input an error message quotes.
  public static let limit = 80

  /// `text` with control characters escaped, cut to ``limit`` characters of the escaped text (with
  /// "…" and the full length in bytes when cut).
  ///
  /// Escaped: `\n`, `\r`, `\t`, ESC as `\e`, BEL as `\a`, every other C0 or C1 control, DEL, the line
  /// and paragraph separators and the bidirectional overrides as `\u{…}`. An escape is never split.
  public static func clip(_ text: some StringProtocol, limit: Int = Excerpt.limit) -> String {
    precondition(limit > 0, "Excerpt.clip: limit must be positive (got \(limit))")
    var out = ""
    var count = 0
    for c in text.unicodeScalars {
      let piece = escaped(c)
      let length = piece?.count ?? 1
      guard count + length <= limit else {
        return out + "… (\(text.utf8.count) bytes)"
      }
      if let piece { out += piece } else { out.unicodeScalars.append(c) }
      count += length
    }
    return out
  }

  /// `text` clipped and in single quotes.
  public static func quote(_ text: some StringProtocol) -> String { "'\(clip(text))'" }

  /// The most characters of a path a message quotes whole: twice ``limit``, room for the paths
  /// people keep files at, and a line still short when a path is longer.
  public static let pathLimit = 2 * limit

  /// `path` escaped, whole up to ``pathLimit`` characters; a longer one keeps its start and its end,
  /// the file's name, around "…", followed by its length in bytes.
  ///
  /// A path is where a message sends the reader: cut at ``limit`` characters, as other input is,
  /// a file in a deep folder lost its name. An escape is never split.
  public static func clipPath(_ path: some StringProtocol) -> String {
    let scalars = path.unicodeScalars
    var length = 0
    for c in scalars {
      length += escaped(c)?.count ?? 1
      if length > pathLimit { break }
    }
    guard length > pathLimit else { return clip(path, limit: pathLimit) }
    let half = pathLimit / 2
    return "\(run(scalars, within: half))…\(run(scalars.reversed(), within: half, reversed: true))"
      + " (\(path.utf8.count) bytes)"
  }

  /// `path` as ``clipPath(_:)`` gives it, in single quotes.
  public static func path(_ path: some StringProtocol) -> String { "'\(clipPath(path))'" }

  /// The first of `scalars`, escaped, as many as fit in `limit` characters (in their own order when
  /// `reversed`: they come last first).
  private static func run(_ scalars: some Sequence<Unicode.Scalar>, within limit: Int, reversed: Bool = false)
    -> String
  {
    var pieces: [String] = []
    var count = 0
    for c in scalars {
      let piece = escaped(c) ?? String(c)
      guard count + piece.count <= limit else { break }
      pieces.append(piece)
      count += piece.count
    }
    return (reversed ? pieces.reversed() : pieces).joined()
  }

  /// `message` with every quoted value in it (between `'…'` or `"…"`) clipped to ``limit`` characters,
  /// then escaped and cut to `lineLimit` characters as a whole: a message built by other code (an
  /// argument parser's) made safe for one line of standard error.
  public static func clipQuotes(in message: String, lineLimit: Int = 3 * Excerpt.limit) -> String {
    var out = ""
    var rest = Substring(message)
    while let open = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
      let mark = rest[open]
      let inner = rest[rest.index(after: open)...]
      guard let close = inner.firstIndex(of: mark) else { break }
      out += rest[...open] + clip(inner[..<close]) + String(mark)
      rest = inner[inner.index(after: close)...]
    }
    return clip(out + rest, limit: lineLimit)
  }

  /// How `c` is written in a message, or nil when it is written as itself.
  static func escaped(_ c: Unicode.Scalar) -> String? {
    switch c.value {
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0x1B: return "\\e"
    case 0x07: return "\\a"
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{\(String(c.value, radix: 16, uppercase: true))}"
    default: return nil
    }
  }
}
