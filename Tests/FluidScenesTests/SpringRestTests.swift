import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The spring scene's travel and plot for every slider value.
@Suite("Spring scene: one resting place, a plot that stays in its panel")
@MainActor
struct SpringRestTests {
  nonisolated static let dampings = [0.1, 0.15, 0.2, 0.5, 0.8, 1.0]

  @Test(
    "the square rests at the same x for every damping",
    arguments: [Size(width: 1280, height: 800), Size(width: 640, height: 480)])
  func sameRest(size: Size) {
    var rests: [Double] = []
    for d in Self.dampings {
      let scene = SpringScene()
      let s = ScriptedSession(scene: scene, size: size)
      scene.set(damping: d, response: 0.5)
      s.run(0.01)
      rests.append(scene.distance)
    }
    #expect(rests.allSatisfy { isClose($0, rests[0], within: 1e-9) })
  }

  @Test("moving the damping slider at rest does not move the square's resting place", arguments: dampings)
  func sliderAtRest(damping: Double) {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    let before = scene.distance
    scene.set(damping: damping, response: 1)
    s.frame()
    #expect(isClose(scene.distance, before, within: 1e-9))
  }

  @Test(
    "every piece of the plot stays inside its panel, for every damping and response",
    arguments: dampings, [0.1, 1.0, 2.0])
  func plotInside(damping: Double, response: Double) throws {
    let scene = SpringScene()
    let s = ScriptedSession(scene: scene)
    scene.set(damping: damping, response: response)
    s.run(0.3)  // the dot is on the curve
    let panel = try #require(scene.root.sublayers.first)
    let bounds = panel.frameInWindow
    for piece in descendants(of: panel) where !piece.isHidden {
      let m = piece.windowTransform
      let f = piece.frame.size
      for corner in [(0.0, 0.0), (f.width, 0), (0, f.height), (f.width, f.height)] {
        let p = m.apply(Vector2(x: corner.0, y: corner.1))
        #expect(
          p.y >= bounds.minY - 0.5 && p.y <= bounds.maxY + 0.5 && p.x >= bounds.minX - 0.5
            && p.x <= bounds.maxX + 0.5,
          "ζ \(damping), response \(response): a piece at \(p) is outside \(bounds)")
      }
    }
  }

  func descendants(of layer: Layer) -> [Layer] {
    layer.sublayers.flatMap { [$0] + descendants(of: $0) }
  }
}
