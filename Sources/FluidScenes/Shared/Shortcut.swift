/// One row of the shortcuts window: the keys that do something, and what they do.
///
/// Each key is a chord written as it reads, `"Ctrl+Q"`, `"Shift+Tab"`, `"Alt+0–9"`; several are
/// alternatives (`"F1"`, `"Ctrl+?"`). The window draws each part of a chord as a key cap.
///
/// ```swift
/// Shortcut("Space", "Enter", does: "open or close")
/// ```
package struct Shortcut: Equatable, Sendable {
  /// The alternatives, each a chord.
  package let keys: [String]
  /// What they do, short (a few words).
  package let title: String

  package init(_ keys: String..., does title: String) {
    self.keys = keys
    self.title = title
  }

  /// The caps of `chord`: `"Ctrl+Shift+Tab"` → `["Ctrl", "Shift", "Tab"]`; a `+` that is the key
  /// itself (`"+"`, `"Ctrl++"`) stays a cap.
  package static func caps(_ chord: String) -> [String] {
    var caps: [String] = []
    var part = ""
    for c in chord {
      if c == "+", !part.isEmpty {
        caps.append(part)
        part = ""
      } else {
        part.append(c)
      }
    }
    if !part.isEmpty { caps.append(part) }
    return caps
  }
}
