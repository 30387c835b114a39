import FluidMotion
import FluidUI
import Testing
import TestSupport

/// What the deprecated persistent completions are reached through: their tests call them by a
/// requirement, not by name, so the suite builds without warnings.
protocol PersistentCompletion: AnyObject {
  var onComplete: ((AnimatingPosition) -> Void)? { get set }
}

extension InteractiveTransition: PersistentCompletion {}
extension ZoomTransition: PersistentCompletion {}

/// Fluid's one completion shape: `addCompletion(_:)` with a handler of the end reached, called once at
/// the first end after it was added (UIKit's `UIViewPropertyAnimator`), on everything that completes.
@Suite("One completion shape")
@MainActor
final class CompletionShapeTests {
  let animator = Animator()
  var time = 0.0
  var heard: [String] = []

  init() { animator.advance(to: 0) }

  func run(_ seconds: Double) { animator.tick(seconds, from: &time) }

  @Test("a transition calls each completion once, in order; one added by a completion waits for the next end")
  func transitionOnce() {
    let transition = InteractiveTransition(animator: animator)
    transition.addCompletion { [unowned self] in heard.append("a \($0)") }
    transition.addCompletion { [unowned self] end in
      heard.append("b \(end)")
      transition.addCompletion { [unowned self] in heard.append("c \($0)") }
    }
    transition.finish()
    run(1.5)
    #expect(heard == ["a end", "b end"])
    transition.cancel()
    run(1.5)
    #expect(heard == ["a end", "b end", "c start"])
    transition.finish()
    run(1.5)
    #expect(heard.count == 3)  // nothing left to call
  }

  @Test("a jump lands without completing; the completion waits for a spring's landing")
  func jumpDoesNotComplete() {
    let transition = InteractiveTransition(animator: animator)
    transition.addCompletion { [unowned self] in heard.append("\($0)") }
    transition.jump(to: 1)
    #expect(heard.isEmpty)
    transition.cancel()
    run(1.5)
    #expect(heard == ["start"])
  }

  @Test("a zoom's completion comes after its layer took the landing's place")
  func zoomAfterLayer() {
    let card = Layer()
    let cell = Rect(x: 40, y: 300, width: 120, height: 160)
    let zoom = ZoomTransition(
      layer: card, source: cell, destination: Rect(x: 0, y: 0, width: 640, height: 480), animator: animator)
    var frameAtEnd: Rect?
    zoom.addCompletion { _ in frameAtEnd = card.frame }
    zoom.open()
    run(2)
    #expect(frameAtEnd == Rect(x: 0, y: 0, width: 640, height: 480))
  }

  @Test("a spring's completion says .end once as it lands; a spring removed first never calls it")
  func springOnce() {
    let landing = SpringAnimation(spring: .snappy, value: 0.0, target: 100.0)
    landing.addCompletion { [unowned self] in heard.append("landed \($0)") }
    animator.add(landing)
    run(2)
    #expect(heard == ["landed end"])
    let removed = SpringAnimation(spring: .snappy, value: 0.0, target: 100.0)
    removed.addCompletion { [unowned self] _ in heard.append("removed") }
    animator.add(removed)
    run(0.05)
    animator.remove(removed)
    run(2)
    #expect(heard == ["landed end"])
  }

  @Test("the animator's completion, for any animation: .end after it is removed, so it may run it again")
  func animatorCompletion() {
    let decay = DecayAnimation(decay: .fast, value: 0.0, velocity: 500.0)
    var runs = 0
    func start() {
      animator.add(decay) { [unowned self] end in
        heard.append("\(end)")
        runs += 1
        if runs < 2 { start() }  // at rest: it finishes again on the next frame
      }
    }
    start()
    run(6)
    #expect(heard == ["end", "end"])
    #expect(animator.isIdle)
  }

  @Test("the deprecated onComplete still hears every landing, beside the completions")
  func deprecatedForward() {
    let transition = InteractiveTransition(animator: animator)
    let persistent: any PersistentCompletion = transition
    persistent.onComplete = { [unowned self] in heard.append("every \($0)") }
    transition.addCompletion { [unowned self] in heard.append("once \($0)") }
    transition.finish()
    run(1.5)
    transition.cancel()
    run(1.5)
    #expect(heard == ["every end", "once end", "every start"])
  }
}
