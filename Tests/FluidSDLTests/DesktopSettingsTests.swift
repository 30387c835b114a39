import FluidSDL
import Testing

/// The window's scale, the desktop's XSettings and the renderer choice, decided from what the
/// environment and the desktop say.
@Suite("Desktop settings")
struct DesktopSettingsTests {
  @Test(
    "The first source that gives a valid scale wins: --scale, FLUID_SCALE, GDK_SCALE, Xft.dpi, XSettings, the display",
    arguments: [
      (2.5, [:], nil, nil, 1.0, 2.5, DisplayScale.Source.requested),
      (nil, ["FLUID_SCALE": "1.5", "GDK_SCALE": "2"], "Xft.dpi: 288", nil, 1, 1.5, .fluidScale),
      (nil, ["GDK_SCALE": "2"], "Xft.dpi: 288", nil, 1, 2, .gdkScale),
      (nil, [:], "Xft.antialias:\t1\nXft.dpi:\t192\n", Int32(96 * 1024), 1, 2, .xftDPI),
      (nil, [:], "Xft.dpi: 144", nil, 1, 1.5, .xftDPI),
      (nil, [:], "Xcursor.size: 24", Int32(192 * 1024), 1, 2, .xsettingsDPI),
      (nil, [:], nil, nil, 2, 2, .display),
      (nil, [:], nil, nil, 1, 1, .display),
    ] as [(Double?, [String: String], String?, Int32?, Double, Double, DisplayScale.Source)])
  func scaleOrder(
    requested: Double?, env: [String: String], resources: String?, dpi: Int32?, ratio: Double,
    factor: Double, source: DisplayScale.Source
  ) {
    let scale = DisplayScale.resolve(
      requested: requested, environment: env, resources: resources, xsettingsDPI: dpi, displayRatio: ratio)
    #expect(abs(scale.factor - factor) < 1e-12)
    #expect(scale.source == source)
  }

  @Test(
    "A variable that is not a usable scale is skipped with one warning naming it",
    arguments: [
      ["FLUID_SCALE": "abc"], ["FLUID_SCALE": "9"], ["FLUID_SCALE": "0.1"], ["GDK_SCALE": "1.5"],
      ["GDK_SCALE": "0"], ["FLUID_SCALE": "nan"],
    ])
  func badVariables(env: [String: String]) {
    var warnings: [String] = []
    let scale = DisplayScale.resolve(
      requested: nil, environment: env, resources: "Xft.dpi: 192", warn: { warnings.append($0) })
    #expect(scale == DisplayScale(factor: 2, source: .xftDPI))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains(env.keys.first!) == true)
  }

  @Test(
    "Xft.dpi outside 48…384 or not a number is no scale",
    arguments: ["Xft.dpi: 20", "Xft.dpi: 1e9", "Xft.dpi: x"])
  func badDPI(resources: String) {
    #expect(DisplayScale.xftDPI(in: resources) == nil)
  }

  /// A `_XSETTINGS_SETTINGS` property: an integer, a string and a colour, in `bigEndian` order.
  static func property(bigEndian: Bool) -> [UInt8] {
    func card(_ v: UInt32, _ n: Int) -> [UInt8] {
      let bytes = (0..<n).map { UInt8(truncatingIfNeeded: v >> (8 * UInt32($0))) }
      return bigEndian ? bytes.reversed() : bytes
    }
    func name(_ s: String) -> [UInt8] {
      let b = Array(s.utf8)
      return card(UInt32(b.count), 2) + b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4)
    }
    var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + card(7, 4) + card(3, 4)
    out += [0, 0] + name("Gtk/EnableAnimations") + card(1, 4) + card(0, 4)
    out += [1, 0] + name("Net/ThemeName") + card(1, 4) + card(6, 4) + Array("Adwait".utf8) + [0, 0]
    out +=
      [2, 0] + name("Gtk/Color") + card(1, 4) + card(0xFFFF, 2) + card(0, 2) + card(0, 2) + card(0xFFFF, 2)
    return out
  }

  @Test(
    "XSettings parse in either byte order; EnableAnimations 0 is reduce motion", arguments: [false, true])
  func xsettings(bigEndian: Bool) throws {
    let settings = try #require(XSettings(bytes: Self.property(bigEndian: bigEndian)))
    #expect(settings.integers["Gtk/EnableAnimations"] == 0)
    #expect(settings.strings["Net/ThemeName"] == "Adwait")
    #expect(settings.reducesMotion == true)
    #expect(XSettings(bytes: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])?.reducesMotion == nil)
  }

  @Test("A cut or malformed XSettings property is nil, never a crash")
  func xsettingsMalformed() {
    let whole = Self.property(bigEndian: false)
    for length in 0..<whole.count { _ = XSettings(bytes: Array(whole[..<length])) }
    #expect(XSettings(bytes: Array(whole.dropLast(3))) == nil)
    #expect(XSettings(bytes: [2, 0, 0, 0]) == nil)  // no such byte order
    #expect(XSettings(bytes: [0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]) == nil)  // 4 billion settings
  }

  @Test(
    "auto: OpenGL first only with a GPU (and kept only if hardware), then software, then what SDL has",
    arguments: [
      (RendererChoice.auto, true, ["opengl", "software"], [true, false]),
      (.auto, false, ["software", "opengl", "opengles2"], [false, false, false]),
      (.software, true, ["software"], [false]),
      (.opengl, false, ["opengl"], [false]),
    ])
  func rendererOrder(choice: RendererChoice, gpu: Bool, drivers: [String], hardwareOnly: [Bool]) {
    let attempts = choice.attempts(available: ["opengl", "opengles2", "software"], gpuPresent: gpu)
    #expect(attempts.map(\.driver).prefix(drivers.count) == drivers[...])
    #expect(attempts.map(\.hardwareOnly).prefix(hardwareOnly.count) == hardwareOnly[...])
  }

  @Test(
    "A GL driver is hardware unless it is a software rasteriser",
    arguments: [
      ("llvmpipe (LLVM 15.0.6, 256 bits)", false), ("softpipe", false), ("Software Rasterizer", false),
      ("Mesa DRI swrast", false), ("", false), ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)", true),
      ("NVIDIA GeForce RTX 3060/PCIe/SSE2", true), ("AMD Radeon RX 6600 (radeonsi, navi23)", true),
    ])
  func hardware(name: String, expected: Bool) {
    #expect(RendererChoice.isHardware(glRenderer: name) == expected)
  }
}

