import FluidReplay
import FluidScenes
import FluidUI
import Foundation
import Testing

@testable import FluidSDL

extension RenderingTests {
  @Test(
    "every frame of every recorded session drawn only where it changed, fills and copies written directly, equals the frame drawn whole by SDL",
    arguments: traces.map { ($0, 1.0) } + [
      ("pane", 2.0), ("drawer", 2.0), ("rotation", 2.0), ("scroll", 2.0),
    ])
  func damageEqualsFullRedraw(name: String, scale: Double) throws {
    let replay = try ReplayFile.read(path: Self.corpus.appendingPathComponent("\(name).jsonl").path)
    let scene = SceneHost(entry: try SceneCatalog.find(replay.scene), context: SceneContext())
    let partial = try OffscreenCanvas(size: replay.size, scale: scale)
    let whole = try OffscreenCanvas(size: replay.size, scale: scale)
    whole.skipsHidden = false  // the reference: every command drawn everywhere it reaches,
    // Filled, blended and copied by SDL. (A debug build copies one pixel at a time: that the eight at
    // a time give the same pixels, DirectCopyTests checks.)
    whole.fillsDirectly = false
    let platform = VirtualPlatform(size: replay.size, fps: 60, events: replay.events)
    platform.canvas = partial
    platform.presentsPartially = true  // the loop draws only the damage, as in a window
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.endTime = (replay.events.last?.time ?? 0) + 2
    let check = DamageCheck(partial: partial, whole: whole, background: scene.root.solidColor ?? .black)
    loop.observers.append(check)
    try loop.run()
    let (frames, partialFrames, mismatches) = (check.frames, check.partialFrames, check.mismatches)
    #expect(frames > 10)
    #expect(mismatches == 0, "\(mismatches) of \(frames) frames differ from a full redraw")
    #expect(partialFrames > 0)  // the damage path was exercised
  }
}

/// Draws each frame whole beside the loop's partial drawing and counts the frames that differ.
@MainActor
final class DamageCheck: FrameObserver {
  let partial: OffscreenCanvas
  let whole: OffscreenCanvas
  let background: Color
  var (frames, partialFrames, mismatches) = (0, 0, 0)

  init(partial: OffscreenCanvas, whole: OffscreenCanvas, background: Color) {
    (self.partial, self.whole, self.background) = (partial, whole, background)
  }

  func willPresent(_ frame: Frame, on platform: any Platform) throws {
    whole.draw(frame.commands, background: background)
    if frame.damage.map({ !$0.isEmpty && $0.count < 8 }) == true { partialFrames += 1 }
    if !partial.hasSamePixels(as: whole) { mismatches += 1 }
    frames += 1
  }
}

extension RenderingTests {
  /// A session on the menu at 640 × 480: a drag and a flick of its clipped list, the wheel, a row
  /// opened (a push), and a swipe back from the left edge (a pop).
  static var navigationSession: [InputEvent] {
    var events: [InputEvent] = []
    var t = 0.3
    func drag(_ a: Vector2, _ b: Vector2, steps: Int, dt: Double) {
      events.append(.pointerDown(position: a, time: t, button: .primary, pressure: nil))
      for i in 1...steps {
        t += dt
        let p = a + (b - a) * (Double(i) / Double(steps))
        events.append(.pointerMoved(position: p, time: t, pressure: nil))
      }
      events.append(.pointerUp(position: b, time: t, button: .primary))
      t += 0.6
    }
    drag(Vector2(x: 320, y: 420), Vector2(x: 320, y: 300), steps: 12, dt: 0.03)  // scroll
    drag(Vector2(x: 320, y: 200), Vector2(x: 320, y: 380), steps: 6, dt: 0.016)  // flick back, bounce
    events.append(.wheel(delta: Vector2(x: 0, y: -90), position: Vector2(x: 320, y: 240), time: t))
    t += 0.4
    events.append(.pointerDown(position: Vector2(x: 320, y: 200), time: t, button: .primary, pressure: nil))
    t += 0.08
    events.append(.pointerUp(position: Vector2(x: 320, y: 200), time: t, button: .primary))
    t += 1
    drag(Vector2(x: 4, y: 300), Vector2(x: 500, y: 300), steps: 20, dt: 0.016)  // swipe back
    return events
  }

  @Test("the menu's clipped list scrolled and a push and a swipe back, drawn only where they changed")
  func navigationDamage() throws {
    let size = Size(width: 640, height: 480)
    let scene = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    let partial = try OffscreenCanvas(size: size, scale: 1)
    let whole = try OffscreenCanvas(size: size, scale: 1)
    whole.skipsHidden = false
    let events = Self.navigationSession
    let platform = VirtualPlatform(size: size, fps: 60, events: events)
    platform.canvas = partial
    platform.presentsPartially = true
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.quitKeys = []
    loop.endTime = (events.last?.time ?? 0) + 2
    let check = DamageCheck(partial: partial, whole: whole, background: scene.root.solidColor ?? .black)
    loop.observers.append(check)
    try loop.run()
    #expect(check.frames > 100 && check.partialFrames > 0)
    #expect(check.mismatches == 0, "\(check.mismatches) of \(check.frames) frames differ from a full redraw")
  }
}

extension RenderingTests {
  @Test(
    "two clipped areas meeting inside a pixel (scale 1.5, an edge at 201 pt): the lower one's edge row is kept when the upper one scrolls",
    arguments: [1.5, 1.25])
  func clipsMeetingInsideAPixel(scale: Double) throws {
    let size = Size(width: 200, height: 300)
    func frame(_ offset: Double) -> [DrawCommand] {
      let rows = (0..<8).map { i in
        DrawCommand.roundedRect(
          Rect(x: 10, y: 20 + Double(i) * 30 - offset, width: 180, height: 24), cornerRadius: 4,
          fill: .solid(Color(hex: i % 2 == 0 ? 0xFF375F : 0x0A84FF)))
      }
      let panel = DrawCommand.roundedRect(
        Rect(x: 0, y: 195, width: 200, height: 60), cornerRadius: 0, fill: .solid(Color(hex: 0x30D158)))
      return [.clip(Rect(x: 0, y: 0, width: 200, height: 201))] + rows
        + [.clip(Rect(x: 0, y: 201, width: 200, height: 99)), panel, .clip(nil)]
    }
    let partial = try OffscreenCanvas(size: size, scale: scale)
    let whole = try OffscreenCanvas(size: size, scale: scale)
    whole.skipsHidden = false
    var shown = frame(0)
    partial.draw(shown, background: .black)
    for step in 1...12 {
      let next = frame(Double(step) * 7)
      partial.draw(next, background: .black, damage: DrawDamage.between(shown, next, window: size))
      whole.draw(next, background: .black)
      #expect(partial.hasSamePixels(as: whole), "step \(step)")
      shown = next
    }
  }
}
