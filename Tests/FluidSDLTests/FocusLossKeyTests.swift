import CSDL2
import FluidMotion
import FluidUI
import Testing

@testable import FluidSDL

extension RenderingTests {
  /// Pushes `events` through SDL's queue and translates what comes out, in order.
  func translate(_ events: [SDL_Event]) -> [InputEvent] {
    var translator = EventTranslator(clockOffset: 0)
    for var event in events { #expect(SDL_PushEvent(&event) == 1) }
    var out: [InputEvent] = []
    EventWait.poll { e in
      if let input = translator.translate(e) { out.append(input) }
    }
    return out
  }

  /// Space's release, as SDL sends it.
  static var spaceUp: SDL_Event {
    var event = SDL_Event()
    event.key.type = SDL_KEYUP.rawValue
    event.key.keysym.sym = SDL_Keycode(SDLK_SPACE.rawValue)
    return event
  }

  @Test("a key SDL releases as the window loses the keyboard is not a release: the loss calls its press off")
  func focusLossReleases() throws {
    let canvas = try dummyVideo()
    defer { withExtendedLifetime(canvas) {} }
    var lost = SDL_Event()
    lost.window.type = SDL_WINDOWEVENT.rawValue
    lost.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    let atLoss = translate([Self.spaceUp, lost])
    #expect(atLoss.count == 1)
    if case .focusLost = atLoss.first {} else { Issue.record("\(atLoss)") }
    let alone = translate([Self.spaceUp])
    guard case .keyUp(.space, _, _) = alone.first else {
      Issue.record("a release of the user's own is kept: \(alone)")
      return
    }
  }
}
