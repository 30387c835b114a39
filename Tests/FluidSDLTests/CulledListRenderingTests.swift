import FluidMotion
import FluidUI
import Testing

@testable import FluidSDL

/// A scroll view over 2,000 row layers: culled, walked through its children's index.
private final class EagerList: Scene {
  let context = SceneContext()
  let title = "2000 rows"
  let root = Layer()
  let scroll: ScrollView

  init() {
    scroll = ScrollView(animator: context.animator)
    root.fill = .solid(Color(white: 0.05))
    for i in 0..<2000 {
      let row = Layer(frame: Rect(x: 8, y: Double(i) * 44, width: 300, height: 40))
      row.fill = .solid(Color(hex: i % 2 == 0 ? 0x30D158 : 0x0A84FF))
      row.cornerRadius = 8
      row.text = "Row \(i)"
      scroll.content.addSublayer(row)
    }
    root.addSublayer(scroll.layer)
    context.gestures.add(scroll.panGestureRecognizer, to: scroll.layer)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    scroll.layout(
      frame: Rect(x: 20, y: 30, width: 320, height: size.height - 60),
      contentSize: Size(width: 320, height: 2000 * 44))
  }

  func handle(_ event: InputEvent) -> Bool { false }
}

extension RenderingTests {
  @Test(
    "a flicked list of 2,000 row layers, culled, drawn only where it changed, equals the frame drawn whole")
  func culledListDamage() throws {
    let size = Size(width: 400, height: 300)
    let scene = EagerList()
    let partial = try OffscreenCanvas(size: size, scale: 1)
    let whole = try OffscreenCanvas(size: size, scale: 1)
    whole.skipsHidden = false
    var events: [InputEvent] = [
      .pointerDown(position: Vector2(x: 150, y: 250), time: 0.2, button: .primary, pressure: nil)
    ]
    for i in 1...6 {
      events.append(
        .pointerMoved(
          position: Vector2(x: 150, y: 250 - 35 * Double(i)), time: 0.2 + Double(i) / 60, pressure: nil))
    }
    events.append(.pointerUp(position: Vector2(x: 150, y: 40), time: 0.3, button: .primary))
    let platform = VirtualPlatform(size: size, fps: 60, events: events)
    platform.canvas = partial
    platform.presentsPartially = true
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.endTime = 2.5
    let check = DamageCheck(partial: partial, whole: whole, background: Color(white: 0.05))
    loop.observers.append(check)
    try loop.run()
    #expect(scene.scroll.contentOffset.y > 1000)  // it glided past many rows
    #expect(check.frames > 60)
    #expect(check.mismatches == 0, "\(check.mismatches) of \(check.frames) frames differ from a full redraw")
  }
}
