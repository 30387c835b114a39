import FluidMotion
import FluidUI
import Testing

/// An adopter's scene declared on the main actor, as the loop, the platform and the display are.
@MainActor
final class MainActorCard: Scene {
  let context = SceneContext()
  let title = "Card"
  let root = Layer()
  let card = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 200))
  private(set) var taps = 0
  private lazy var gestures = GestureArena(root: root, settings: context.gestureSettings)

  init() {
    root.addSublayer(card)
    gestures.add(TapGestureRecognizer { [weak self] _ in self?.taps += 1 }, to: card)
  }

  func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }
  func handle(_ event: InputEvent) -> Bool { gestures.handle(event) }
  func update(at time: Double) { gestures.tick(at: time) }
}

@Suite("A scene on the main actor")
@MainActor
struct MainActorSceneTests {
  @Test("an adopter's @MainActor scene conforms to Scene and runs on a virtual display")
  func runs() {
    let scene = MainActorCard()
    let display = VirtualDisplay(scene: scene)
    display.click(Vector2(x: 200, y: 200))
    display.run(for: 0.2)
    display.click(Vector2(x: 20, y: 20))  // outside the card: not a tap
    display.run(for: 0.2)
    #expect(scene.taps == 1)
  }
}
