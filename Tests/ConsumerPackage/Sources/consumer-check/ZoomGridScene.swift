// An adopter's grid of cards, each zooming to fill the window on a click (iOS 18's zoom).
import FluidMotion
import FluidUI

final class ZoomGridScene: Scene {
  let context: SceneContext
  let title = "Photos"
  let root = Layer()
  var zooms: [ZoomTransition] = []

  init(context: SceneContext = SceneContext()) {
    self.context = context
    for hex: UInt32 in [0xE01B24, 0xFF7800, 0xF6D32D, 0x33D17A, 0x3584E4, 0x9141AC] {
      let card = Layer()
      card.fill = .solid(Color(hex: hex))
      root.addSublayer(card)
      let zoom = ZoomTransition(layer: card, source: .zero, destination: .zero, animator: context.animator)
      zoom.onChange = { [unowned zoom] in card.zPosition = zoom.progress }  // the moving card on top
      zoom.makeInteractive(in: context.gestures, edgeSwipeOn: root)
      zooms.append(zoom)
    }
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    let cell = Size(width: (size.width - 40) / 3, height: (size.height - 30) / 2)
    for (i, zoom) in zooms.enumerated() {
      let x = 10 + Double(i % 3) * (cell.width + 10)
      zoom.source = Rect(origin: Vector2(x: x, y: 10 + Double(i / 3) * (cell.height + 10)), size: cell)
      zoom.destination = root.bounds
    }
  }
  func handle(_ event: InputEvent) -> Bool { false }
}
