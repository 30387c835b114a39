import FluidUI

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

  package init(keys: [String], title: String) {
    self.keys = keys
    self.title = title
  }

  /// The rows of a table of key commands: one a title, in the order the titles first come, the
  /// hidden commands left out, and a run of digits with one modifier written as one range
  /// (`"Alt+0–9"`, `"1–9"`).
  package static func rows(of commands: [KeyCommand]) -> [Shortcut] {
    var titles: [String] = []
    var labels: [String: [String]] = [:]
    for command in commands where !command.isHidden {
      if labels[command.title] == nil { titles.append(command.title) }
      if labels[command.title]?.contains(command.label) != true {
        labels[command.title, default: []].append(command.label)
      }
    }
    return titles.map { Shortcut(keys: digitRange(labels[$0] ?? []), title: $0) }
  }

  /// `labels` with a run of three or more digits of one prefix (`"Alt+0"` … `"Alt+9"`, `"1"` …
  /// `"9"`) as one range (`"Alt+0–9"`, `"1–9"`), where the first was.
  private static func digitRange(_ labels: [String]) -> [String] {
    var result: [String] = []
    for label in labels {
      let prefix = String(label.dropLast())
      // A digit key alone or after a modifier ("7", "Alt+7"), not a key whose name ends in one (F11).
      guard let digit = label.last?.wholeNumberValue, label.last?.isASCII == true,
        prefix.isEmpty || prefix.hasSuffix("+")
      else {
        result.append(label)
        continue
      }
      var (low, high) = (digit, digit)
      while low > 0, labels.contains(prefix + String(low - 1)) { low -= 1 }
      while high < 9, labels.contains(prefix + String(high + 1)) { high += 1 }
      guard high - low >= 2 else {
        result.append(label)
        continue
      }
      let range = prefix + "\(low)–\(high)"
      if !result.contains(range) { result.append(range) }
    }
    return result
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
