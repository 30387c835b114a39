import FlingCard
import FluidMotion
import FluidUI
import Testing

/// The card on a virtual 60 Hz display: the same frame core a window runs, with scripted input.
@MainActor
final class VirtualDisplay {
  let scene = CardScene()
  let core: FrameCore
  private(set) var now = 0.0
  private var commands: [DrawCommand] = []

  init() {
    scene.layout(size: Size(width: 800, height: 600))
    core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1.0 / 60))
    run(until: 0)
  }

  /// Draws every frame the core wants up to `time`.
  func run(until time: Double) {
    while let next = core.nextFrameTime(now: now), next <= time {
      now = max(now, next)
      core.runFrame(at: next, into: &commands)
      core.didPresent(frameAt: next, now: next)
    }
    now = time
  }

  /// A drag from `a` through `points`, one move every `step` seconds, then a release.
  func drag(from a: Vector2, through points: [Vector2], step: Double = 0.016) {
    core.handle(.pointerDown(position: a, time: now, button: .primary, pressure: nil), now: now)
    for p in points {
      run(until: now + step)
      core.handle(.pointerMoved(position: p, time: now, pressure: nil), now: now)
    }
    core.handle(.pointerUp(position: points.last ?? a, time: now, button: .primary), now: now)
  }
}

@Suite("A card you fling away")
@MainActor
struct CardSceneTests {
  let centre = Vector2(x: 400, y: 300)

  @Test("a flick flies it off, carrying its velocity; a new card drops in", arguments: [-1.0, 1.0])
  func flickDismisses(direction: Double) {
    let display = VirtualDisplay()
    display.drag(
      from: centre, through: (1...4).map { centre + Vector2(x: direction * 30 * Double($0), y: 0) })
    display.run(until: display.now + 0.05)
    #expect(display.scene.offset.x * direction > 150)  // on its way out
    display.run(until: 5)
    #expect(display.scene.dismissed == 1)
    #expect(display.scene.offset == .zero && display.core.animator.isIdle)
  }

  @Test("a slow drag short of halfway springs back")
  func shortDragReturns() {
    let display = VirtualDisplay()
    display.drag(
      from: centre, through: (1...10).map { centre + Vector2(x: 15 * Double($0), y: 0) }, step: 0.1)
    display.run(until: display.now + 0.2)  // the pointer rested: no momentum
    display.run(until: 5)
    #expect(display.scene.dismissed == 0 && display.scene.offset == .zero)
  }

  @Test("up and down it resists: 200 pt of travel shows as 200^0.7")
  func rubberBand() {
    let display = VirtualDisplay()
    let a = centre
    display.core.handle(.pointerDown(position: a, time: 0.1, button: .primary, pressure: nil), now: 0.1)
    display.core.handle(
      .pointerMoved(position: a + Vector2(x: 0, y: 200), time: 0.2, pressure: nil), now: 0.2)
    display.run(until: 0.25)
    #expect(abs(display.scene.offset.y - RubberBand.power().offset(forOvershoot: 200)) < 1e-9)
  }

  @Test("pressed mid-flight it is caught where it is, and the next move does not jump")
  func caughtMidFlight() {
    let display = VirtualDisplay()
    display.drag(from: centre, through: (1...4).map { centre + Vector2(x: 0, y: 30 * Double($0)) })
    display.run(until: display.now + 0.1)  // springing back from below, resisting
    let shown = display.scene.offset
    #expect(abs(shown.y) > 1)
    let at = centre + shown
    display.core.handle(
      .pointerDown(position: at, time: display.now, button: .primary, pressure: nil), now: display.now)
    display.run(until: display.now + 0.2)
    #expect(display.scene.offset == shown)  // held still where it was caught
    display.core.handle(
      .pointerMoved(position: at + Vector2(x: 1, y: 0), time: display.now, pressure: nil), now: display.now)
    display.run(until: display.now + 0.02)
    #expect(abs(display.scene.offset.y - shown.y) < 1e-6 && abs(display.scene.offset.x - shown.x - 1) < 1e-6)
  }
}
