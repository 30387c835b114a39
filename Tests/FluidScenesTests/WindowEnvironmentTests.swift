import FluidMotion
import FluidUI
import Testing
import TestSupport

@testable import FluidScenes

/// The window's environment in the app (headless, fixed clock): light or dark, the backdrop, the
/// restore glyph, the bar in full screen, the zoom level.
@Suite("The window's environment: light and dark, backdrop, maximised, full screen, zoom level")
@MainActor
struct WindowEnvironmentTests {
  @Test("the desktop's light scheme paints the menu light, and dark brings the seed's look back")
  func lightAndDark() throws {
    let (s, host) = try settledHost("menu")
    #expect(host.root.fill == .solid(Color(hex: 0x0D0D0D)) && host.state["light"] == nil)
    s.display.send(environment: WindowEnvironment(colorScheme: .light))
    #expect(host.root.fill == .solid(Color(hex: 0xFAFAFA)))
    #expect(host.state["light"] == 1)
    s.display.send(environment: WindowEnvironment(colorScheme: .dark))
    #expect(host.root.fill == .solid(Color(hex: 0x0D0D0D)) && host.state["light"] == nil)
  }

  @Test(
    "high contrast: the chrome at full contrast (pure background and text, solid outlines), in light and dark",
    arguments: [ColorScheme.light, .dark])
  func highContrast(scheme: ColorScheme) throws {
    let (s, host) = try settledHost("menu")
    s.display.send(environment: WindowEnvironment(colorScheme: scheme, prefersHighContrast: true))
    let ink: Color = scheme == .dark ? .white : .black
    #expect(host.state["highContrast"] == 1)
    #expect(host.root.fill == .solid(scheme == .dark ? .black : .white))
    #expect(host.palette.text == ink && host.palette.secondaryText == ink && host.palette.rowOutline == ink)
    s.display.send(environment: WindowEnvironment(colorScheme: scheme))
    #expect(host.state["highContrast"] == nil && host.palette.secondaryText != ink)
  }

  @Test("a desktop accent colour paints the focus ring (at half strength)")
  func accent() throws {
    let (s, host) = try settledHost("menu")
    let accent = Color(red: 0.2, green: 0.6, blue: 0.3)
    s.display.send(environment: WindowEnvironment(accentColor: accent))
    #expect(host.palette.accent == accent && host.palette.ring == accent.withAlpha(0.5))
    #expect(host.state["accent"] == Double(0x33994D))
  }

  @Test("a scene keeps its seed colours in the light scheme; the menu under it turns light")
  func scenesKeepTheirColours() throws {
    let (s, host) = try settledHost("drawer")
    let before = host.current.root.sublayers.map(\.fill)
    s.display.send(environment: WindowEnvironment(colorScheme: .light))
    #expect(host.current.root.sublayers.map(\.fill) == before)
    s.key(.escape)
    #expect(s.settle())
    #expect(host.root.fill == .solid(Color(hex: 0xFAFAFA)))
  }

  @Test("focus lost and regained: the backdrop state comes and goes, nothing else changes")
  func backdrop() throws {
    let (s, host) = try settledHost("pane")
    s.display.send(environment: WindowEnvironment(isActive: false))
    #expect(host.state["backdrop"] == 1 && host.chrome.isBackdrop && host.entry.name == "pane")
    s.display.send(environment: WindowEnvironment())
    #expect(host.state["backdrop"] == nil)
  }

  @Test("full screen slides the bar away; the pointer at the top edge brings it back, leaving it hides it")
  func fullScreenBar() throws {
    let (s, host) = try settledHost("drawer")
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    #expect(s.settle())
    #expect(host.state["barReveal"] == 0)
    #expect(host.windowRegion(at: Vector2(x: 640, y: 10)) == .content)  // no bar to drag
    s.display.move(to: Vector2(x: 640, y: 1))
    #expect(s.settle())
    #expect(host.state["barReveal"] == nil)  // all there
    // Full screen: the bar is no handle (no drag, no double click).
    #expect(host.windowRegion(at: Vector2(x: 640, y: 10)) == .content)
    s.display.move(to: Vector2(x: 640, y: 300))
    #expect(s.settle())
    #expect(host.state["barReveal"] == 0)
    s.display.send(environment: WindowEnvironment())
    #expect(s.settle())
    #expect(host.state["barReveal"] == nil)
  }

