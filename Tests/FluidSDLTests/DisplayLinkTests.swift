import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

extension RenderingTests {
  @Test("input brings a frame forward to half an interval after the last; other events do not")
  func earlyFrameOnInput() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 10, height: 10))  // SDL's dummy video driver is up
    defer { withExtendedLifetime(canvas) {} }
    let clock = AppClock()
    var link = DisplayLink(interval: 0.1, presentPaces: false)
    link.didPresent(at: clock.now)
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
    let early = link.wait(until: link.lastPresent + 0.1, clock: clock) { _ in true }
    #expect(early == link.lastPresent + 0.05)
    SDL_PushEvent(&event)
    let due = link.lastPresent + 0.1
    #expect(link.wait(until: due, clock: clock) { _ in false } == due)
  }
}
