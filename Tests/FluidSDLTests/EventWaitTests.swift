import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

extension RenderingTests {
  @Test("the wait returns at once for queued input, handing over the whole burst")
  func waitWakesOnInput() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 10, height: 10))  // SDL's dummy video driver is up
    defer { withExtendedLifetime(canvas) {} }
    EventWait.poll { _ in }
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
    let canvas = try OffscreenCanvas(size: Size(width: 10, height: 10))
    defer { withExtendedLifetime(canvas) {} }
    EventWait.poll { _ in }
    let clock = AppClock()
    let deadline = clock.now + 0.02
    var seen = 0
    #expect(!EventWait.wait(until: deadline, clock: clock) { _ in seen += 1 })
    #expect(seen == 0)
    #expect(clock.now >= deadline)
  }
}
