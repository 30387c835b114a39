#if canImport(Glibc)
  import Glibc
#endif
import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// A scroll view driven as a window drives it: events at their times, the animator at 60 Hz.
final class ScrollRig {
  let animator = Animator()
  let scroll: ScrollView
  /// The arena its pan is a member of, as in a window.
  let arena: GestureArena
  var now = 0.0

  /// A 400 × 600 pt viewport at the origin over `content`.
  init(content: Size = Size(width: 400, height: 3000)) {
    scroll = ScrollView(animator: animator)
    scroll.layout(frame: Rect(x: 0, y: 0, width: 400, height: 600), contentSize: content)
    arena = GestureArena(root: scroll.layer)
    arena.add(scroll.panGestureRecognizer, to: scroll.layer)
    animator.advance(to: 0)
  }

  func run(for seconds: Double, hz: Double = 60) {
    let end = now + seconds
    while now < end - 1e-12 {
      now = min(end, now + 1 / hz)
      animator.advance(to: now)
    }
  }

  /// What a pointer event meant to the scroll view.
  enum Use: Equatable {
    /// Nothing: the content may take the event (a press that is not a catch, a move within the slop).
    case none
    /// A press stopped a moving scroll: the content should not take this press.
    case caught
    /// The pointer drags the content, or the wheel scrolled it.
    case dragging
  }

  /// Sends `event` through the arena; what it meant to the scroll view: a press that caught a
  /// glide (and its release), a drag or a scroll, or nothing.
  @discardableResult
  func send(_ event: InputEvent) -> Use {
    let caught = scroll.press?.caught ?? false
    let used = arena.handle(event)
    switch event {
    case .pointerDown: return scroll.press?.caught == true ? .caught : .none
    case .pointerUp:
      return caught ? .caught : used && scroll.panGestureRecognizer.state != .failed ? .dragging : .none
    default: return used ? .dragging : .none
    }
  }

  /// A press at `a`, moves toward `b` each frame over `seconds`, and a release at `b`.
  func drag(from a: Vector2, to b: Vector2, over seconds: Double, release: Bool = true) {
    send(.pointerDown(position: a, time: now, button: .primary, pressure: nil))
    let frames = Int((seconds * 60).rounded())
    for i in 1...frames {
      run(for: 1.0 / 60)
      send(
        .pointerMoved(position: a + (b - a).scaled(by: Double(i) / Double(frames)), time: now, pressure: nil))
    }
    if release { send(.pointerUp(position: b, time: now, button: .primary)) }
  }
}

@Suite("Scroll view (UIScrollView's physics and names)")
struct ScrollViewTests {
  let centre = Vector2(x: 200, y: 300)

  @Test("a drag follows 1:1 inside the ends", arguments: [50.0, 300])
  func followsOneToOne(distance: Double) {
    let rig = ScrollRig()
    rig.scroll.contentOffset = Vector2(x: 0, y: 1000)
    rig.drag(from: centre, to: centre + Vector2(x: 0, y: distance), over: 0.5, release: false)
    #expect(isClose(rig.scroll.contentOffset.y, 1000 - distance, within: 1e-9))
    #expect(rig.scroll.isDragging && rig.scroll.isTracking && !rig.scroll.isDecelerating)
  }

  @Test(
    "past an end it resists on UIKit's bounded rubber band; without bounces it stops",
    arguments: [true, false])
  func rubberBand(bounces: Bool) {
    let rig = ScrollRig()
    rig.scroll.bounces = bounces
    rig.drag(from: centre, to: centre + Vector2(x: 0, y: 200), over: 0.5, release: false)
    let expected = bounces ? RubberBand.bounded(dimension: 600).clamp(-200, to: 0...2400) : 0
    #expect(isClose(rig.scroll.contentOffset.y, expected, within: 1e-9))
    #expect(!bounces || (expected < -50 && expected > -200))
    rig.send(.pointerUp(position: centre + Vector2(x: 0, y: 200), time: rig.now, button: .primary))
    rig.run(for: 3)
    #expect(rig.scroll.contentOffset.y == 0 && !rig.scroll.isDecelerating)
  }

