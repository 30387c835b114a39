import FluidUI

/// One line of text made to fit its room: a scene's hint in a narrow window.
extension TextStyle {
  /// `text` on one line no wider than `width` pt (by ``estimatedWidth(of:)``): whole when it fits;
  /// else the most of its " · "-separated parts, from the first, that fit; else its first part
  /// without the gloss in parentheses at its end; else that cut short with "…" (empty when not even
  /// that fits).
  ///
  /// ```swift
  /// style.fitting("Drag the pane · click to toggle · D: next driver", width: 300)
  /// // "Drag the pane · click to toggle"
  /// style.fitting("DAMPING (BOUNCINESS)", width: 120)  // "DAMPING"
  /// ```
  func fitting(_ text: String, width: Double) -> String {
    guard estimatedWidth(of: text) > width else { return text }
    let parts = text.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
    for count in stride(from: parts.count - 1, through: 1, by: -1) {
      let run = parts[..<count].joined(separator: " · ")
      if estimatedWidth(of: run) <= width { return run }
    }
    var cut = Substring(parts[0])
    if let open = cut.lastIndex(of: "("), open > cut.startIndex, cut[cut.index(before: open)] == " " {
      cut = cut[..<cut.index(before: open)]  // "DAMPING (BOUNCINESS)": "DAMPING"
      if estimatedWidth(of: String(cut)) <= width { return String(cut) }
    }
    while !cut.isEmpty && estimatedWidth(of: cut.trimmingSpaces + "…") > width { cut.removeLast() }
    return cut.isEmpty ? "" : cut.trimmingSpaces + "…"
  }

  /// The largest whole point size in `sizes` at which each of `texts` is no wider than `width` pt
  /// (by ``estimatedWidth(of:)``, in this style's weight), or nil when none is.
  ///
  /// Text is drawn at whole pixel sizes, so a width is not in proportion to the size: the size is
  /// found by trying each, not by scaling.
  ///
  /// Sizes under 1 pt and a range that is not finite give nil.
  ///
  /// ```swift
  /// TextStyle(size: 64).largestSize(fitting: ["0.3333333333"], width: 400, in: 40...64)  // 53
  /// ```
  func largestSize(fitting texts: [String], width: Double, in sizes: ClosedRange<Double>) -> Double? {
    guard sizes.lowerBound.isFinite, sizes.upperBound.isFinite else { return nil }
    var style = self
    var size = sizes.upperBound.rounded(.down)
    while size >= max(sizes.lowerBound, 1) {
      style.size = size
      if texts.allSatisfy({ style.estimatedWidth(of: $0) <= width }) { return size }
      size -= 1
    }
    return nil
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
