/// Light or dark: the look the desktop prefers for an app's chrome.
public enum ColorScheme: String, Sendable, CaseIterable {
  /// Dark text on light surfaces.
  case light
  /// Light text on dark surfaces.
  case dark

  /// The scheme a GTK theme name stands for: dark when one of its `-`, `_` or `:` separated parts is
  /// "dark" (`Adwaita-dark`, `Adwaita:dark`, `Mint-Y-Dark-Aqua`) or it is GNOME's
  /// `HighContrastInverse`, light for any other name; nil for an empty one.
  ///
  /// ```swift
  /// let dark = ColorScheme(themeName: "Adwaita-dark")  // .dark
  /// let light = ColorScheme(themeName: "Adwaita")      // .light
  /// ```
  public init?(themeName: String) {
    let name = String(themeName.filter { !$0.isWhitespace }).lowercased()
    guard !name.isEmpty else { return nil }
    let parts = name.split { $0 == "-" || $0 == "_" || $0 == ":" }
    self = parts.dropFirst().contains("dark") || name.hasPrefix("highcontrastinverse") ? .dark : .light
  }
}
