import CSDL2
import FluidMotion
import FluidUI
import Testing

@testable import FluidSDL

#if canImport(Glibc)
  import Glibc
#endif

extension RenderingTests {
  /// Pushes one synthetic touch event through SDL's queue and translates what comes out.
  func pushTouch(
    _ type: SDL_EventType, finger: SDL_FingerID, x: Float, y: Float, into translator: inout EventTranslator
  ) -> InputEvent? {
    var event = SDL_Event()
    event.tfinger.type = type.rawValue
    event.tfinger.touchId = 7
    event.tfinger.fingerId = finger
    (event.tfinger.x, event.tfinger.y, event.tfinger.pressure) = (x, y, 0.5)
    #expect(SDL_PushEvent(&event) == 1)
    var out: InputEvent?
    EventWait.poll { e in
      if let input = translator.translate(e) { out = input }
    }
    return out
  }

  @Test("two fingers: the second cancels the pointer, then their turn is a twist of the right angle")
  func twoFingerTwist() throws {
    let canvas = try dummyVideo()
    defer { withExtendedLifetime(canvas) {} }
    var t = EventTranslator(clockOffset: 0)
    t.windowSize = Size(width: 1000, height: 1000)
    let down = pushTouch(SDL_FINGERDOWN, finger: 1, x: 0.4, y: 0.5, into: &t)
    guard case .pointerDown(let p, _, .primary, _) = down else {
      Issue.record("no pointer down: \(String(describing: down))"); return
    }
    #expect(p.distance(to: Vector2(x: 400, y: 500)) < 1e-3)
    guard case .pointerCancelled = pushTouch(SDL_FINGERDOWN, finger: 2, x: 0.6, y: 0.5, into: &t) else {
      Issue.record("the second finger did not cancel the pointer")
      return
    }
    let began = pushTouch(SDL_FINGERMOTION, finger: 2, x: 0.6, y: 0.5, into: &t)
    guard case .twist(.began, 0, let c, _) = began else {
      Issue.record("no twist began: \(String(describing: began))"); return
    }
    #expect(c.distance(to: Vector2(x: 500, y: 500)) < 1e-3)
    let turned = pushTouch(SDL_FINGERMOTION, finger: 2, x: 0.5, y: 0.6, into: &t)  // 45° clockwise
    guard case .twist(.changed, let r, _, _) = turned else { Issue.record("no twist change"); return }
    #expect(abs(r - Double.pi / 4) < 1e-6)
    // Finger 1 swings round so their angle passes ±π: the rotation keeps counting past 180°.
    _ = pushTouch(SDL_FINGERMOTION, finger: 1, x: 0.6, y: 0.62, into: &t)
    let ended = pushTouch(SDL_FINGERUP, finger: 2, x: 0.5, y: 0.6, into: &t)
    guard case .twist(.ended, let total, _, _) = ended else { Issue.record("no twist end"); return }
    #expect(abs(total - (Double.pi + atan(0.2))) < 1e-5)
    // The pointer was cancelled: its finger lifting sends nothing.
    #expect(pushTouch(SDL_FINGERUP, finger: 1, x: 0.6, y: 0.62, into: &t).map { _ in true } == nil)
  }
}
