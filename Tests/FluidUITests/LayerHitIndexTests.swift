import FluidMotion
import Testing

@testable import FluidUI

/// Hit testing among many children visits only those at the point's height, and finds what walking
/// every child finds.
@Suite("Hit tests follow the screen: many children are found through the child index")
struct LayerHitIndexTests {
  /// The hit test as it was before the index: every child, top first.
  static func walk(_ layer: Layer, _ point: Vector2) -> Layer? {
    guard !layer.isHidden, layer.alpha > 0, layer.isUserInteractionEnabled,
      let inverse = layer.localTransform.inverted
    else { return nil }
    let local = inverse.apply(point)
    let inside = Rect(origin: .zero, size: layer.frame.size).contains(local)
    if inside || !layer.masksToBounds {
      for child in layer.drawingOrder.reversed() {
        if let hit = walk(child, local) { return hit }
      }
    }
    return inside ? layer : nil
  }

  /// A root of `count` children placed at random: some turned or scaled, some hidden, some
  /// clipping a grandchild that reaches out, some with a grandchild reaching out unclipped.
  static func scatter(count: Int, seed: UInt64) -> Layer {
    var rng = SplitMix64(seed: seed)
    let root = Layer(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    for i in 0..<count {
      let r = { (range: ClosedRange<Double>) in Double.random(in: range, using: &rng) }
      let child = Layer(frame: Rect(x: r(-50...950), y: r(-50...950), width: r(1...120), height: r(1...120)))
      switch i % 6 {
      case 0:
        child.transform = LayerTransform(scale: Vector2(x: r(0.5...2), y: r(0.5...2)), rotation: r(-3...3))
      case 1: child.isHidden = true
      case 2, 3:
        let out = Layer(frame: Rect(x: r(-80...80), y: r(-80...80), width: r(5...60), height: r(5...60)))
        child.addSublayer(out)
        child.masksToBounds = i % 6 == 2
      case 4: child.transform = LayerTransform(translation: Vector2(x: r(-40...40), y: r(-40...40)))
      default: break
      }
      root.addSublayer(child)
    }
    return root
  }

  @Test("the index finds what walking every child finds, also after children move", arguments: [40, 400])
  func sameAsWalking(count: Int) {
    let root = Self.scatter(count: count, seed: UInt64(count))
    var rng = SplitMix64(seed: 7)
    var hits = 0
    for round in 0..<2 {
      for _ in 0..<3000 {
        let p = Vector2(
          x: Double.random(in: -100...1100, using: &rng), y: Double.random(in: -100...1100, using: &rng))
        let (found, walked) = (root.hitTest(p), Self.walk(root, p))
        #expect(found === walked, "at \(p), round \(round)")
        if walked !== root && walked != nil { hits += 1 }
      }
      #expect(root.childIndex != nil, "the index was built")
      for (i, child) in root.sublayers.enumerated() where i % 5 == 0 {  // moved after the index was built
        child.frame.origin.y += 150
        child.isHidden.toggle()
      }
    }
    #expect(hits > 300, "the points land on children")
  }

  @Test(
    "a child of NaN or infinite size hides no sibling from a hit test", arguments: [Double.nan, .infinity])
  func nonFiniteSibling(size: Double) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let broken = Layer(frame: Rect(x: 0, y: 0, width: size, height: 10))
    let outside = Layer(frame: Rect(x: 150, y: 150, width: 20, height: 20))  // beyond the root's bounds
    root.addSublayer(broken)
    root.addSublayer(outside)
    let top = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    top.addSublayer(root)
    #expect(top.hitTest(Vector2(x: 160, y: 160)) === outside)
    #expect(top.hitTest(Vector2(x: 50, y: 50)) === root)
    #expect(broken.frame.size.description == "\(size)x10", "described, not trapped")
  }

  @Test("100,000 rows under a still pointer: a hit test visits a handful of them")
  func visitsAFew() {
    let (root, content) = LayerCullingTests.list(count: 100_000, offset: 40 * 50_000)
    #expect(root.hitTest(Vector2(x: 200, y: 205))?.superlayer === content.sublayers[50_002])
    content.frame.origin.y -= 40  // the list moved: its index holds
    #expect(root.hitTest(Vector2(x: 200, y: 205))?.superlayer === content.sublayers[50_003])
    #expect(content.childrenToHit(at: Vector2(x: 200, y: 40 * 50_003 + 10)).count <= 3)
  }

  @Test("what can move a hit or a hover counts at the top of the tree; paint alone does not")
  func treeChangesCount() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let mid = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let leaf = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    root.addSublayer(mid)
    mid.addSublayer(leaf)
    let counted: [(String, () -> Void)] = [
      ("frame", { leaf.frame.origin.x += 1 }), ("transform", { leaf.transform = .scale(2) }),
      ("hidden", { leaf.isHidden = true }), ("shown", { leaf.isHidden = false }),
      ("alpha to 0", { leaf.alpha = 0 }), ("alpha from 0", { leaf.alpha = 0.5 }),
      ("interaction", { leaf.isUserInteractionEnabled = false }), ("cursor", { leaf.cursor = .hand }),
      ("hover fill", { leaf.hoverFill = .solid(.white) }), ("removed", { leaf.removeFromSuperlayer() }),
      ("added", { mid.addSublayer(leaf) }),
    ]
    for (name, change) in counted {
      let before = root.treeChanges
      change()
      #expect(root.treeChanges > before, "\(name)")
    }
    let before = root.treeChanges
    leaf.fill = .solid(.black)
    leaf.cornerRadius = 4
    leaf.alpha = 0.8
    #expect(root.treeChanges == before, "paint alone")
  }

  @Test("a still pointer over a tree that did not change is not tested again; a change is followed")
  func stillPointer() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let button = Layer(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    button.cursor = .hand
    root.addSublayer(button)
    var hover = HoverTracker()
    let p = Vector2(x: 25, y: 25)
    #expect(hover.update(pointer: p, in: root) == .hand)
    #expect(hover.updateStill(pointer: p, in: root) == nil && hover.hitLayer === button)
    button.frame.origin.x = 60  // slid from under the pointer
    #expect(hover.updateStill(pointer: p, in: root) == .arrow && hover.hitLayer === root)
    #expect(hover.updateStill(pointer: p, in: root) == nil)
  }
}
