import FluidMotion
import FluidScenes
import FluidUI
import TestSupport
import Testing

/// What a frame repaints in the real scenes: the draw lists' damage.
@Suite("Damage in the scenes")
@MainActor
struct DamageSceneTests {
  let window = Size(width: 1280, height: 800)

  func commands(_ scene: any Scene) -> [DrawCommand] {
    var out: [DrawCommand] = []
    scene.root.render(into: &out)
    return out
  }

  @Test("a key press on the idle calculator repaints that key and the display, not the window")
  func calculatorKeyPress() throws {
    let host = SceneHost(entry: try SceneCatalog.find("calculator"), context: SceneContext())
    let session = ScriptedSession(scene: host, size: window)
    session.run(0.2)
    let before = commands(host)
    let five = Vector2(x: 596, y: 464)
    let key = try #require(host.root.hitTest(five)).frameInWindow
    session.press(five)
    session.frame()
    let damage = DrawDamage.between(before, commands(host), window: window)
    let area = damage.reduce(0) { $0 + $1.size.width * $1.size.height }
    #expect(!damage.isEmpty)
    #expect(
      damage.contains {
        $0.minX <= key.minX && $0.minY <= key.minY && $0.maxX >= key.maxX && $0.maxY >= key.maxY
      })
    #expect(area < 0.03 * window.width * window.height)  // the key and the display's digits
  }

  /// The damage of the frame after `name` ran `settle` s, took `keys` and ran 0.1 s more, at `size`.
  func nextFrameDamage(_ name: String, size: Size, settle: Double, keys: [Key]) throws -> [Rect] {
    let host = SceneHost(entry: try SceneCatalog.find(name), context: SceneContext())
    let session = ScriptedSession(scene: host, size: size)
    session.run(settle)
    for key in keys { session.key(key) }
    session.run(0.1)
    let before = commands(host)
    session.frame()
    return DrawDamage.between(before, commands(host), window: size)
  }

  @Test("the pane sliding up repaints a band, not the window")
  func paneSlides() throws {
    let damage = try nextFrameDamage("pane", size: window, settle: 0.1, keys: [.space])
    let area = damage.reduce(0) { $0 + $1.size.width * $1.size.height }
    #expect(!damage.isEmpty)
    #expect(area < 0.25 * window.width * window.height)
  }

  @Test("the list gliding while the strip pages repaints the two columns, not the window between them")
  func scrollListAndStrip() throws {
    let wide = Size(width: 1920, height: 1080)
    // Space: the list glides a screen down; Right: the strip pages.
    let damage = try nextFrameDamage("scroll", size: wide, settle: 0.2, keys: [.space, .right])
    let area = damage.reduce(0) { $0 + $1.size.width * $1.size.height }
    #expect(!damage.isEmpty)
    // The columns are 420 pt wide: the list about 900 pt tall, the strip 240 pt; their bounding
    // box would be over half the window.
    #expect(area < 0.3 * wide.width * wide.height, "\(damage)")
  }
}
