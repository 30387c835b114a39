import FluidMotion
import Testing

@testable import FluidUI

/// A scene with one layer, for test code that animates it from outside the loop.
@MainActor
final class FadeScene: Scene {
  let context = SceneContext()
  let title = "Fade"
  let root = Layer()
  let dot = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 40))

  init() {
    dot.fill = .solid(.white)
    dot.alpha = 0
    root.addSublayer(dot)
  }

  func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }
  func handle(_ event: InputEvent) -> Bool { false }
}

/// The virtual display's clock as a test sees it: no jump by an idle stretch, a frame every step.
@Suite("A test clock with no surprises (VirtualDisplay)")
@MainActor
struct TestClockTests {
  let scene = FadeScene()
  let display: VirtualDisplay

  init() {
    display = VirtualDisplay(scene: scene)
    display.run(for: 1)  // idle: no frame runs the animator's clock on
  }

  func fade() -> PropertyAnimator {
    PropertyAnimator(duration: 1, curve: .linear, animator: scene.context.animator) { [scene] in
      scene.dot.alpha = 1
    }
  }

  @Test("a fade started from test code after the display idled shows its first frame, not its end")
  func startAfterIdle() {
    let animator = fade()
    animator.startAnimation()
    display.step()
    #expect(scene.dot.alpha > 0 && scene.dot.alpha < 0.05, "\(scene.dot.alpha)")
  }

  @Test("a paused animator continued after a hold goes on from where it paused")
  func continueAfterHold() {
    let animator = fade()
    animator.startAnimation()
    display.run(for: 0.3)
    animator.pauseAnimation()
    let paused = animator.fractionComplete
    display.run(for: 0.3)
    animator.startAnimation()
    display.step()
    #expect(
      animator.fractionComplete > paused && animator.fractionComplete < paused + 0.05,
      "\(paused) → \(animator.fractionComplete)")
  }

  @Test("while something animates, every step draws a frame: one a step once it runs on the grid")
  func stepDraws() {
    let animator = fade()
    animator.startAnimation()
    var drawn: [Int] = []
    for _ in 0..<50 {
      let before = display.frameCount
      display.step()
      drawn.append(display.frameCount - before)
    }
    // From idle the first frame comes at once and the grid's next in the same interval.
    #expect(
      drawn.first.map { (1...2).contains($0) } == true && drawn.dropFirst().allSatisfy { $0 == 1 }, "\(drawn)"
    )
  }

  @Test("with nothing running, a step only moves the clock one interval on")
  func stepIdle() {
    let (before, time) = (display.frameCount, display.now)
    display.step()
    #expect(display.frameCount == before && abs(display.now - time - 1.0 / 60) < 1e-9)
  }
}
