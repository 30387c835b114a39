// The test shown in FluidUI's article "Writing your own scene" and in VirtualDisplay's documentation.
import FlingCard
import FluidUI
import Testing

@Test @MainActor func flickDismisses() {
  let card = CardScene()
  let display = VirtualDisplay(scene: card, size: Size(width: 800, height: 600))
  display.press(Vector2(x: 400, y: 300))
  display.drag(from: Vector2(x: 400, y: 300), to: Vector2(x: 520, y: 300), over: 0.064)
  display.release(Vector2(x: 520, y: 300))
  display.run(for: 2)
  #expect(card.dismissed == 1)
}
