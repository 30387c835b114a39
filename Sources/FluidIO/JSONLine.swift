/// One JSON object on one line, built field by field without Foundation.
///
/// Fields keep the order they were added in. Strings (keys and values) are escaped per RFC 8259: `"`,
/// `\`, and control characters as `\n`, `\t`, `\r`, `\b`, `\f` or `\u00XX`. Numbers print as Swift
/// prints them (`"\(value)"`, so `1.0` stays `1.0`), non-finite ones as `null`.
///
/// ```swift
/// var line = JSONLine()
/// line.add("scene", "pane")
/// line.add("t", 0.5)
/// line.add("latency_ms", [1.0, 2.5])
/// line.text  // {"scene":"pane","t":0.5,"latency_ms":[1.0,2.5]}
/// ```
public struct JSONLine: Sendable, Equatable {
  /// How numbers and strings are spelled.
  public struct Style: Sendable, Equatable {
    /// Whether a whole Double drops its `.0` (`640` rather than `640.0`).
    public var trimsWholeNumbers: Bool
    /// Whether `/` is written `\/` (allowed by RFC 8259, never required).
    public var escapesSlashes: Bool

    /// A style.
    public init(trimsWholeNumbers: Bool = false, escapesSlashes: Bool = false) {
      (self.trimsWholeNumbers, self.escapesSlashes) = (trimsWholeNumbers, escapesSlashes)
    }

    /// Swift's spelling of numbers (`640.0`), `/` as itself: state dumps and stats logs.
    public static let standard = Style()
    /// Foundation's `JSONEncoder` spelling (`640`, `a\/b`): replay files, which it once wrote.
    public static let encoder = Style(trimsWholeNumbers: true, escapesSlashes: true)
  }

  /// The spelling used.
  public let style: Style
  private var body = ""

  /// An empty object in `style`.
  public init(style: Style = .standard) { self.style = style }

  /// The object as text: `{…}`, no newline.
  public var text: String { "{" + body + "}" }

  /// Adds a string field.
  public mutating func add(_ key: String, _ value: String) {
    begin(key)
    append(quoted: value)
  }

  /// Adds a number field; `null` when `value` is not finite.
  public mutating func add(_ key: String, _ value: Double) {
    begin(key)
    append(number: value)
  }

  /// Adds an integer field.
  public mutating func add(_ key: String, _ value: Int) {
    begin(key)
    body += String(value)
  }

  /// Adds a `true`/`false` field.
  public mutating func add(_ key: String, _ value: Bool) {
    begin(key)
    body += value ? "true" : "false"
  }

  /// Adds a field whose value is `json`, JSON text written as it is (a value read from another
  /// file and kept unread).
  package mutating func add(_ key: String, json: String) {
    begin(key)
    body += json
  }

  /// Adds an array of numbers (each `null` when not finite).
  public mutating func add(_ key: String, _ values: [Double]) {
    begin(key)
    body += "["
    for (i, v) in values.enumerated() {
      if i > 0 { body += "," }
      append(number: v)
    }
    body += "]"
  }

  private mutating func begin(_ key: String) {
    if !body.isEmpty { body += "," }
    append(quoted: key)
    body += ":"
  }

  private mutating func append(number value: Double) {
    guard value.isFinite else {
      body += "null"
      return
    }
    let text = "\(value)"
    body += style.trimsWholeNumbers && text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  private mutating func append(quoted text: String) {
    body += "\""
    var plain = true
    for u in text.utf8 where u < 0x20 || u == 0x22 || u == 0x5C || (u == 0x2F && style.escapesSlashes) {
      plain = false
      break
    }
    if plain {
      body += text
    } else {
      for c in text.unicodeScalars { append(escaping: c) }
    }
    body += "\""
  }

  private mutating func append(escaping c: Unicode.Scalar) {
    switch c {
    case "\"": body += "\\\""
    case "\\": body += "\\\\"
    case "/" where style.escapesSlashes: body += "\\/"
    case "\n": body += "\\n"
    case "\r": body += "\\r"
    case "\t": body += "\\t"
    case "\u{08}": body += "\\b"
    case "\u{0C}": body += "\\f"
    case "\u{00}"..."\u{1F}":
      let hex = String(c.value, radix: 16)
      body += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: body.unicodeScalars.append(c)
    }
  }
}
