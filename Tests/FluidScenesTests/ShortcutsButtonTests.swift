import FluidMotion
@testable import FluidScenes
import FluidUI
import Testing
import TestSupport

/// "F1 Shortcuts" in the title bar reads as a control and is one.
@Suite("Title bar: the shortcuts button")
@MainActor
struct ShortcutsButtonTests {
  /// The scene named `name` hosted with the app's window controls in a window `width` × 800, run a
  /// moment.
  func hosted(_ name: String, width: Double = 1280) throws -> (ScriptedSession, SceneHost) {
    let host = SceneHost(entry: try SceneCatalog.find(name), context: SceneContext())
    host.showsWindowControls = true
    let s = ScriptedSession(scene: host, size: Size(width: width, height: 800))
    s.run(0.5)
    return (s, host)
  }

  /// The middle of the button, in window points.
  func centre(_ host: SceneHost) -> Vector2 { host.chrome.shortcutsButton.layer.frameInWindow.center }

  @Test(
    "a click on it opens the shortcuts window over the scene; a second click closes it",
    arguments: ["menu", "drawer"])
  func clickToggles(scene: String) throws {
    let (s, host) = try hosted(scene)
    #expect(!host.chrome.shortcutsButton.layer.isHidden)
    #expect(host.windowRegion(at: centre(host)) == .content)  // a control: no window drag from it
    s.click(centre(host))
    s.run(0.1)
    #expect(host.chrome.isHelpShown)
    s.click(centre(host))  // the bar stays above the window's scrim
    s.run(0.1)
    #expect(!host.chrome.isHelpShown && host.entry.name == scene)
  }

  @Test("a press slid off it opens nothing")
  func slideOff() throws {
    let (s, host) = try hosted("drawer")
    s.press(centre(host))
    s.release(centre(host) + Vector2(x: -200, y: 100))
    s.run(0.1)
    #expect(!host.chrome.isHelpShown)
  }

  @Test(
    "a button named Keyboard Shortcuts, a Tab stop after the scene's content and before the window's controls; Space held presses it, its release opens"
  )
  func tabStop() throws {
    let (s, host) = try hosted("spring")
    let names = host.context.focus.focusableLayers().map { $0.accessibilityLabel ?? "" }
    let at = try #require(names.firstIndex(of: "Keyboard Shortcuts"))
    #expect(names.firstIndex(of: "Back to the menu").map { $0 < at } == true)
    #expect(names.firstIndex(of: "Minimize").map { $0 > at } == true)
    #expect(names.first?.hasPrefix("Damping") == true, "content first: \(names)")
    let button = host.chrome.shortcutsButton.layer
    #expect(button.accessibilityTraits.contains(.button) && button.accessibilityExpandedStatus == .collapsed)
    while host.context.focus.focusedLayer !== button { s.key(.tab) }
    #expect(button.fill == nil)
    s.display.send(.keyDown(.space, modifiers: [], isRepeat: false, time: s.display.now))
    #expect(!host.chrome.isHelpShown && button.fill == .solid(Palette.dark.barPressed))
    s.display.send(.keyUp(.space, modifiers: [], time: s.display.now))
    #expect(host.chrome.isHelpShown && button.fill == nil)
    #expect(button.accessibilityExpandedStatus == .expanded)
  }

  @Test(
    "as the bar narrows the slow-motion note's words give way, then the button's, then the note, then the button; never under the title or the controls",
    arguments: [
      (1280.0, "F1 Shortcuts", "SLOW MOTION ×0.1"), (680, "F1 Shortcuts", "SLOW ×0.1"),
      (640, "F1 Shortcuts", "SLOW ×0.1"), (600, "F1", "SLOW ×0.1"), (560, "F1 Shortcuts", nil),
      (500, "F1", nil), (400, nil, nil),
    ]
  )
  func fits(width: Double, shows: String?, note: String?) throws {
    let (s, host) = try hosted("drawer", width: width)
    s.key(.character("s"))  // slow motion: its note goes before the button
    s.run(0.1)
    let button = host.chrome.shortcutsButton.layer
    let text = button.isHidden ? nil : LayoutAudit.items(in: button).first { $0.isText }?.layer.text
    #expect(text == shows)
    let bar = LayoutAudit.items(in: host.root).filter { $0.isText && $0.box.maxY <= SceneLayout.barHeight }
    #expect(bar.first { $0.layer.text?.hasPrefix("SLOW") == true }?.layer.text == note)
    guard !button.isHidden else { return }
    #expect(button.frameInWindow.maxX <= host.chrome.controls.layer.frameInWindow.minX)
    for other in bar where other.layer.superlayer !== button {
      let cut = other.box.intersection(button.frameInWindow)
      #expect(cut.map { $0.size.width < 1 } ?? true, "\(other.layer.text ?? "") under the button")
    }
  }
}
