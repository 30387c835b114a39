import FluidMotion
import FluidUI
import Testing

/// The window's environment: what a theme name means, and how the loop hands a change to the scene.
@Suite("WindowEnvironment: theme names, bounds, the loop handing it to the scene")
@MainActor
struct WindowEnvironmentTests {
  @Test(
    "a GTK theme name's scheme: dark when a part after its name is dark, light for any other, nil for none",
    arguments: [
      ("Adwaita-dark", ColorScheme?.some(.dark)), ("Adwaita:dark", .dark), ("Yaru-Dark", .dark),
      (" Adwaita-dark ", .dark), ("Mint-Y-Dark-Aqua", .dark), ("Materia-dark-compact", .dark),
      ("Adwaita", .light), ("HighContrast", .light), ("Darkness", .light), ("Dark", .light),
      ("", nil), ("  ", nil),
    ])
  func themeNames(name: String, scheme: ColorScheme?) {
    #expect(ColorScheme(themeName: name) == scheme)
  }

  @Test(
    "a zoom outside 0.1...10, or not a number, is brought back to a size a window can have",
    arguments: [(0.0, 0.1), (-3, 0.1), (1e9, 10), (.nan, 1), (.infinity, 1), (1.5, 1.5)])
  func zoomBounds(given: Double, kept: Double) {
    #expect(WindowEnvironment(zoom: given).zoom == kept)
  }

  /// A scene that keeps the environments it is handed.
  final class Listener: Scene {
    let context = SceneContext()
    let title = "Listener"
    let root = Layer()
    var heard: [WindowEnvironment] = []
    func layout(size: Size) {}
    func handle(_ event: InputEvent) -> Bool { false }
    func environmentChanged(_ environment: WindowEnvironment) { heard.append(environment) }
  }

  @Test("the loop hands each environment the platform sends to the scene, in order, with a frame")
  func handedOn() {
    let scene = Listener()
    let display = VirtualDisplay(scene: scene, size: Size(width: 400, height: 300))
    display.run(for: 0.5)
    let framesBefore = display.frameCount
    display.send(environment: WindowEnvironment(colorScheme: .light))
    display.send(environment: WindowEnvironment(colorScheme: .light, isActive: false))
    #expect(scene.heard.map(\.colorScheme) == [.light, .light])
    #expect(scene.heard.map(\.isActive) == [true, false])
    #expect(display.frameCount > framesBefore)
  }
}
