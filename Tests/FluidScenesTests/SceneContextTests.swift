import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Scene layer: the animator comes with the context")
@MainActor
struct SceneContextTests {
  @Test("every scene animates on its context's animator from creation; the frame core ticks that one")
  func animatorFromContext() {
    let context = SceneContext()
    for entry in [SceneCatalog.menu] + SceneCatalog.available {
      #expect(entry.make(context).animator === context.animator, "\(entry.name)")
    }
    let host = SceneHost(entry: SceneCatalog.available[6], context: context)
    #expect(
      FrameCore(scene: host, scheduler: FrameScheduler(interval: 1.0 / 60)).animator === context.animator)
  }

  @Test("a drawer toggled by key before any pointer event animates at once on the context's animator")
  func animatesBeforeAnyPointer() {
    let context = SceneContext()
    let drawer = DrawerScene(context: context)
    drawer.layout(size: Size(width: 1280, height: 800))
    drawer.performKeyCommand(.space, modifiers: [], time: 0)
    #expect(!context.animator.isIdle && drawer.isOpen)
    context.animator.advance(to: 0)
    context.animator.advance(to: 0.1)
    #expect(drawer.offset < drawer.closedOffset)
  }
}
