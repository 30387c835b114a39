import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// Window sizes SDL can report with no window manager to enforce a minimum, points.
let tinySizes = [
  Size(width: 1, height: 1), Size(width: 1, height: 800), Size(width: 800, height: 1),
  Size(width: 2, height: 2), Size(width: 32, height: 32), Size(width: 33, height: 600),
  Size(width: 600, height: 33), Size(width: 64, height: 64), Size(width: 100, height: 40),
]

/// Every scene and the chrome laid out at any size down to 1×1: no trap, every frame finite.
@Suite("Layout at tiny window sizes (headless)")
@MainActor
struct TinyWindowTests {
  /// The layers under `root` whose frame or transform is not finite, or whose size is negative.
  func badFrames(_ root: Layer) -> [String] {
    var bad: [String] = []
    var stack = [root]
    while let l = stack.popLast() {
      let f = l.frame
      let m = l.windowTransform
      let finite = [f.minX, f.minY, f.size.width, f.size.height, m.a, m.b, m.c, m.d, m.tx, m.ty]
        .allSatisfy(\.isFinite)
      if !finite || f.size.width < 0 || f.size.height < 0 {
        bad.append("\(l.text ?? "layer") frame \(f) transform \(m)")
      }
      stack += l.sublayers
    }
    return bad
  }

  @Test("every scene, with its help and physics overlay, lays out at a tiny size", arguments: tinySizes)
  func scenes(size: Size) {
    forEachHostedScene(at: size) { entry, host, s in
      s.run(0.1)
      #expect(badFrames(host.root).isEmpty, "\(entry.name) at \(size)")
      s.key(.character("v"))
      s.key(.character("h"))
      s.run(0.1)
      #expect(badFrames(host.root).isEmpty, "\(entry.name) with overlays at \(size)")
      s.key(.character("h"))
      s.key(.escape)  // back to the menu (or quits it) at this size
      s.run(0.1)
      #expect(badFrames(host.root).isEmpty, "\(entry.name) then the menu at \(size)")
    }
  }

  @Test("a scene resized to a tiny size and back keeps finite frames", arguments: tinySizes)
  func resized(size: Size) {
    for entry in SceneCatalog.available {
      let host = SceneHost(entry: entry, context: SceneContext())
      let s = ScriptedSession(scene: host, size: Size(width: 800, height: 600))
      s.run(0.1)
      s.send(.resized(size, time: s.time))
      s.run(0.1)
      s.click(Vector2(x: size.width / 2, y: size.height / 2))
      s.run(0.5)
      s.send(.resized(Size(width: 800, height: 600), time: s.time))
      s.run(0.1)
      #expect(badFrames(host.root).isEmpty, "\(entry.name) after \(size)")
      let finite = host.state.values.allSatisfy { $0.isFinite }
      #expect(finite, "\(entry.name) state after \(size)")
    }
  }
}
