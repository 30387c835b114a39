import FluidMotion
@testable import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The title bar is the window's, never the scene's; the app's own window controls act on a click;
/// the pointer's hover and cursor follow what is under it.
@Suite("Title bar, window controls and hover")
@MainActor
struct TitleBarTests {
  func session(_ index: Int, controls: Bool = true) -> (ScriptedSession, SceneHost) {
    let entry = index < 0 ? SceneCatalog.menu : SceneCatalog.available[index]
    let host = SceneHost(entry: entry, context: SceneContext())
    host.showsWindowControls = controls
    return (ScriptedSession(scene: host, size: Size(width: 1280, height: 800)), host)
  }

  /// The pane's scene hosted with the app's own window controls in a window `width` pt wide and
  /// 480 tall, laid out and run a moment.
  func paneWithControls(width: Double) -> SceneHost {
    let host = SceneHost(entry: SceneCatalog.available[0], context: SceneContext())
    host.showsWindowControls = true
    ScriptedSession(scene: host, size: Size(width: width, height: 480)).run(0.1)
    return host
  }

  @Test(
    "in a window narrower than the minimum (a small screen, or --size) the title is cut with '…' before the window's controls",
    arguments: [400.0, 320, 1280])
  func titleFits(width: Double) throws {
    let host = paneWithControls(width: width)
    let bar = LayoutAudit.items(in: host.root).filter { $0.box.maxY <= 32 }
    let title = try #require(bar.first { $0.isText && $0.layer.text?.hasPrefix("0 ") == true })
    let controls = bar.filter { !$0.isText && $0.box.minX > width / 2 }.map(\.box.minX).min() ?? width
    #expect(
      title.box.maxX <= controls,
      "\(title.layer.text ?? "") ends at \(title.box.maxX), the controls at \(controls)")
    let whole = "0  Control-centre pane"
    #expect(width < 1000 ? title.layer.text?.hasSuffix("…") == true : title.layer.text == whole)
  }

  @Test(
    "the bar's parts never overlap: in a window too narrow for the scene's dot beside the window's controls, the dot goes",
    arguments: [200.0, 240, 400])
  func barParts(width: Double) throws {
    let host = paneWithControls(width: width)
    let bar = LayoutAudit.items(in: host.root).filter { $0.box.maxY <= 32 && $0.box.size.width > 0.5 }
    let controls = host.chrome.controls.layer.frameInWindow.minX
    // Every part but the bar's own backdrop, which runs under everything.
    for item in bar where item.box.minX < controls && item.box.size.width < width - 1 {
      #expect(
        item.box.maxX <= controls + 1e-9,
        "\(item.layer.text ?? "a shape") at \(item.box) runs under the controls at \(controls)")
    }
  }

  @Test("A click on the bar's empty part does not toggle the pane; below the bar it does")
  func barIsNotTheScene() {
    let (s, host) = session(0)
    let before = host.state["open"]
    s.click(Vector2(x: 640, y: 16))
    _ = s.settle()
    #expect(host.state["open"] == before)
    s.click(Vector2(x: 640, y: 40))
    _ = s.settle()
    #expect(host.state["open"] != before)
  }

  @Test(
    "A double click on the bar maximises (not a click on a control then on the bar); a drag from it hands the window to the desktop"
  )
  func doubleClickAndDrag() {
    let (s, host) = session(2)
    let maximises = { s.display.requests.filter { $0 == .window(.toggleMaximize) }.count }
    s.click(Vector2(x: 640, y: 16))
    s.run(0.1)
    s.click(Vector2(x: 641, y: 15))
    s.run(0.05)
    #expect(maximises() == 1)
    s.run(1)
    s.press(Vector2(x: 500, y: 16))
    s.drag(from: Vector2(x: 500, y: 16), to: Vector2(x: 700, y: 200), over: 0.2)
    s.release(Vector2(x: 700, y: 200))
    #expect(s.display.requests.contains(.window(.beginMove)))
    #expect(host.state["sceneIndex"] == 2)
    s.run(1)
    s.click(Vector2(x: 72, y: 16))  // "‹ Menu" (4...74): a control's press, not the bar's
    s.run(0.1)
    s.click(Vector2(x: 76, y: 16))  // 4 pt on, the bar: a first click of the bar's own
    s.run(0.05)
    #expect(maximises() == 1 && host.isMenu)
  }

  /// The centres of the minimise, maximise and close controls in a 1280-pt window.
  nonisolated static let controlX: [Double] = [1182, 1216, 1250]

  @Test(
    "Each drawn control acts on a click: minimise, maximise, close",
    arguments: [(1182.0, WindowAction.minimize), (1216.0, WindowAction.toggleMaximize)])
  func controls(x: Double, action: WindowAction) {
    let (s, host) = session(2)
    #expect(host.windowRegion(at: Vector2(x: x, y: 16)) == .content)
    #expect(host.windowRegion(at: Vector2(x: 400, y: 16)) == .titleBar)
    #expect(host.windowRegion(at: Vector2(x: 400, y: 100)) == .content)
    s.click(Vector2(x: x, y: 16))
    #expect(s.display.requests.contains(.window(action)))
    s.press(Vector2(x: x, y: 16))
    s.release(Vector2(x: x - 200, y: 16))  // slid off: nothing
    #expect(s.display.requests.filter { $0 == .window(action) }.count == 1)
  }

  @Test(
    "in full screen the revealed bar's middle control leaves full screen, named so; it maximises again after")
  func middleControlLeavesFullScreen() throws {
    let (s, host) = session(2)
    let middle = Vector2(x: Self.controlX[1], y: 16)
    func name() -> String? {  // the name of the element under the pointer
      var node = host.root.hitTest(middle)
      while let l = node, l.accessibilityLabel == nil { node = l.superlayer }
      return node?.accessibilityLabel
    }
    #expect(name() == "Maximize")
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    s.display.move(to: Vector2(x: 640, y: 1))  // the top edge reveals the bar
    s.run(0.5)  // the bar slides
    #expect(name() == "Leave Full Screen")
    s.click(middle)
    s.run(0.1)  // the request goes with the release's frame
    #expect(s.display.requests.contains(.window(.exitFullscreen)))
    #expect(!s.display.requests.contains(.window(.toggleMaximize)))
    s.display.send(environment: WindowEnvironment())
    s.run(0.5)  // the bar slides
    #expect(name() == "Maximize")
    s.click(middle)
    s.run(0.1)
    #expect(s.display.requests.contains(.window(.toggleMaximize)))
  }

  @Test(
    "in full screen the bar's own hover member reveals it at the top edge and slides it away below it; a press that began on the bar keeps it until the release"
  )
  func revealFollowsTheFreePointer() throws {
    let (s, host) = session(2)
    s.display.send(environment: WindowEnvironment(isFullscreen: true))
    s.run(0.5)
    #expect(host.chrome.reveal == 0)
    s.display.move(to: Vector2(x: 640, y: 1))
    s.run(0.5)
    #expect(host.chrome.reveal == 1)
    s.display.move(to: Vector2(x: 640, y: 20))  // over the bar: it stays
    s.run(0.5)
    #expect(host.chrome.reveal == 1)
    s.press(Vector2(x: 640, y: 20))  // on the revealed bar
    s.display.move(to: Vector2(x: 640, y: 400))  // held: the bar stays
    s.run(0.5)
    #expect(host.chrome.reveal == 1)
    s.release(Vector2(x: 640, y: 400))  // let go below the bar: it slides away
    s.run(0.5)
    #expect(host.chrome.reveal == 0)
  }

  @Test("a pointer already at the top edge as full screen begins reveals the bar; one lower does not")
  func revealUnderAStillPointer() throws {
    for (y, shown) in [(1.0, 1.0), (200.0, 0.0)] {
      let (s, host) = session(2)
      s.display.move(to: Vector2(x: 640, y: y))  // the pointer rests there before full screen
      s.run(0.2)
      s.display.send(environment: WindowEnvironment(isFullscreen: true))
      s.run(0.5)
      #expect(host.chrome.reveal == shown, "pointer at y \(y)")
    }
  }

  @Test(
    "Space held on the focused minimise control shades it pressed (not hovered: the pointer is not there); its release minimises"
  )
  func controlPressedBySpace() throws {
    let (s, host) = session(2)
    let circle = try #require(host.root.hitTest(Vector2(x: Self.controlX[0], y: 16)))
    let rest = circle.fill
    while host.context.focus.focusedLayer?.accessibilityLabel != "Minimize" { s.key(.tab) }
    s.display.send(.keyDown(.space, modifiers: [], isRepeat: false, time: s.display.now))
    #expect(circle.fill == .solid(Palette.dark.barPressed) && !circle.isHovered)
    s.display.send(.keyUp(.space, modifiers: [], time: s.display.now))
    s.run(0.1)
    #expect(s.display.requests.contains(.window(.minimize)))
    #expect(circle.fill == rest && !circle.isHovered)
  }

  @Test(
    "A drag that begins on a control or on \"‹ Menu\" moves no window, and its release outside presses nothing",
    arguments: [Vector2(x: 1250, y: 16), Vector2(x: 1182, y: 16), Vector2(x: 40, y: 16)])
  func dragFromAControl(start: Vector2) {
    let (s, host) = session(2)
    s.press(start)
    s.drag(from: start, to: start + Vector2(x: -150, y: 120), over: 0.2)
    s.release(start + Vector2(x: -150, y: 120))
    s.run(0.1)
    #expect(!s.display.requests.contains(.window(.beginMove)))
    #expect(s.display.loop.end == nil && host.state["sceneIndex"] == 2)
    #expect(!s.display.requests.contains(.window(.minimize)))
  }

  @Test(
    "The close control quits, also clicked 3 pt outside its circle; without drawn controls the bar has none")
  func close() {
    let (s, _) = session(-1)
    s.click(Vector2(x: Self.controlX[2] + 12 + 3, y: 16))
    #expect(s.display.loop.end == .quit)
    let (t, bare) = session(-1, controls: false)
    t.click(Vector2(x: Self.controlX[2], y: 16))
    #expect(t.display.loop.end == nil)
    #expect(bare.windowRegion(at: Vector2(x: 1280 - 4, y: 16)) == .titleBar)  // past "F1 Shortcuts"
  }

  @Test("Hover: a hand over a menu row (which shows it), the arrow off it, a move cursor over the pane")
  func hover() throws {
    let (s, host) = session(-1)
    let menu = try #require(host.current as? MenuScene)
    s.send(.pointerMoved(position: try #require(menu.center(ofRow: 2)), time: s.time, pressure: nil))
    s.frame()
    #expect(s.display.requests.last == .cursor(.hand))
    s.send(.pointerMoved(position: Vector2(x: 20, y: 700), time: s.time, pressure: nil))
    s.frame()
    #expect(s.display.requests.last == .cursor(.arrow))
    let (p, _) = session(0)
    p.run(1)
    p.send(.pointerMoved(position: Vector2(x: 640, y: 700), time: p.time, pressure: nil))
    p.frame()
    #expect(p.display.requests.last == .cursor(.move))
  }
}
