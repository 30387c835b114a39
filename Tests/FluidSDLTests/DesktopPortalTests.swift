import FluidDBus
import FluidSDL
import Testing

/// The XDG portal's appearance settings as read off the bus, and where they stand among the
/// desktop's other sources.
@Suite("Desktop portal")
struct DesktopPortalTests {
  @Test(
    "color-scheme: 1 is dark and 2 light, wrapped in any number of variants; 0, 3 and other types are no preference",
    arguments: [
      (DBusValue.variant(.variant(.uint(1))), ColorScheme?.some(.dark)), (.variant(.uint(2)), .light),
      (.uint(2), .light), (.int(1), .dark), (.variant(.variant(.uint(0))), nil), (.uint(3), nil),
      (.int(-1), nil), (.string("dark"), nil), (.double(1), nil), (.variant(.structure([.uint(1)])), nil),
    ] as [(DBusValue, ColorScheme?)])
  func colorScheme(value: DBusValue, scheme: ColorScheme?) {
    #expect(DesktopPortal.Appearance.colorScheme(value) == scheme)
  }

  @Test("accent-color: three doubles in 0...1 are the colour")
  func accent() throws {
    let value = DBusValue.variant(.variant(.structure([.double(0.2), .double(0.6), .double(0.3)])))
    let color = try #require(DesktopPortal.Appearance.accentColor(value))
    #expect(abs(color.red - 0.2) < 1e-12 && abs(color.green - 0.6) < 1e-12 && abs(color.blue - 0.3) < 1e-12)
    #expect(color.alpha == 1)
  }

  @Test(
    "accent-color out of range (the portal's 'no accent'), short, long or not numbers is no accent",
    arguments: [
      DBusValue.structure([.double(-1), .double(-1), .double(-1)]),
      .structure([.double(0.5), .double(1.2), .double(0)]),
      .structure([.double(.nan), .double(0), .double(0)]),
      .structure([.double(0.5), .double(0.5)]),
      .structure([.double(0.5), .double(0.5), .double(0.5), .double(1)]),
      .structure([.string("a"), .double(0), .double(0)]), .array([.double(0.1), .double(0.1), .double(0.1)]),
      .uint(0xFF0000),
    ])
  func noAccent(value: DBusValue) {
    #expect(DesktopPortal.Appearance.accentColor(value) == nil)
  }

  @Test("a setting changed is taken by key; another key is not one of the appearance's and changes nothing")
  func apply() {
    var appearance = DesktopPortal.Appearance()
    let taken = appearance.apply(key: "color-scheme", value: .uint(1))
    #expect(taken && appearance.colorScheme == .dark)
    let other = appearance.apply(key: "reduced-motion", value: .uint(1))
    #expect(!other && appearance == DesktopPortal.Appearance(colorScheme: .dark))
    let cleared = appearance.apply(key: "color-scheme", value: .uint(0))
    #expect(cleared && appearance.colorScheme == nil)
  }

  @Test("contrast: 1 asks for high contrast, 0 or anything else does not")
  func contrast() {
    var appearance = DesktopPortal.Appearance()
    let taken = appearance.apply(key: "contrast", value: .variant(.variant(.uint(1))))
    #expect(taken && appearance.prefersHighContrast)
    appearance.apply(key: "contrast", value: .uint(0))
    #expect(!appearance.prefersHighContrast)
    #expect(
      ColorScheme(themeName: "HighContrastInverse") == .dark
        && ColorScheme(themeName: "HighContrast") == .light)
  }

  @Test(
    "GTK_THEME, then the portal, then XSettings' theme name",
    arguments: [
      ("Adwaita-dark", "Adwaita", ColorScheme?.some(.dark), ColorScheme?.some(.light)),
      ("Adwaita", nil, .dark, .dark), ("Adwaita-dark", nil, .light, .light),
      ("Adwaita-dark", nil, nil, .dark),
      (nil, nil, .light, .light), (nil, nil, nil, nil),
    ] as [(String?, String?, ColorScheme?, ColorScheme?)])
  func precedence(themeName: String?, gtkTheme: String?, portal: ColorScheme?, scheme: ColorScheme?) {
    #expect(SDLWindow.colorScheme(themeName: themeName, gtkTheme: gtkTheme, portal: portal) == scheme)
  }

  @Test("no bus announced: no connection is made and nothing is started")
  func noBus() {
    // The variables are the process's: read what they say rather than change them under other tests.
    let announced = DBusConnection.sessionAddress()
    if announced == nil { #expect(DBusConnection.session() == nil) }
    #expect(DBusConnection(address: "unix:path=/nonexistent/fluid-bus") == nil)
    #expect(DBusConnection(address: "not an address") == nil)
  }
}
