import FluidMotion
import FluidUI
import Testing
import TestSupport

/// Hover and cursors: the deepest layer that names a cursor decides it; the nearest layer with a hover
/// fill (or a hover target) shows it; the drawing has it only while hovered.
@Suite("Hover tracker")
@MainActor
struct HoverTrackerTests {
  /// A root with a row (hand, hover fill) holding a label, and a handle (move) whose thumb shows
  /// its hover.
  func tree() -> (root: Layer, row: Layer, label: Layer, handle: Layer, thumb: Layer) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let row = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 60))
    row.cursor = .hand
    row.hoverFill = .solid(Color(white: 1, alpha: 0.1))
    let label = Layer(frame: Rect(x: 10, y: 10, width: 100, height: 20))
    row.addSublayer(label)
    let handle = Layer(frame: Rect(x: 0, y: 100, width: 400, height: 40))
    handle.cursor = .move
    let thumb = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    thumb.hoverFill = .solid(.black)
    thumb.isUserInteractionEnabled = false
    handle.addSublayer(thumb)
    handle.hoverTarget = thumb
    [row, handle].forEach(root.addSublayer)
    return (root, row, label, handle, thumb)
  }

  @Test("Over a row's label: the row's hand and hover; over a handle: move, shown on its thumb")
  func follows() {
    let t = tree()
    var hover = HoverTracker()
    #expect(hover.update(pointer: Vector2(x: 20, y: 20), in: t.root) == .hand)
    #expect(t.row.isHovered && hover.hovered === t.row)
    #expect(hover.update(pointer: Vector2(x: 200, y: 30), in: t.root) == nil, "same cursor: no request")
    #expect(hover.update(pointer: Vector2(x: 300, y: 120), in: t.root) == .move)
    #expect(!t.row.isHovered && t.thumb.isHovered)
    #expect(hover.update(pointer: Vector2(x: 300, y: 250), in: t.root) == .arrow)
    #expect(!t.thumb.isHovered && hover.hovered == nil)
    _ = hover.update(pointer: Vector2(x: 20, y: 20), in: t.root)
    #expect(hover.clear() == .arrow && !t.row.isHovered)
    #expect(hover.clear() == nil)
  }

  @Test("The hover fill is drawn over the fill only while hovered")
  func drawn() {
    let t = tree()
    t.row.fill = .solid(.white)
    var plain: [DrawCommand] = []
    t.root.render(into: &plain)
    var hover = HoverTracker()
    _ = hover.update(pointer: Vector2(x: 20, y: 20), in: t.root)
    var hovered: [DrawCommand] = []
    t.root.render(into: &hovered)
    #expect(hovered.count == plain.count + 1)
    #expect(
      hovered[1] == .roundedRect(t.row.frame, cornerRadius: 0, fill: .solid(Color(white: 1, alpha: 0.1))))
  }

  @Test("a row that glides under a still pointer lights up once it comes to rest, not while it moves")
  func lightsAtRest() {
    let t = tree()
    var hover = HoverTracker()
    let p = Vector2(x: 20, y: 250)  // over nothing that shows a hover
    _ = hover.update(pointer: p, in: t.root)
    #expect(hover.hovered == nil)
    t.row.frame.origin.y = 220  // the row glides under the pointer
    _ = hover.updateStill(pointer: p, in: t.root)
    #expect(hover.hovered == nil && !t.row.isHovered, "no flash while it moves")
    t.row.frame.origin.y = 230
    _ = hover.updateStill(pointer: p, in: t.root)
    #expect(hover.hovered == nil && hover.cursor == .hand, "its cursor at once")
    _ = hover.updateStill(pointer: p, in: t.root)  // a frame with nothing moved: at rest
    #expect(hover.hovered === t.row && t.row.isHovered)
    #expect(hover.updateStill(pointer: p, in: t.root) == nil && t.row.isHovered)
  }

  @Test(
    "in a window: a row a spring glides under the still pointer lights up on the last frame, with no frame after it"
  )
  func lightsOnTheLastFrame() {
    let scene = GlidingRow()
    let s = ScriptedSession(scene: scene, size: Size(width: 400, height: 300))
    s.display.move(to: Vector2(x: 20, y: 250))
    s.run(0.1)
    #expect(!scene.row.isHovered)
    scene.glide(to: 220)
    s.run(0.05)
    #expect(!scene.row.isHovered, "no flash while it glides")
    #expect(s.settle())
    #expect(scene.row.frame.origin.y == 220 && scene.row.isHovered)
  }
}

/// A row, with a hover, that a spring moves: nothing else in the window asks for frames.
@MainActor
private final class GlidingRow: Scene {
  let context = SceneContext()
  let title = "Row"
  let root = Layer()
  let row = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 60))

  init() {
    row.hoverFill = .solid(Color(white: 1, alpha: 0.1))
    root.addSublayer(row)
  }

  /// Glides the row's top to `y` on a critically damped spring.
  func glide(to y: Double) {
    let slide = SpringAnimation(
      spring: Spring(response: 0.3, dampingRatio: 1), value: row.frame.origin.y, target: y, tolerance: 0.5)
    slide.onUpdate = { [row] value, _ in row.frame.origin.y = value }
    context.animator.add(slide)
  }

  func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }
  func handle(_ event: InputEvent) -> Bool { false }
}
