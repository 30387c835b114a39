import FluidMotion
import FluidUI
import Testing
import TestSupport

/// The example of the "Interruptible gestures" article, as written there, driven by scripted input.
@Suite("Interruptible gestures article")
@MainActor
final class InterruptibleGesturesTests {
  let animator = Animator()
  let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 800))
  let sheet = Layer(frame: Rect(x: 0, y: 600, width: 400, height: 700))
  lazy var gestures = GestureArena(root: root)
  var time = 0.0

  init() { root.addSublayer(sheet) }

  /// Plays `events` on a 120 Hz clock, advancing the animator to each event's time.
  func play(_ events: [InputEvent]) {
    for event in events {
      while time + 1.0 / 120 < event.time {
        time += 1.0 / 120
        animator.advance(to: time)
      }
      gestures.handle(event)
    }
  }

  /// The article's example: a sheet sliding up, caught, scrubbed and thrown by a pan.
  func makeExample() -> PropertyAnimator {
    let sheet = self.sheet
    let open = PropertyAnimator(duration: 0.5, dampingRatio: 1, animator: animator) {
      sheet.frame.origin.y = 100  // from 600: a move of -500 pt
    }
    var startFraction = 0.0
    let pan = PanGestureRecognizer(beginsOnPress: true) { pan in
      switch pan.state {
      case .began:
        open.pauseAnimation()  // caught where it is on screen
        startFraction = open.fractionComplete
      case .changed:
        open.fractionComplete = startFraction - pan.translation.y / 500
      case .ended, .cancelled:
        let velocity = -pan.velocity.y / 500  // fractions of the move per second
        open.continueAnimation(
          withTimingParameters: .springDamping(ratio: 0.9, initialVelocity: velocity), durationFactor: 0)
      default: break
      }
    }
    gestures.add(pan, to: sheet)
    return open
  }

  @Test("caught mid-flight without a jump, scrubbed, then thrown on at the pointer's velocity")
  func catchFollowThrow() {
    animator.advance(to: 0)
    let open = makeExample()
    open.startAnimation()

    time = 0.1
    animator.advance(to: time)
    let caughtAt = sheet.frame.origin.y
    #expect(caughtAt < 600 && caughtAt > 100)
    var script = EventScript(at: Vector2(x: 200, y: caughtAt + 10), time: time)
    script.down()
    play(script.events)
    #expect(sheet.frame.origin.y == caughtAt && !open.isRunning)  // no jump when caught

    script = EventScript(at: Vector2(x: 200, y: caughtAt + 10), time: time)
    script.move(to: Vector2(x: 200, y: caughtAt - 90), over: 0.1)
    script.up()
    play(script.events)
    #expect(isClose(sheet.frame.origin.y, caughtAt - 100, within: 1))  // followed the pointer
    let before = sheet.frame.origin.y
    time += 0.0005
    animator.advance(to: time)
    let speed = (sheet.frame.origin.y - before) / 0.0005
    #expect(speed < -600 && speed > -1400)  // thrown on at about the pointer's -1000 pt/s
    animator.advance(to: time + 2)
    #expect(sheet.frame.origin.y == 100 && open.state == .inactive)
  }
}
