import FluidMotion
import FluidUI
import TestSupport
import Testing

/// The frame scheduler on a virtual clock: every time is a number the test chooses.
@Suite("Frame scheduler: a CVDisplayLink-true grid")
struct FrameSchedulerTests {
  static let hz = [60.0, 120.0, 144.0]

  /// Whether `t` lies on the scheduler's grid.
  func onGrid(_ t: Double, _ s: FrameScheduler) -> Bool {
    let k = ((t - s.phase) / s.interval).rounded()
    return isClose(t, s.phase + k * s.interval, within: 1e-9)
  }

  @Test("frames that fit their interval follow the grid exactly", arguments: hz)
  func steadyGrid(hz: Double) {
    var s = FrameScheduler(interval: 1 / hz, phase: 0.003)
    var time = s.tick(atOrAfter: 1)
    for _ in 0..<600 {
      s.didPresent(frameAt: time, now: time + 0.7 / hz, running: true)
      let next = try! #require(s.nextTick)
      #expect(isClose(next - time, 1 / hz, within: 1e-9))
      #expect(onGrid(next, s))
      time = next
    }
    #expect(s.droppedFrames == 0)
    #expect(s.earlyFrames == 0)
  }

  @Test("a slow frame drops the ticks it overran and the grid does not move", arguments: [1.2, 1.9, 3.5])
  func slowFrameDropsNotShifts(overrun: Double) throws {
    let t = 1.0 / 60
    var s = FrameScheduler(interval: t)
    s.didPresent(frameAt: 10 * t, now: 10 * t + 0.002, running: true)
    #expect(isClose(try #require(s.nextTick), 11 * t, within: 1e-9))
    s.didPresent(frameAt: 11 * t, now: 11 * t + overrun * t, running: true)  // the frame overran
    let next = try #require(s.nextTick)
    let expected = (11 + overrun).rounded(.up)  // the first tick still ahead
    #expect(isClose(next, expected * t, within: 1e-9))
    #expect(s.droppedFrames == Int(expected) - 12)
    s.didPresent(frameAt: next, now: next + 0.002, running: true)
    #expect(isClose(try #require(s.nextTick), (expected + 1) * t, within: 1e-9))
    #expect(onGrid(try #require(s.nextTick), s))
  }

  @Test("input from idle is shown at once")
  func inputFromIdle() {
    var s = FrameScheduler(interval: 1.0 / 60)
    s.didPresent(frameAt: 1, now: 1.002, running: false)
    #expect(s.nextTick == nil)
    #expect(s.inputFrameTime(now: 5.4321) == 5.4321)
  }

  @Test("input brings a frame forward at most once per interval, never close to a tick")
  func earlyFrameOncePerInterval() throws {
    let t = 0.016
    var s = FrameScheduler(interval: t)
    s.didPresent(frameAt: 0, now: 0.001, running: true)  // next tick at t
    #expect(isClose(s.inputFrameTime(now: 0.1 * t), 0.5 * t, within: 1e-12))  // not within t/2 of the last
    #expect(isClose(s.inputFrameTime(now: 0.6 * t), 0.6 * t, within: 1e-12))  // at once
    #expect(isClose(s.inputFrameTime(now: 0.8 * t), t, within: 1e-12))  // the tick is close: it serves
    s.didPresent(frameAt: 0.6 * t, now: 0.6 * t + 0.001, running: true)
    #expect(s.earlyFrames == 1)
    #expect(isClose(try #require(s.nextTick), t, within: 1e-12))  // the grid keeps its tick
    #expect(isClose(s.inputFrameTime(now: 0.65 * t), t, within: 1e-12))  // a second one waits for it
    s.didPresent(frameAt: t, now: t + 0.001, running: true)
    #expect(isClose(try #require(s.nextTick), 2 * t, within: 1e-12))
    #expect(s.earlyFrames == 1 && s.droppedFrames == 0)
  }

  @Test("a vsync renderer paces by its present: frames start at once")
  func presentPaces() throws {
    var s = FrameScheduler(interval: 0.016, presentPaces: true)
    s.didPresent(frameAt: 0, now: 0.016, running: true)
    #expect(try #require(s.nextTick) == 0.016)
    #expect(s.inputFrameTime(now: 0.02) == 0.02)
    s.didPresent(frameAt: 0.016, now: 0.064, running: true)  // two refreshes missed
    #expect(s.droppedFrames == 2)
  }

  @Test("ticks: the first at or after a time, within a millionth of an interval")
  func ticks() {
    let s = FrameScheduler(interval: 0.01, phase: 0.004)
    #expect(isClose(s.tick(atOrAfter: 0.004), 0.004, within: 1e-12))
    #expect(isClose(s.tick(atOrAfter: 0.0041), 0.014, within: 1e-12))
    #expect(isClose(s.tick(atOrAfter: 0.014 + 1e-12), 0.014, within: 1e-12))
    #expect(isClose(s.tick(atOrAfter: -0.03), -0.026, within: 1e-12))
  }
}

extension FrameSchedulerTests {
  @Test("after a stall of seconds the frame is drawn for the last tick passed; the ticks missed count")
  func stall() throws {
    let t = 0.01
    var s = FrameScheduler(interval: t)
    s.didPresent(frameAt: 0, now: 0.001, running: true)
    #expect(s.dueTick(now: 0.0105) == s.nextTick)  // a little late: still its tick
    let due = try #require(s.dueTick(now: 2.0037))
    #expect(isClose(due, 2.0, within: 1e-9))
    s.didPresent(frameAt: due, now: 2.005, running: true)
    #expect(s.droppedFrames == 199)
    #expect(isClose(try #require(s.nextTick), 2.01, within: 1e-9))
  }
}

extension FrameSchedulerTests {
  @Test("after a frame off the grid the cadence joins the first tick at least half an interval later")
  func joinsGridAfterIdleFrame() throws {
    let t = 0.01
    var s = FrameScheduler(interval: t)
    s.didPresent(frameAt: 0.0192, now: 0.0195, running: true)  // from idle, 0.8 ms before a tick
    #expect(isClose(try #require(s.nextTick), 0.03, within: 1e-12))
    s.didPresent(frameAt: 0.0232, now: 0.0235, running: false)
    s.didPresent(frameAt: 0.1234, now: 0.124, running: true)
    #expect(isClose(try #require(s.nextTick), 0.13, within: 1e-12))
    #expect(s.droppedFrames == 0)
  }
}
