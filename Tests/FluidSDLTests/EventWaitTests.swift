import CSDL2
import FluidUI
import Foundation
import Testing

@testable import FluidSDL

extension RenderingTests {
  /// Brings SDL's dummy video driver up (a small offscreen canvas) and empties the event queue, for a
  /// test of SDL's events; keep the canvas alive while the test pushes them.
  func dummyVideo() throws -> OffscreenCanvas {
    let canvas = try OffscreenCanvas(size: Size(width: 10, height: 10))
    EventWait.poll { _ in }
    return canvas
  }

  @Test("the wait returns at once for queued input, handing over the whole burst")
  func waitWakesOnInput() throws {
    let canvas = try dummyVideo()
    defer { withExtendedLifetime(canvas) {} }
    let clock = AppClock()
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
    SDL_PushEvent(&event)
    var seen = 0
    let deadline = clock.now + 3600
    #expect(EventWait.wait(until: deadline, clock: clock) { _ in seen += 1 })
    #expect(seen == 2)
    #expect(clock.now < deadline)
  }

  @Test("with no input the wait reaches its deadline and says so")
  func waitReachesDeadline() throws {
    let canvas = try dummyVideo()
    defer { withExtendedLifetime(canvas) {} }
    let clock = AppClock()
    let deadline = clock.now + 0.02
    var seen = 0
    #expect(!EventWait.wait(until: deadline, clock: clock) { _ in seen += 1 })
    #expect(seen == 0)
    #expect(clock.now >= deadline)
  }
}

/// A frame's wait in `ppoll` (``PolledWait``), on a pipe standing in for the X connection.
extension RenderingTests {
  /// A pipe's two ends, both closed when `body` returns.
  private func withPipe(_ body: (_ read: Int32, _ write: Int32) throws -> Void) throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends where end >= 0 { close(end) } }
    try body(ends[0], ends[1])
  }

  @Test(
    "a frame's wait in ppoll reaches its deadline on a silent connection; wakes from before it do not end it")
  func polledWaitReachesDeadline() throws {
    let canvas = try dummyVideo()
    defer { withExtendedLifetime(canvas) {} }
    try withPipe { read, _ in
      EventWait.nudge()
      EventWait.nudge()  // two wakes whose events were handled before the wait
      let clock = AppClock()
      let deadline = clock.now + 0.02
      var seen = 0
      #expect(PolledWait(descriptor: read).sleep(until: deadline, clock: clock) { _ in seen += 1 } == false)
      #expect(seen == 0)
      #expect(clock.now >= deadline)
    }
  }

  @Test("a frame's wait in ppoll ends when another thread wakes the loop, and hands over the event it queued")
  func polledWaitWakes() throws {
    let canvas = try dummyVideo()
    defer { withExtendedLifetime(canvas) {} }
    try withPipe { read, _ in
      let clock = AppClock()
      let deadline = clock.now + 5  // a lost wake fails the test at the deadline
      let waker = Thread { EventWait.wake() }
      waker.start()
      var woken = 0
      let outcome = PolledWait(descriptor: read).sleep(until: deadline, clock: clock) { event in
        if event.type == SDL_USEREVENT.rawValue { woken += 1 }
      }
      #expect(outcome == true)
      #expect(woken == 1)
      #expect(clock.now < deadline)
    }
  }

  @Test("a hung-up connection hands a frame's wait back to SDL at once")
  func polledWaitHangUp() throws {
    let canvas = try dummyVideo()
    defer { withExtendedLifetime(canvas) {} }
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    close(ends[1])  // the server's end gone: the connection reports a hang-up
    let clock = AppClock()
    let deadline = clock.now + 5
    #expect(PolledWait(descriptor: ends[0]).sleep(until: deadline, clock: clock) { _ in } == nil)
    #expect(clock.now < deadline)
  }
}
