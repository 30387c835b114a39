import CSDL2
import FluidMotion
import FluidUI
import Testing

@testable import FluidSDL

extension RenderingTests {
  /// One wheel event of `x`, `y` notches, translated with `modifiers` held.
  func wheel(x: Float, y: Float, holding modifiers: SDL_Keymod) -> Vector2? {
    SDL_SetModState(modifiers)
    defer { SDL_SetModState(KMOD_NONE) }
    var event = SDL_Event()
    event.wheel.type = SDL_MOUSEWHEEL.rawValue
    (event.wheel.preciseX, event.wheel.preciseY) = (x, y)
    (event.wheel.x, event.wheel.y) = (Int32(x), Int32(y))
    var translator = EventTranslator(clockOffset: 0)
    guard case .wheel(let delta, _, _) = translator.translate(event) else { return nil }
    return delta
  }

  @Test("Shift turns a vertical wheel sideways (down scrolls right); a sideways wheel stays as it is")
  func shiftWheel() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 10, height: 10))  // SDL's dummy video driver is up
    defer { withExtendedLifetime(canvas) {} }
    let notch = GestureSettings.standard.wheelNotch
    #expect(wheel(x: 0, y: -1, holding: KMOD_NONE) == Vector2(x: 0, y: -notch))
    #expect(wheel(x: 0, y: -1, holding: KMOD_LSHIFT) == Vector2(x: notch, y: 0))
    #expect(wheel(x: 0, y: 2, holding: KMOD_RSHIFT) == Vector2(x: -2 * notch, y: 0))
    #expect(wheel(x: 1, y: 0, holding: KMOD_LSHIFT) == Vector2(x: notch, y: 0))
  }
}
