import FluidScenes
import FluidUI
import TestSupport
import Testing

/// Scenes the host leaves are freed: a session that switches scenes for an hour holds one of them.
@Suite("Scene lifetime")
@MainActor
struct SceneLifetimeTests {
  @Test(
    "every scene is freed once the host shows another, after being used", arguments: SceneCatalog.available)
  func freedAfterSwitch(entry: SceneCatalog.Entry) {
    let host = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 1024, height: 700))
    weak var left: (any FluidScene)?
    do {
      host.show(index: entry.index)
      left = host.current
      s.click(Vector2(x: 512, y: 400))
      s.drag(from: Vector2(x: 512, y: 400), to: Vector2(x: 300, y: 200), over: 0.1)
      s.key(.character("v"))
      s.key(.space)
      s.run(0.3)
      host.show(index: SceneCatalog.menu.index)
      s.run(1)
    }
    #expect(left == nil, "\(entry.name) is still alive after the host left it")
  }
}