  @Test(
    "in full screen Tab reaches the slid-away bar's controls and brings the bar back; it stays while the focus is there, and goes as the focus leaves"
  )
  func fullScreenBarFollowsTheFocus() throws {
    let host = SceneHost(entry: try SceneCatalog.find("spring"), context: SceneContext())
    let s = ScriptedSession(scene: host)  // the spring's demo runs on: no settling
    let focus = host.context.focus
    func inBar() -> Bool { focus.focusedLayer?.isDescendant(of: host.chrome.barLayer) == true }
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    s.run(0.6)
    #expect(host.state["barReveal"] == 0)
    for _ in 0..<8 where !inBar() { s.key(.tab) }  // past the two sliders
    #expect(focus.focusedLayer?.accessibilityLabel == "Back to the menu")
    s.run(0.6)
    #expect(host.state["barReveal"] == nil)  // all there
    s.display.move(to: Vector2(x: 640, y: 400))  // the pointer away: the focus holds it
    s.run(0.6)
    #expect(host.state["barReveal"] == nil)
    for _ in 0..<8 where inBar() { s.key(.tab) }  // on round to the damping slider
    #expect(!inBar())
    s.run(0.6)
    #expect(host.state["barReveal"] == 0)
  }

  @Test("the bar slides: part way after a frame, not at once")
  func barSlides() throws {
    let (s, host) = try settledHost("drawer")
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    s.run(0.05)
    let partWay = try #require(host.state["barReveal"])
    #expect(partWay > 0.05 && partWay < 0.95)
  }

  @Test("reduced motion hides and shows the bar at once")
  func barAtOnceWithReducedMotion() throws {
    let (s, host) = try settledHost("drawer")
    host.reducesMotion = true
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    #expect(host.state["barReveal"] == 0)
  }

  @Test("Esc in full screen leaves full screen first; the scene stays until the next Esc")
  func escapeLeavesFullScreen() throws {
    let (s, host) = try settledHost("pip")
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    s.key(.escape)
    s.frame()
    #expect(s.display.requests.contains(.window(.exitFullscreen)))
    #expect(host.entry.name == "pip")
    s.display.send(environment: WindowEnvironment())
    s.key(.escape)
    #expect(s.settle())
    #expect(host.isMenu)
  }

  @Test(
    "a zoom key shows the window's zoom level for 1.5 s, even when the window did not change",
    arguments: [(Key.character("="), 1.25), (.character("-"), 0.75), (.character("0"), 1)])
  func zoomLevel(key: Key, zoom: Double) throws {
    let (s, host) = try settledHost("menu")
    s.display.send(environment: WindowEnvironment(zoom: zoom))  // what the window answers with
    #expect(host.state["zoomBadge"] == nil)  // no key: nothing shown
    s.key(key, modifiers: .control)
    s.frame()
    #expect(
      s.display.requests.contains(
        .window(key == .character("=") ? .zoomIn : key == .character("-") ? .zoomOut : .zoomReset)))
    #expect(host.state["zoomBadge"] == zoom)
    s.frame()
    #expect(host.nextWakeTime.map { abs($0 - (s.time + 1.5)) < 0.05 } == true)  // the loop wakes for it
    s.run(1.4)
    #expect(host.state["zoomBadge"] == zoom)
    s.run(0.2)
    #expect(host.state["zoomBadge"] == nil && host.nextWakeTime == nil)
  }

  @Test("a change not asked by a zoom key (a run started zoomed, the focus) shows no level")
  func noLevelUnasked() throws {
    let (s, host) = try settledHost("menu")
    s.display.send(environment: WindowEnvironment(zoom: 2))
    s.display.send(environment: WindowEnvironment(isActive: false, zoom: 2))
    #expect(host.state["zoomBadge"] == nil)
  }

  @Test("a swipe back released under reduced motion lands at once: no hidden spring holds the input")
  func reducedSwipe() throws {
    let (s, host) = try settledHost("drawer")
    host.reducesMotion = true
    s.press(Vector2(x: 5, y: 400))
    s.drag(from: Vector2(x: 5, y: 400), to: Vector2(x: 900, y: 400), over: 0.3)
    #expect(host.state["nav"].map { $0 > 0 && $0 < 1 } == true)  // the hand moves it, reduced or not
    s.release(Vector2(x: 900, y: 400))
    s.frame()
    #expect(host.isMenu && host.state["nav"] == 0 && host.state["navScene"] == -1, "\(host.state)")
  }

  @Test("a window that draws its own frame has a hairline outline, but not maximised or full screen")
  func outline() throws {
    let (s, host) = try settledHost("menu")
    #expect(!host.chrome.isOutlined)  // the desktop's frame
    host.showsWindowControls = true
    #expect(host.chrome.isOutlined)
    s.display.send(environment: WindowEnvironment(isMaximized: true))
    #expect(!host.chrome.isOutlined && host.chrome.controls.isMaximized)
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    #expect(!host.chrome.isOutlined && !host.chrome.controls.isMaximized)
    s.display.send(environment: WindowEnvironment())
    #expect(host.chrome.isOutlined)
  }

  @Test("maximised is a state the host shows (the restore glyph)")
  func maximised() throws {
    let (s, host) = try settledHost("menu")
    s.display.send(environment: WindowEnvironment(isMaximized: true))
    #expect(host.state["maximized"] == 1 && host.chrome.controls.isMaximized)
  }
}
