import FluidIO

/// How many pixels the window gives each point, and where that number came from.
///
/// The first source that gives a valid value wins, in this order: the program's own choice (`--scale`),
/// `FLUID_SCALE`, `GDK_SCALE` (a whole number, as GTK reads it), the X resource `Xft.dpi` (dpi / 96),
/// XSettings' `Xft/DPI`, and else the display's own ratio (on Wayland, the compositor's buffer scale; on
/// X11, 1). A variable that is set but not a number in ``range`` is skipped with a warning.
///
/// ```swift
/// let scale = DisplayScale.resolve(requested: nil, environment: ["GDK_SCALE": "2"])
/// // scale.factor == 2, scale.source == .gdkScale
/// ```
public struct DisplayScale: Sendable, Equatable {
  /// Where a scale came from.
  public enum Source: String, Sendable, Equatable {
    /// The program asked for it (`--scale`, or a saved override).
    case requested = "--scale"
    /// The `FLUID_SCALE` variable.
    case fluidScale = "FLUID_SCALE"
    /// The `GDK_SCALE` variable.
    case gdkScale = "GDK_SCALE"
    /// The X resource database's `Xft.dpi`.
    case xftDPI = "Xft.dpi"
    /// XSettings' `Xft/DPI`.
    case xsettingsDPI = "Xft/DPI"
    /// The display itself: the compositor's output scale on Wayland, 1 on X11.
    case display = "display"
  }

  /// Pixels per point, in ``range``.
  public var factor: Double
  /// Where ``factor`` came from.
  public var source: Source

  /// The scales Fluid draws at: 0.5…4 pixels per point.
  public static let range = 0.5...4.0

  /// Creates a scale of `factor` pixels per point (clamped to ``range``) from `source`.
  public init(factor: Double, source: Source) {
    self.factor = min(max(factor, Self.range.lowerBound), Self.range.upperBound)
    self.source = source
  }

  /// Whether the desktop (not the program or its environment) gave the scale: it follows the desktop
  /// when that changes.
  public var followsDesktop: Bool { [.xftDPI, .xsettingsDPI, .display].contains(source) }

  /// The scale from the first source that gives one.
  /// - Parameters:
  ///   - requested: The program's own choice, already checked to be in ``range``.
  ///   - environment: The process's variables (`FLUID_SCALE`, `GDK_SCALE`).
  ///   - resources: The X resource database as a string (the root window's `RESOURCE_MANAGER`).
  ///   - xsettingsDPI: XSettings' `Xft/DPI` (dots per inch × 1024), or nil.
  ///   - displayRatio: The display's own pixels per point (1 on X11).
  ///   - warn: Told one line for each variable that is set but unusable.
  public static func resolve(
    requested: Double?, environment: [String: String], resources: String? = nil,
    xsettingsDPI: Int32? = nil, displayRatio: Double = 1, warn: (String) -> Void = { _ in }
  ) -> DisplayScale {
    if let requested { return DisplayScale(factor: requested, source: .requested) }
    if let value = environment["FLUID_SCALE"], !value.isEmpty {
      if let f = Double(value), range.contains(f) { return DisplayScale(factor: f, source: .fluidScale) }
      warn("FLUID_SCALE=\(Excerpt.quote(value)) is not a scale in 0.5...4; ignored")
    }
    if let value = environment["GDK_SCALE"], !value.isEmpty {
      if let n = Int(value), (1...4).contains(n) { return DisplayScale(factor: Double(n), source: .gdkScale) }
      warn("GDK_SCALE=\(Excerpt.quote(value)) is not a whole scale in 1...4; ignored")
    }
    if let dpi = resources.flatMap(xftDPI(in:)) {
      return DisplayScale(factor: dpi / 96, source: .xftDPI)
    }
    if let dpi = xsettingsDPI, dpi > 0 {
      let f = Double(dpi) / 1024 / 96
      if range.contains(f) { return DisplayScale(factor: f, source: .xsettingsDPI) }
    }
    return DisplayScale(factor: displayRatio, source: .display)
  }

  /// `Xft.dpi` from an X resource database string (`Xft.dpi:\t192`), when it lies in 48…384.
  public static func xftDPI(in resources: String) -> Double? {
    for line in resources.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = trimmed(parts[0])
      guard name == "Xft.dpi" || name == "*dpi" || name == "Xft*dpi" else { continue }
      guard let dpi = Double(trimmed(parts[1])), dpi.isFinite else { return nil }
      return (48...384).contains(dpi) ? dpi : nil
    }
    return nil
  }

  private static func trimmed(_ s: Substring) -> Substring {
    let blank = { (c: Character) in c == " " || c == "\t" }
    guard let first = s.firstIndex(where: { !blank($0) }), let last = s.lastIndex(where: { !blank($0) })
    else { return "" }
    return s[first...last]
  }
}
