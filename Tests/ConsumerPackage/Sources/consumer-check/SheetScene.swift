// An adopter's sheet with three detents: closed, half and full; dragged, flicked, caught.
import FluidMotion
import FluidUI

final class SheetScene: Scene {
  let context: SceneContext
  let title = "Sheet"
  let root = Layer()
  let sheet = Layer()
  lazy var top = SnappingValue(points: [0.0, 0, 0], animator: context.animator)

  init(context: SceneContext = SceneContext()) {
    self.context = context
    root.addSublayer(sheet)
    top.onChange = { [unowned self] y in sheet.frame.origin.y = y }
    context.gestures.add(
      PanGestureRecognizer(beginsOnPress: true) { [unowned self] pan in
        if pan.state == .began { top.grab() }
        if pan.state == .changed { top.drag(translation: pan.translation.y) }
        if pan.state == .ended || pan.state == .cancelled { top.release(velocity: pan.velocity.y) }
      }, to: sheet)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    sheet.frame = Rect(x: 0, y: top.value, width: size.width, height: size.height)
    top.move(points: [size.height - 60, size.height / 2, 40])
  }
  func handle(_ event: InputEvent) -> Bool { false }
}
