import FluidUI

/// The app's scenes in the seed demo's order (then the scroll view), and lookup by name or index.
///
/// A scene's whole identity is its entry: name, title, accent, menu icon, and its place (the digit
/// keys reach the first ten; the menu and scene cycling reach every one).
package enum SceneCatalog {
  /// One scene the app can show.
  package struct Entry: Sendable {
    /// Position in the menu's order, from 0 (Alt+digit reaches the first ten).
    package let index: Int
    /// The command-line name.
    package let name: String
    /// The name shown in the title bar.
    package let title: String
    /// The accent colour (the seed demo's navigation tint).
    package let accent: Color
    /// Draws the menu's 40 × 40 icon in a tint: its parts, in the icon's points.
    package let icon: @Sendable (Color) -> [Layer]
    /// Makes a fresh instance with the app's services.
    package let make: @MainActor @Sendable (SceneContext) -> any FluidScene
  }

  /// The scenes this build has.
  package static let available: [Entry] = [
    Entry(
      index: 0, name: "pane", title: "Control-centre pane", accent: Color(hex: 0x808080),
      icon: { MenuIcon.pane($0) },
      make: { PaneScene(context: $0) }),
    Entry(
      index: 1, name: "calculator", title: "Calculator button", accent: Color(hex: 0x999999),
      icon: { MenuIcon.calculator($0) },
      make: { CalculatorScene(context: $0) }),
    Entry(
      index: 2, name: "spring", title: "Spring animations", accent: Color(hex: 0x64CCF7),
      icon: { MenuIcon.zigzag($0) },
      make: { SpringScene(context: $0) }),
    Entry(
      index: 3, name: "flashlight", title: "Flashlight button", accent: Color(hex: 0xEDEDED),
      icon: { MenuIcon.flashlight($0) },
      make: { FlashlightScene(context: $0) }),
    Entry(
      index: 4, name: "rubberband", title: "Rubberbanding", accent: Color(hex: 0xFF5B50),
      icon: { MenuIcon.band($0) },
      make: { RubberBandScene(context: $0) }),
    Entry(
      index: 5, name: "pause", title: "Acceleration pausing", accent: Color(hex: 0x64FF8F),
      icon: { MenuIcon.bars($0) },
      make: { PauseScene(context: $0) }),
    Entry(
      index: 6, name: "drawer", title: "Rewarding momentum", accent: Color(hex: 0x73B2FF),
      icon: { MenuIcon.drawer($0) },
      make: { DrawerScene(context: $0) }),
    Entry(
      index: 7, name: "pip", title: "FaceTime PiP", accent: Color(hex: 0xF2F23A), icon: { MenuIcon.pip($0) },
      make: { PipScene(context: $0) }),
    Entry(
      index: 8, name: "rotation", title: "Rotation", accent: Color(hex: 0xFF28A5),
      icon: { MenuIcon.tiltedSquare($0) },
      make: { RotationScene(context: $0) }),
    Entry(
      index: 9, name: "scroll", title: "Scroll view", accent: Color(hex: 0xBF5AF2),
      icon: { MenuIcon.list($0) },
      make: { ScrollScene(context: $0) }),
    Entry(
      index: 10, name: "zoom", title: "Zoom transition", accent: Color(hex: 0xFF9F0A),
      icon: { MenuIcon.grid($0) },
      make: { ZoomScene(context: $0) }),
  ]

  /// The scroll scene with `rows` rows in its list (≥ 0), for measuring long lists.
  package static func scroll(rows: Int) -> Entry {
    let scroll = available[9]
    return Entry(
      index: scroll.index, name: scroll.name, title: scroll.title, accent: scroll.accent, icon: scroll.icon,
      make: { ScrollScene(context: $0, rowCount: rows) })
  }

  /// The menu: the app's home, listing every scene (not a scene of the demo's own; index −1).
  package static let menu = Entry(
    index: -1, name: "menu", title: "Fluid Interfaces", accent: .white, icon: { MenuIcon.tiltedSquare($0) },
    make: { MenuScene(context: $0) })

  /// A `--scene` value that names no available scene.
  package struct LookupError: Error, CustomStringConvertible {
    /// What was asked for.
    package let query: String

    /// Names the problem and lists the scenes that exist.
    package var description: String {
      let list = SceneCatalog.available.map { "\($0.index) \($0.name)" }.joined(separator: ", ")
      return "'\(query)' is not a scene; available scenes: \(list); or menu"
    }
  }

  /// The scene named `query` (a name, case-insensitive, or an index), or the menu (`menu`).
  package static func find(_ query: String) throws(LookupError) -> Entry {
    let key = query.lowercased()
    if key == menu.name { return menu }
    if let index = Int(key), let entry = available.first(where: { $0.index == index }) { return entry }
    if let entry = available.first(where: { $0.name == key }) { return entry }
    throw LookupError(query: query)
  }
}
