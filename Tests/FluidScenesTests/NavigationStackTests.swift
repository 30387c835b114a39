import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Navigation stack: the catch layer, the click count, the swipes, on their own")
@MainActor
struct NavigationStackTests {
  /// A window whose whole scene is the stack: no app around it.
  @MainActor
  final class StackWindow: Scene {
    let stack: NavigationStack
    var context: SceneContext { stack.context }
    var root: Layer { stack.layer }
    let title = "stack"
    var isInteracting: Bool { stack.current.isInteracting || stack.transition.isInteractive }
    var nextWakeTime: Double? { stack.current.nextWakeTime }
    var state: [String: Double] { ["nav": stack.transition.progress] }

    init(showing entry: SceneCatalog.Entry = SceneCatalog.menu) {
      stack = NavigationStack(showing: entry, context: SceneContext(), preferences: ScenePreferences())
    }

    func layout(size: Size) { stack.layout(size: size) }
    func handle(_ event: InputEvent) -> Bool { false }
    func update(at time: Double) {
      for hosted in stack.hosted where !hosted.holder.isHidden { hosted.scene.update(at: time) }
    }
    func environmentChanged(_ environment: WindowEnvironment) {}
  }

  let pane = SceneCatalog.available[0]

  func window(_ entry: SceneCatalog.Entry = SceneCatalog.menu) -> (ScriptedSession, NavigationStack) {
    let window = StackWindow(showing: entry)
    return (ScriptedSession(scene: window, size: Size(width: 1280, height: 800)), window.stack)
  }

  @Test("the catch layer takes presses only while the push visibly moves; the scenes take them after")
  func catchLayerFollowsTheMotion() {
    let (s, stack) = window()
    let p = Vector2(x: 640, y: 400)
    #expect(!stack.catchLayer.isUserInteractionEnabled && stack.layer.hitTest(p) !== stack.catchLayer)
    stack.push(pane)
    s.frame()
    #expect(stack.isVisiblyMoving && stack.layer.hitTest(p) === stack.catchLayer)
    while stack.isVisiblyMoving { s.frame() }
    #expect(stack.transition.isAnimating, "the tail still runs")
    let hit = stack.layer.hitTest(p)
    #expect(hit !== stack.catchLayer && hit !== nil)
    s.press(p)  // lands the tail on the press's frame: the pane holds still under the press
    s.frame()
    #expect(!stack.transition.isAnimating && stack.transition.progress == 1)
    s.release(p)
  }

  @Test("a press mid-push catches it where it is; a drag to the right pops with the hand")
  func pressCatches() {
    let (s, stack) = window()
    stack.push(pane)
    s.run(0.15)
    let caught = stack.transition.progress
    #expect(caught > 0.1 && caught < 0.9)
    s.press(Vector2(x: 640, y: 400))
    s.run(0.2)
    #expect(abs(stack.transition.progress - caught) < 1e-9, "held where it was caught")
    s.drag(from: Vector2(x: 640, y: 400), to: Vector2(x: 1040, y: 400), over: 0.1)
    #expect(abs(stack.transition.progress - (caught - 400.0 / 1280)) < 1e-6, "1:1 with the hand")
    s.release(Vector2(x: 1040, y: 400))
    #expect(s.settle() && stack.transition.progress == 0 && stack.top == nil)
    #expect(stack.forwardIndex == pane.index)
  }

  @Test(
    "the second click of a double click that pushed is no catch: the push goes on",
    arguments: [0.1, 0.3])
  func secondClickIsNoCatch(gap: Double) {
    let (s, stack) = window()
    let p = Vector2(x: 640, y: 400)
    s.click(p, hold: 0.05)  // the first click (on the menu), then its scene is pushed
    stack.push(pane)
    s.run(gap - 0.05)
    s.press(p)
    s.run(0.05)
    #expect(!stack.transition.isInteractive && stack.transition.isAnimating, "not caught")
    s.release(p)
    #expect(s.settle() && stack.transition.progress == 1)
    // A first click later catches as ever.
    stack.pop()
    s.run(0.1)
    s.press(p)
    #expect(stack.transition.isInteractive)
    s.release(p)
  }

  @Test("a swipe from the left edge pops with the pointer, 1:1; released past half way at rest, it pops")
  func edgeSwipe() {
    let (s, stack) = window(pane)
    s.press(Vector2(x: 10, y: 400))
    s.drag(from: Vector2(x: 10, y: 400), to: Vector2(x: 650, y: 400), over: 0.3)
    #expect(abs(stack.transition.progress - 0.5) < 1e-6)
    s.run(0.2)  // rests: the projected landing is where it is
    s.release(Vector2(x: 700, y: 400))
    #expect(s.settle() && stack.isMenu && stack.top == nil)
  }
}