/// Warnings about the environment quote what they name short and escaped.
@Suite("Scale warnings")
struct ScaleWarningTests {
  @Test(
    "a hostile FLUID_SCALE or GDK_SCALE is quoted in at most 80 characters, its control characters escaped",
    arguments: ["FLUID_SCALE", "GDK_SCALE"])
  func quoted(variable: String) {
    var warnings: [String] = []
    let value = "\u{1B}]0;owned\u{07}\u{1B}[2J" + String(repeating: "9", count: 10_000)
    _ = DisplayScale.resolve(requested: nil, environment: [variable: value], warn: { warnings.append($0) })
    #expect(warnings.count == 1)
    #expect(
      warnings.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\u{07}") && $0.count < 160 },
      "\(warnings)")
    #expect(warnings.first?.contains("\\e]0;owned") == true)
  }
}

/// The desktop's light or dark, from XSettings' theme name and `GTK_THEME`.
@Suite("Desktop colour scheme")
struct DesktopColorSchemeTests {
  @Test(
    "GTK_THEME decides, as for GTK; XSettings' Net/ThemeName where it is unset; neither: nil",
    arguments: [
      ("Adwaita-dark", "Adwaita", ColorScheme?.some(.light)), ("Adwaita", "Adwaita:dark", .dark),
      ("Adwaita-dark", nil, .dark), ("Adwaita", "", .light), (nil, "Adwaita:dark", .dark), (nil, nil, nil),
    ] as [(String?, String?, ColorScheme?)])
  func precedence(themeName: String?, gtkTheme: String?, scheme: ColorScheme?) {
    #expect(SDLWindow.colorScheme(themeName: themeName, gtkTheme: gtkTheme) == scheme)
  }

  @Test("an XSettings property with Net/ThemeName parses to its string")
  func parsed() throws {
    // LSB first, serial 0, one setting: type 1 (string), name "Net/ThemeName" (13, padded to 16).
    var bytes: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 13, 0]
    bytes += Array("Net/ThemeName".utf8) + [0, 0, 0] + [0, 0, 0, 0]
    bytes += [12, 0, 0, 0] + Array("Adwaita-dark".utf8)
    let settings = try #require(XSettings(bytes: bytes))
    #expect(SDLWindow.colorScheme(themeName: settings.strings["Net/ThemeName"], gtkTheme: nil) == .dark)
  }
}

/// The family of XSettings' `Gtk/FontName`, a Pango font description.
@Suite("Desktop font name")
struct DesktopFontNameTests {
  @Test(
    "the family without its style words and size; the first of a list",
    arguments: [
      ("Cantarell 11", "Cantarell"), ("Noto Sans Bold 10", "Noto Sans"), ("Ubuntu", "Ubuntu"),
      ("DejaVu Sans Condensed Semi-Bold 10.5", "DejaVu Sans"), ("Inter Display, Sans 11", "Inter Display"),
      ("Source Sans 3 12px", "Source Sans 3"), ("Bold 10", "Bold"),
      ("Noto Sans CJK JP 11", "Noto Sans CJK JP"),
    ])
  func family(name: String, family: String) {
    #expect(XSettings.family(ofFontName: name) == family)
  }

  @Test(
    "no family, or characters a font pattern or a shell gives meaning to: none",
    arguments: [
      "", "11", " ", "Evil'; rm -rf ~ 10", "Sans:weight=bold 10", "A=B 10", "Tab\tName 10", "Quote\" 9",
    ])
  func refused(name: String) {
    #expect(XSettings.family(ofFontName: name) == nil)
  }
}