  @Test(
    "a fling comes to rest where Decay.projectedDistance says, to 1e-9", arguments: [Decay.normal, .fast])
  func flingProjection(rate: Decay) {
    let rig = ScrollRig(content: Size(width: 400, height: 100_000))
    rig.scroll.decelerationRate = rate
    rig.scroll.contentOffset = Vector2(x: 0, y: 1000)
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 120), over: 0.1)
    let (from, v) = (rig.scroll.contentOffset.y, rig.scroll.velocity.y)
    #expect(v > 500 && rig.scroll.isDecelerating)
    let landing = from + rate.projectedDistance(initialVelocity: v)
    #expect(isClose(rig.scroll.targetContentOffset.y, landing, within: 1e-9))
    rig.run(for: 30, hz: 144)
    #expect(isClose(rig.scroll.contentOffset.y, landing, within: 1e-9) && !rig.scroll.isDecelerating)
  }

  @Test("a glide reaches an end at the exact instant the decay says, with the decayed velocity")
  func crossingTime() {
    let (x0, v0, end) = (2000.0, 1500.0, 2400.0)
    let lambda = Decay.normal.lambda
    let crossing = -log(1 - (end - x0) * lambda / v0) / lambda
    for hz in [30.0, 60, 240] {
      let motion = ScrollMotion(offset: x0, velocity: v0, range: 0...end)
      var t = 0.0
      while t < crossing - 1e-12 {
        let dt = min(1 / hz, crossing - t)
        t += dt
        _ = motion.advance(by: dt)
      }
      #expect(isClose(motion.value, end, within: 1e-9), "at \(hz) Hz")
      #expect(isClose(motion.velocity, v0 * exp(-lambda * crossing), within: 1e-9), "at \(hz) Hz")
    }
  }

  @Test("past the end it bounces on the spring from the crossing instant with the velocity it had there")
  func bounceVelocity() {
    let (x0, v0, end) = (2000.0, 1500.0, 2400.0)
    let lambda = Decay.normal.lambda
    let crossing = -log(1 - (end - x0) * lambda / v0) / lambda
    let motion = ScrollMotion(offset: x0, velocity: v0, range: 0...end)
    _ = motion.advance(by: crossing + 0.05)  // one step over the crossing
    var (value, velocity) = (end, v0 * exp(-lambda * crossing))
    ScrollView.bounce.update(value: &value, velocity: &velocity, target: end, deltaTime: 0.05)
    #expect(isClose(motion.value, value, within: 1e-9) && isClose(motion.velocity, velocity, within: 1e-9))
    #expect(motion.value > end)  // it went on past the end, as the velocity carried it
  }

  /// A paging scroll view over five 400-pt pages, at page `start`.
  func pagingRig(at start: Int) -> ScrollRig {
    let rig = ScrollRig(content: Size(width: 2000, height: 600))
    rig.scroll.isPagingEnabled = true
    rig.scroll.contentOffset = Vector2(x: Double(start) * 400, y: 0)
    return rig
  }

  @Test(
    "paging: a flick turns exactly one page in its direction, however short or hard",
    arguments: [(60.0, 0.05), (150.0, 0.05), (300.0, 0.1), (-60.0, 0.05), (-300.0, 0.1)])
  func pagingFlick(distance: Double, seconds: Double) {
    let rig = pagingRig(at: 2)
    rig.drag(from: centre, to: centre - Vector2(x: distance, y: 0), over: seconds)
    let speed = distance / seconds  // pt/s: far above the flick speed
    #expect(abs(speed) > GestureSettings.standard.flickSpeed)
    rig.run(for: 3)
    let page = distance > 0 ? 3 : 1
    #expect(rig.scroll.contentOffset.x == Double(page) * 400 && rig.scroll.currentPage.column == page)
    #expect(rig.scroll.contentOffset.y == 0 && !rig.scroll.isDecelerating)
  }

  @Test(
    "paging: a slow drag goes to the nearer page, never more than one from where it began",
    arguments: [(150.0, 2), (250.0, 3), (-250.0, 1), (700.0, 3)])
  func pagingSlow(distance: Double, page: Int) {
    let rig = pagingRig(at: 2)
    rig.drag(from: centre, to: centre - Vector2(x: distance, y: 0), over: 1.5, release: false)
    rig.run(for: 0.3)  // held still: the release is slow
    rig.send(.pointerUp(position: centre - Vector2(x: distance, y: 0), time: rig.now, button: .primary))
    rig.run(for: 3)
    #expect(rig.scroll.contentOffset.x == Double(page) * 400)
  }

  @Test("a notched wheel turns one page a notch when paging")
  func pagingWheel() {
    let rig = pagingRig(at: 1)
    for _ in 0..<2 {
      rig.send(.wheel(delta: Vector2(x: 40, y: 0), position: centre, time: rig.now))
      rig.run(for: 0.05)
    }
    rig.run(for: 3)
    #expect(rig.scroll.contentOffset.x == 1200)
  }

  @Test("wheel steps move it as a drag does, and it glides on after they stop (momentum)")
  func wheelMomentum() {
    let rig = ScrollRig()
    rig.scroll.contentOffset = Vector2(x: 0, y: 500)
    for _ in 0..<10 {
      #expect(rig.send(.wheel(delta: Vector2(x: 0, y: -12.5), position: centre, time: rig.now)) == .dragging)
      rig.run(for: 1.0 / 60)
    }
    #expect(isClose(rig.scroll.contentOffset.y, 625, within: 1e-9) && rig.scroll.isDragging)
    rig.run(for: GestureSettings.standard.scrollPause)  // the scroll paused: let go at its velocity
    #expect(rig.scroll.isDecelerating && !rig.scroll.isDragging)
    let (from, v) = (rig.scroll.contentOffset.y, rig.scroll.velocity.y)
    #expect(isClose(v, 750, within: 150))  // 12.5 pt a frame, decayed over the pause
    rig.run(for: 10)
    let landing = rig.scroll.contentOffset.y
    #expect(landing > 700 && landing > from)
  }

  @Test(
    "a notched wheel scrolls a fixed distance a notch, smoothly, whatever the rhythm of the notches",
    arguments: [(5, 0.05), (3, 0.03), (5, 0.2), (1, 0.0), (-4, 0.01)])
  func wheelNotches(count: Int, gap: Double) {
    let rig = ScrollRig()
    rig.scroll.contentOffset = Vector2(x: 0, y: 500)
    var path: [Double] = []
    for _ in 0..<abs(count) {
      let notch = Vector2(x: 0, y: count > 0 ? -40 : 40)  // SDL: negative y scrolls down
      #expect(rig.send(.wheel(delta: notch, position: centre, time: rig.now)) == .dragging)
      for _ in 0..<max(1, Int((gap * 60).rounded())) {
        rig.run(for: 1.0 / 60)
        path.append(rig.scroll.contentOffset.y)
      }
    }
    rig.run(for: 2)
    #expect(rig.scroll.contentOffset.y == 500 + Double(count) * 40 && !rig.scroll.isDecelerating)
    let steps = zip(path.dropFirst(), path).map { abs($0 - $1) }
    #expect(steps.allSatisfy { $0 < 40 })  // a glide, not a jump: no frame moves a whole notch
  }

  @Test("a drag's target offset can be changed as it ends: the glide decays exactly onto it")
  func willEndDragging() {
    let rig = ScrollRig()
    var seen: (velocity: Vector2, proposed: Vector2)?
    rig.scroll.willEndDragging = { _, velocity, target in
      seen = (velocity, target)
      target.y = 480
    }
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 150), over: 0.1)
    let proposed = try? #require(seen).proposed
    #expect((seen?.velocity.y ?? 0) > 500 && (proposed?.y ?? 0) > 480)
    #expect(rig.scroll.targetContentOffset.y == 480 && rig.scroll.isDecelerating)
    rig.run(for: 10)
    #expect(isClose(rig.scroll.contentOffset.y, 480, within: 1e-9) && !rig.scroll.isDecelerating)
  }

  @Test("only a drag ends dragging: a click or a catch does not ask for a target")
  func willEndDraggingOnlyForDrags() {
    let rig = ScrollRig()
    var calls = 0
    rig.scroll.willEndDragging = { _, _, _ in calls += 1 }
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 150), over: 0.1)
    #expect(calls == 1)
    rig.run(for: 0.1)
    rig.send(.pointerDown(position: centre, time: rig.now, button: .primary, pressure: nil))  // a catch
    rig.run(for: 0.1)
    rig.send(.pointerUp(position: centre, time: rig.now, button: .primary))
    rig.send(.pointerDown(position: centre, time: rig.now + 0.5, button: .primary, pressure: nil))
    rig.send(.pointerUp(position: centre, time: rig.now + 0.55, button: .primary))  // a click
    #expect(calls == 1)
  }

  @Test("a target moved past an end is kept within the ends")
  func willEndDraggingClamped() {
    let rig = ScrollRig()
    rig.scroll.willEndDragging = { _, _, target in target.y = 99_999 }
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 150), over: 0.1)
    rig.run(for: 20)
    #expect(isClose(rig.scroll.contentOffset.y, 2400, within: 1e-9))
  }

  func pressCatches() {
    let rig = ScrollRig()
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 150), over: 0.1)
    rig.run(for: 0.2)
    let shown = rig.scroll.contentOffset
    #expect(
      rig.send(.pointerDown(position: centre, time: rig.now, button: .primary, pressure: nil)) == .caught)
    rig.run(for: 0.5)
    #expect(rig.scroll.contentOffset == shown && !rig.scroll.isDecelerating)
    #expect(rig.send(.pointerUp(position: centre, time: rig.now, button: .primary)) == .caught)
  }

  @Test("indicators show while it scrolls and fade out after it rests")
  func indicatorsFade() {
    let rig = ScrollRig()
    #expect(rig.scroll.indicators.alpha == 0)
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 40), over: 0.3, release: false)
    #expect(rig.scroll.indicators.alpha == 1 && !rig.scroll.indicators.bars[1].isHidden)
    #expect(rig.scroll.indicators.bars[0].isHidden)  // nothing to scroll sideways
    rig.run(for: 0.2)
    rig.send(.pointerUp(position: centre - Vector2(x: 0, y: 40), time: rig.now, button: .primary))
    rig.run(for: 0.4)
    #expect(rig.scroll.indicators.alpha == 1)
    rig.run(for: 0.5)
    #expect(rig.scroll.indicators.alpha == 0 && rig.scroll.indicators.bars[1].isHidden)
  }

  @Test("insets widen the range; setContentOffset(animated:) and scrollRectToVisible land exactly")
  func insetsAndProgrammaticScrolls() {
    let rig = ScrollRig()
    rig.scroll.contentInset = EdgeInsets(top: 44, bottom: 20)
    #expect(rig.scroll.minimumContentOffset.y == -44 && rig.scroll.maximumContentOffset.y == 2420)
    rig.scroll.setContentOffset(Vector2(x: 0, y: 1200), animated: true)
    #expect(rig.scroll.isDecelerating)
    rig.run(for: 3)
    #expect(rig.scroll.contentOffset.y == 1200)
    rig.scroll.scrollRectToVisible(Rect(x: 0, y: 2000, width: 10, height: 100), animated: false)
    #expect(rig.scroll.contentOffset.y == 1500)  // the rect's bottom meets the viewport's
    rig.scroll.scrollRectToVisible(Rect(x: 0, y: 1600, width: 10, height: 100), animated: false)
    #expect(rig.scroll.contentOffset.y == 1500)  // already showing: no move
  }

  @Test("flicked again while the bars fade, they show for the whole glide")
  func indicatorsShowAgain() {
    let rig = ScrollRig()
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 40), over: 0.3, release: false)
    rig.run(for: 0.2)
    rig.send(.pointerUp(position: centre - Vector2(x: 0, y: 40), time: rig.now, button: .primary))
    rig.run(for: 0.6)  // fading
    #expect(rig.scroll.indicators.alpha < 1)
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 150), over: 0.1)
    for _ in 0..<60 {
      rig.run(for: 1.0 / 60)
      #expect(!rig.scroll.isDecelerating || rig.scroll.indicators.alpha == 1)
    }
  }

  @Test("content that shrinks mid-glide: the glide comes to rest within the new ends")
  func shrinkMidGlide() {
    let rig = ScrollRig()
    rig.scroll.contentOffset = Vector2(x: 0, y: 1000)
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 150), over: 0.1)
    rig.run(for: 0.1)
    rig.scroll.contentSize = Size(width: 400, height: 1200)
    rig.run(for: 5)
    #expect(rig.scroll.contentOffset.y == 600 && !rig.scroll.isDecelerating)
  }
}

@Suite("Scroll view: what a press on it means")
struct ScrollViewPressTests {
  let centre = Vector2(x: 200, y: 300)

  @Test("a press on the creeping end of a glide stops it and is the content's press, not a catch")
  func creepingIsNotCaught() {
    let rig = ScrollRig()
    rig.drag(from: centre, to: centre - Vector2(x: 0, y: 150), over: 0.1)
    while rig.scroll.isDecelerating && abs(rig.scroll.velocity.y) >= GestureSettings.standard.catchSpeed {
      rig.run(for: 1.0 / 60)
    }
    #expect(rig.scroll.isDecelerating)
    #expect(rig.send(.pointerDown(position: centre, time: rig.now, button: .primary, pressure: nil)) == .none)
    let shown = rig.scroll.contentOffset
    rig.run(for: 0.5)
    #expect(rig.scroll.contentOffset == shown && !rig.scroll.isDecelerating)
  }
}
