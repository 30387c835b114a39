import FluidMotion
import FluidUI
import Testing
import TestSupport

@Suite("Layers")
struct LayerTests {
  @Test("a child outlives its parent: it has no parent then, and a parent lets go of a removed child")
  func childOutlivesParent() {
    let child = Layer()
    var parent: Layer? = Layer()
    parent?.addSublayer(child)
    #expect(child.superlayer === parent)
    let other = Layer()
    parent?.addSublayer(other)
    other.removeFromSuperlayer()
    #expect(other.superlayer == nil)
    weak let gone = parent
    parent = nil
    #expect(gone == nil, "the child does not keep its parent alive")
    #expect(child.superlayer == nil)
    #expect(child.treeTop === child)
    child.frame.origin.x = 5  // a change counts at the child's own top, not at a freed parent
    #expect(child.treeChanges > 0)
    // A child moved to a new parent keeps it when the old one ends.
    var old: Layer? = Layer()
    let adopter = Layer()
    old?.addSublayer(child)
    adopter.addSublayer(child)
    old = nil
    #expect(child.superlayer === adopter)
    #expect(adopter.sublayers.count == 1)
  }

  @Test("a layer is a descendant of itself and of every layer above it, of no other")
  func descendant() {
    let (root, panel, button, other) = (Layer(), Layer(), Layer(), Layer())
    root.addSublayer(panel)
    panel.addSublayer(button)
    root.addSublayer(other)
    #expect(
      button.isDescendant(of: button) && button.isDescendant(of: panel) && button.isDescendant(of: root))
    #expect(!button.isDescendant(of: other) && !panel.isDescendant(of: button))
    button.removeFromSuperlayer()
    #expect(!button.isDescendant(of: root))
  }

  @Test("hit testing finds the deepest visible layer, in window coordinates")
  func hitTest() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let card = Layer(frame: Rect(x: 100, y: 100, width: 200, height: 100))
    let button = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    root.addSublayer(card)
    card.addSublayer(button)
    #expect(root.hitTest(Vector2(x: 115, y: 115)) === button)
    #expect(root.hitTest(Vector2(x: 250, y: 150)) === card)
    #expect(root.hitTest(Vector2(x: 5, y: 5)) === root)
    #expect(root.hitTest(Vector2(x: 500, y: 5)) == nil)
    button.isHidden = true
    #expect(root.hitTest(Vector2(x: 115, y: 115)) === card)
    #expect(button.frameInWindow.origin == Vector2(x: 110, y: 110))
  }

  @Test("rendering emits shadow, fill, border and text in order, with alpha multiplied down the tree")
  func render() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let card = Layer(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    card.fill = .solid(.white)
    card.shadow = Shadow()
    card.border = (1, .black)
    card.text = "Hi"
    card.cornerRadius = 80  // clamped to half the shorter side
    root.alpha = 0.5
    root.addSublayer(card)
    var list: [DrawCommand] = []
    root.render(into: &list)
    #expect(list.count == 4)
    guard case .roundedRect(let rect, let radius, let fill, _) = list[1] else {
      Issue.record("expected the fill second")
      return
    }
    #expect(rect == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(radius == 25)
    #expect(fill == .solid(Color(white: 1, alpha: 0.5)))
  }

  @Test("colours from hex, mixing and gradients")
  func colors() {
    let c = Color(hex: 0x64CCF7)
    #expect(isClose(c.red, 100.0 / 255, within: 1e-12))
    let g = Fill.verticalGradient(top: .black, bottom: .white)
    #expect(isClose(g.color(at: 0.25).red, 0.25, within: 1e-12))
    #expect(Color.black.mixed(with: .white, 2) == .white)
  }

  /// An unturned, unscaled layer's map skips the sine and the products, and is the same numbers.
  @Test(
    "an untransformed layer's map equals the full composition, to the last bit",
    arguments: [
      (Rect(x: 10.3, y: -7.1, width: 33.7, height: 0.1), Vector2(x: 0.5, y: 0.5), Vector2(x: 1e-9, y: -3)),
      (Rect(x: 1e6, y: 0.1, width: 0.3, height: 1e5), Vector2(x: 0.25, y: 1), Vector2(x: -0.1, y: 0.2)),
      (Rect(x: -0.0, y: 5, width: 0, height: 7), Vector2(x: 0, y: 0), Vector2(x: 0, y: -0.0)),
    ])
  func unturnedMap(frame: Rect, anchor: Vector2, translation: Vector2) {
    let layer = Layer(frame: frame)
    layer.anchorPoint = anchor
    layer.transform = LayerTransform(translation: translation)
    let a = Vector2(x: anchor.x * frame.size.width, y: anchor.y * frame.size.height)
    let full = Transform2D.translation(
      frame.origin.x + a.x + translation.x, frame.origin.y + a.y + translation.y
    )
    .rotated(by: 0).scaled(by: 1, 1).translated(-a.x, -a.y)
    let fast = layer.localTransform
    #expect(
      [fast.a, fast.b, fast.c, fast.d, fast.tx, fast.ty] == [
        full.a, full.b, full.c, full.d, full.tx, full.ty,
      ])
    #expect(fast.tx.bitPattern == full.tx.bitPattern && fast.ty.bitPattern == full.ty.bitPattern)
  }
}
