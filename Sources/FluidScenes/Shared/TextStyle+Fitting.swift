import FluidUI

/// One line of text made to fit its room: a scene's hint in a narrow window.
extension TextStyle {
  /// `text` on one line no wider than `width` pt (by ``estimatedWidth(of:)``): whole when it fits;
  /// else the most of its " · "-separated parts, from the first, that fit; else its first part cut
  /// short with "…" (empty when not even that fits).
  ///
  /// ```swift
  /// style.fitting("Drag the pane · click to toggle · D: next driver", width: 300)
  /// // "Drag the pane · click to toggle"
  /// ```
  func fitting(_ text: String, width: Double) -> String {
    guard estimatedWidth(of: text) > width else { return text }
    let parts = text.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
    for count in stride(from: parts.count - 1, through: 1, by: -1) {
      let run = parts[..<count].joined(separator: " · ")
      if estimatedWidth(of: run) <= width { return run }
    }
    var cut = Substring(parts[0])
    while !cut.isEmpty && estimatedWidth(of: cut.trimmingSpaces + "…") > width { cut.removeLast() }
    return cut.isEmpty ? "" : cut.trimmingSpaces + "…"
  }
}

extension Substring {
  /// Without the spaces at its end.
  fileprivate var trimmingSpaces: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
