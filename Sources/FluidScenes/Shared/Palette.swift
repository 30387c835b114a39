import FluidUI

/// The app's own colours in the desktop's light or dark.
///
/// They paint the menu, the title bar, the panels and the window's controls; the scenes keep their
/// seed colours in both.
///
/// Dark is the seed's look (black bar, translucent white rows on #0D0D0D); light follows libadwaita's
/// (white rows on #FAFAFA, a light grey bar, text at 80 % black).
package struct Palette: Equatable {
  /// What the menu and the window show behind everything.
  var background: Color
  /// Headings and row names.
  var text: Color
  /// The bar's key hints.
  var secondaryText: Color
  /// The rows' key numbers.
  var number: Color
  /// The rows' chevrons.
  var chevron: Color
  /// A row at rest, pressed, under the pointer; the keyboard's ring around a row.
  var row: Color, rowPressed: Color, rowHover: Color, ring: Color
  /// The hairline around a row at rest, and the tile behind its icon (none in dark).
  var rowOutline: Color?, iconTile: Color?
  /// The title bar, its text, and its controls' hover and press shades.
  var bar: Color, barText: Color, barHover: Color, barPressed: Color
  /// The window controls' circle and glyph.
  var button: Color, glyph: Color
  /// The shortcuts window, its outline and its two kinds of text.
  var panel: Color, panelBorder: Color, panelText: Color, panelDimText: Color
  /// The focus ring's and selection's colour: the desktop's accent, else libadwaita's blue.
  var accent: Color
  /// The hairline around a window that draws its own frame (no shadow can be drawn outside it).
  var outline: Color
  /// The overlay scroll bars (their troughs take it fainter).
  var scrollBar: Color

  /// The seed's dark look.
  static let dark = Palette(
    background: Color(hex: 0x0D0D0D), text: .white, secondaryText: Color(white: 0.65),
    number: Color(white: 0.45),
    chevron: Color(hex: 0x515151), row: Color(white: 1, alpha: 0.1), rowPressed: Color(white: 1, alpha: 0.2),
    rowHover: Color(white: 1, alpha: 0.06), ring: Color(white: 1, alpha: 0.55), rowOutline: nil,
    iconTile: nil,
    bar: Color(white: 0, alpha: 0.72), barText: .white, barHover: Color(white: 1, alpha: 0.12),
    barPressed: Color(white: 1, alpha: 0.24), button: Color(white: 1, alpha: 0.1), glyph: Color(white: 0.92),
    panel: Color(hex: 0x1C1C1E), panelBorder: Color(white: 1, alpha: 0.12), panelText: .white,
    panelDimText: Color(white: 0.75), accent: Color(hex: 0x64CCF7),
    outline: Color(white: 1, alpha: 0.16), scrollBar: Color(white: 1, alpha: 0.45))

  /// libadwaita's light look.
  static let light = Palette(
    background: Color(hex: 0xFAFAFA), text: Color(white: 0, alpha: 0.8), secondaryText: Color(white: 0.4),
    number: Color(white: 0.5),
    chevron: Color(white: 0.62), row: .white, rowPressed: Color(white: 0.86),
    rowHover: Color(white: 0, alpha: 0.04), ring: Color(white: 0, alpha: 0.5),
    rowOutline: Color(white: 0, alpha: 0.08), iconTile: Color(white: 0, alpha: 0.07),
    bar: Color(hex: 0xEBEBEB, alpha: 0.94), barText: Color(white: 0.16),
    barHover: Color(white: 0, alpha: 0.1),
    barPressed: Color(white: 0, alpha: 0.2), button: Color(white: 0, alpha: 0.08), glyph: Color(white: 0.2),
    panel: .white, panelBorder: Color(white: 0, alpha: 0.14), panelText: Color(white: 0.1),
    panelDimText: Color(white: 0.38), accent: Color(hex: 0x3584E4),
    outline: Color(white: 0, alpha: 0.24), scrollBar: Color(white: 0, alpha: 0.4))

  /// The palette for `scheme`, with the desktop's `accent` for the focus ring where it publishes
  /// one (at half strength, as libadwaita draws its focus rings).
  static func of(_ scheme: ColorScheme, accent: Color? = nil, highContrast: Bool = false) -> Palette {
    var palette = scheme == .dark ? Palette.dark : .light
    if let accent {
      palette.accent = accent
      palette.ring = accent.withAlpha(0.5)
    }
    return highContrast ? palette.contrasted(scheme) : palette
  }

  /// The palette at full contrast, as GNOME's high-contrast style: every text and glyph in pure
  /// black or white, outlines around rows and panels at full strength.
  func contrasted(_ scheme: ColorScheme) -> Palette {
    let ink: Color = scheme == .dark ? .white : .black
    var p = self
    (p.text, p.secondaryText, p.number, p.chevron, p.barText, p.glyph) = (ink, ink, ink, ink, ink, ink)
    (p.panelText, p.panelDimText, p.ring) = (ink, ink, ink)
    (p.panelBorder, p.outline) = (ink, ink)
    p.rowOutline = ink
    p.background = scheme == .dark ? .black : .white
    return p
  }

  /// Text and glyphs in the title bar while the window is in the backdrop (not focused): at half
  /// their strength, as libadwaita dims a header bar's contents.
  func backdrop(_ color: Color) -> Color { color.withAlpha(0.5) }
}
