import FluidMotion
import TestSupport
import Testing

@testable import FluidUI

/// The list's own members, held back by `require(_:toFail:)` or refused by `shouldBegin`, move
/// nothing: the content and the rows move only with a transition the arena applies.
@Suite("A held or refused scroll pan or row swipe moves nothing")
@MainActor
struct HeldMemberTests {
  /// A click of yours on the list that tolerates a long, wide press: it stays possible through a
  /// drag of up to 300 pt and recognises on the release.
  static func patientTap(_ log: @escaping (String) -> Void) -> TapGestureRecognizer {
    let tap = TapGestureRecognizer { _ in log("tap") }
    tap.slop = 300
    tap.maximumDuration = 5
    return tap
  }

  /// Drags the list's content `dy` pt from (200, 300) over 12 frames; released unless told not to.
  func drag(_ rig: ListRig, dy: Double, release: Bool = true) {
    let start = Vector2(x: 200, y: 300)
    rig.arena.handle(.pointerDown(position: start, time: rig.now, button: .primary, pressure: nil))
    for i in 1...12 {
      rig.run(for: 1.0 / 60)
      let p = start + Vector2(x: 0, y: dy * Double(i) / 12)
      rig.arena.handle(.pointerMoved(position: p, time: rig.now, pressure: nil))
    }
    guard release else { return }
    rig.arena.handle(.pointerUp(position: start + Vector2(x: 0, y: dy), time: rig.now, button: .primary))
  }

  @Test("a pan waiting for a tap leaves the content where it is, and fails when the tap recognises")
  func waitingPanMovesNothing() {
    let rig = ListRig(count: 100)
    var log: [String] = []
    let tap = Self.patientTap { log.append($0) }
    rig.arena.add(tap, to: rig.list.scrollView.layer)
    rig.arena.require(rig.list.scrollView.panGestureRecognizer, toFail: tap)
    rig.list.scrollView.panGestureRecognizer.action = { log.append("pan \($0.state)") }
    drag(rig, dy: -120, release: false)
    #expect(rig.list.scrollView.contentOffset.y == 0, "the held pan moved the content")
    #expect(rig.list.scrollView.panGestureRecognizer.core.state == .possible)
    rig.arena.handle(.pointerUp(position: Vector2(x: 200, y: 180), time: rig.now, button: .primary))
    _ = rig.settle()
    #expect(log == ["tap"], "\(log)")
    #expect(rig.list.scrollView.contentOffset.y == 0 && !rig.list.scrollView.isTracking)
  }

  @Test("a pan whose shouldBegin says no never moves the content")
  func refusedPanMovesNothing() {
    let rig = ListRig(count: 100)
    var actions = 0
    let pan = rig.list.scrollView.panGestureRecognizer
    pan.shouldBegin = { _ in false }
    pan.action = { _ in actions += 1 }
    drag(rig, dy: -60)
    _ = rig.settle()
    #expect(actions == 0 && rig.list.scrollView.contentOffset.y == 0)
  }

  @Test("a pan let go by the tap it waited for follows the pointer from then on")
  func releasedPanFollows() {
    let rig = ListRig(count: 100)
    let tap = TapGestureRecognizer()
    tap.slop = 300
    let pan = rig.list.scrollView.panGestureRecognizer
    rig.arena.add(tap, to: rig.list.scrollView.layer)
    rig.arena.require(pan, toFail: tap)
    var began = 0
    pan.action = { if $0.state == .began { began += 1 } }
    drag(rig, dy: -60, release: false)
    #expect(rig.list.scrollView.contentOffset.y == 0)
    tap.fail()  // as its time running out would
    rig.arena.handle(.pointerMoved(position: Vector2(x: 200, y: 200), time: rig.now, pressure: nil))
    #expect(began == 1 && abs(rig.list.scrollView.contentOffset.y - 100) < 1e-9)
  }

  @Test("a row swipe waiting for a tap leaves the row shut")
  func waitingSwipeMovesNothing() {
    let swipe = SwipeRig()
    var log: [String] = []
    let tap = Self.patientTap { log.append($0) }
    swipe.rig.arena.add(tap, to: swipe.list.scrollView.layer)
    swipe.rig.arena.require(swipe.list.swipeGestureRecognizer, toFail: tap)
    swipe.rig.arena.require(swipe.list.scrollView.panGestureRecognizer, toFail: tap)
    swipe.drag(row: 3, dx: -120, release: false)
    #expect(swipe.offset(3) == 0, "the held swipe slid the row")
    swipe.up(at: Vector2(x: 80, y: 175))
    _ = swipe.rig.settle()
    #expect(log == ["tap"] && swipe.offset(3) == 0 && swipe.performed.isEmpty)
  }

  @Test("a row swipe whose shouldBegin says no leaves the row shut (the list's pan takes the press)")
  func refusedSwipeMovesNothing() {
    let swipe = SwipeRig()
    swipe.list.swipeGestureRecognizer.shouldBegin = { _ in false }
    swipe.drag(row: 3, dx: -120, release: false)
    #expect(swipe.offset(3) == 0)
    swipe.up(at: Vector2(x: 80, y: 175))
    _ = swipe.rig.settle()
    #expect(swipe.offset(3) == 0 && swipe.performed.isEmpty)
  }

  @Test("a recogniser held long keeps one change, not every one: its replay is began, changed, end")
  func heldChangesAreOne() {
    let core = GestureCore()
    core.isWaiting = true
    #expect(!core.move(to: .began))
    for _ in 0..<40 { #expect(!core.move(to: .changed)) }
    #expect(!core.move(to: .ended))
    #expect(core.heldTransitions == [.began, .changed, .ended])
  }

  @Test("a click held for a double click still selects when a touchpad scroll begins before its time is out")
  func heldClickOutlivesAScroll() {
    let rig = ListRig(count: 100)
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    rig.arena.add(double, to: rig.list.scrollView.layer)
    rig.arena.require(rig.list.rowTapGestureRecognizer, toFail: double)
    let p = Vector2(x: 200, y: 75)
    rig.arena.handle(.pointerDown(position: p, time: rig.now, button: .primary, pressure: nil))
    rig.run(for: 0.05)
    rig.arena.handle(.pointerUp(position: p, time: rig.now, button: .primary))
    rig.run(for: 0.05)
    rig.arena.handle(.wheel(delta: Vector2(x: 0, y: -12.5), position: p, time: rig.now))  // a touchpad
    #expect(rig.list.scrollView.panGestureRecognizer.state == .began)
    rig.run(for: 1)
    rig.arena.tick(at: rig.now)  // the double click's time is out: the held click goes through
    #expect(rig.list.selectedRow == 1)
  }

  @Test("the list's row tap fails off the rows, so a tap of yours that waits for it goes through")
  func rowTapOffTheRows() {
    let rig = ListRig(count: 3)  // rows end at 150 pt; the list is 600 pt tall
    var log: [String] = []
    let tap = TapGestureRecognizer { _ in log.append("mine") }
    rig.arena.add(tap, to: rig.list.scrollView.layer)
    rig.arena.require(tap, toFail: rig.list.rowTapGestureRecognizer)
    for y in [400.0, 75] {
      let p = Vector2(x: 200, y: y)
      rig.arena.handle(.pointerDown(position: p, time: rig.now, button: .primary, pressure: nil))
      rig.run(for: 0.05)
      rig.arena.handle(.pointerUp(position: p, time: rig.now, button: .primary))
      rig.run(for: 1)
      rig.arena.tick(at: rig.now)
    }
    #expect(log == ["mine"] && rig.list.selectedRow == 1, "\(log)")
  }
}
