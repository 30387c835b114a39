import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("PiP scene")
@MainActor
struct PipSceneTests {
  let scene = PipScene()
  let s: ScriptedSession

  init() { s = ScriptedSession(scene: scene) }

  /// A quick flick of 60 pt in `direction` from where the PiP is.
  func flick(_ direction: Vector2) {
    let start = scene.center + Vector2(x: 10, y: 20)  // off-centre: the grab offset is kept
    s.press(start)
    s.drag(from: start, to: start + direction.scaled(by: 60 / direction.magnitude), over: 0.05)
    s.release(start + direction.scaled(by: 60 / direction.magnitude))
  }

  @Test("flicks land in each of the four corners", arguments: PipScene.Corner.allCases)
  func flickToCorner(corner: PipScene.Corner) {
    if corner == .bottomRight {  // start elsewhere so the flick has somewhere to go
      s.key(.left)
      #expect(s.settle())
    }
    let to = scene.slotCenter(corner) - scene.center
    flick(to)
    #expect(scene.corner == corner)
    #expect(s.settle())
    #expect(scene.center == scene.slotCenter(corner))
  }

  @Test("a slow drag lands at the nearest corner")
  func slowDrag() {
    let start = scene.center
    let end = Vector2(x: 200, y: 600)  // nearest: bottom left
    s.press(start)
    s.drag(from: start, to: end, over: 2)
    s.run(0.1)
    s.release(end)
    #expect(scene.corner == .bottomLeft)
    #expect(s.settle())
    #expect(scene.center == scene.slotCenter(.bottomLeft))
  }

  @Test("catching it mid-flight holds it where it is, keeping the grab offset")
  func catchMidFlight() {
    s.key(.up)
    s.run(0.12)
    let c = scene.center
    let grab = c + Vector2(x: -20, y: 30)
    s.press(grab)
    #expect(scene.center == c && scene.velocity == .zero)
    s.drag(from: grab, to: grab + Vector2(x: 5, y: 5), over: 1.0 / 60)
    #expect(isClose(scene.center, c + Vector2(x: 5, y: 5), within: 1e-9))
    s.release(grab + Vector2(x: 5, y: 5))
    #expect(s.settle())
  }

  @Test("a window resize keeps it in its corner")
  func resize() {
    s.send(.resized(Size(width: 900, height: 700), time: s.time))
    #expect(scene.center == scene.slotCenter(.bottomRight) && scene.center.x == 900 - 23 - 43)
  }

  @Test(
    "in a window too small for two slots a side, the PiP and its slots shrink: none overlaps another, all inside",
    arguments: [Size(width: 400, height: 300), Size(width: 200, height: 200), Size(width: 640, height: 480)])
  func smallWindow(size: Size) {
    s.send(.resized(size, time: s.time))
    s.run(0.1)
    let shown = scene.shownSize
    let full = size.width >= 2 * (23 + 86) + 12 && size.height >= 32 + 50 + 2 * 130 + 12
    #expect((shown == PipScene.pipSize) == full)
    #expect(scene.pip.frame.size == shown && scene.center == scene.slotCenter(.bottomRight))
    let slots = PipScene.Corner.allCases.map { c in
      Rect(origin: scene.slotCenter(c) - Vector2(x: shown.width / 2, y: shown.height / 2), size: shown)
    }
    for (i, a) in slots.enumerated() {
      #expect(a.minX >= 0 && a.maxX <= size.width && a.minY >= 32 && a.maxY <= size.height, "\(a)")
      for b in slots[(i + 1)...] { #expect(a.intersection(b) == nil, "\(a) overlaps \(b)") }
    }
  }
}
