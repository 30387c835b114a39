import CSDL2
import Testing

@testable import FluidSDL

/// The X server's times of pointer events on the app clock (a burst SDL read late keeps its spacing),
/// and where its buttons went down.
@Suite("Server pointer events: times and button places")
struct ServerPointerEventTests {
  /// Feeds `time` the window-manager event of an X event of `type` at `server` ms, then asks the time
  /// of the pointer event SDL stamped `stamped` s.
  func time(
    _ time: inout ServerPointerEvent, type: Int32 = 6, server: UInt, stamped: Double,
    place: [Int32] = [0, 0, 0, 0]
  ) -> Double {
    let message = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
    defer { message.deallocate() }
    message.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
    message.storeBytes(of: 2, toByteOffset: 4, as: Int32.self)  // X11
    message.storeBytes(of: type, toByteOffset: 8, as: Int32.self)
    message.storeBytes(of: server, toByteOffset: 8 + 56, as: UInt.self)
    for (i, v) in place.enumerated() {
      message.storeBytes(of: v, toByteOffset: 8 + 64 + 4 * i, as: Int32.self)
    }
    var event = SDL_Event()
    event.syswm.type = SDL_SYSWMEVENT.rawValue
    event.syswm.msg = OpaquePointer(message)
    time.note(event)
    return time.time(stamped: stamped)
  }

  @Test(
    "a flick read in one burst keeps the 16 ms between its moves, and ends when SDL read it at the latest")
  func burstKeepsSpacing() {
    var t = ServerPointerEvent()
    #expect(abs(time(&t, server: 10_000, stamped: 2.001) - 2.001) < 1e-9)  // read at once: the least gap
    let burst = [10_500, 10_516, 10_532, 10_548].map { time(&t, server: UInt($0), stamped: 2.9) }
    for (a, b) in zip(burst, burst.dropFirst()) { #expect(abs(b - a - 0.016) < 1e-9) }
    #expect(abs(burst[0] - 2.501) < 1e-9)
    #expect(burst.allSatisfy { $0 <= 2.9 })
  }

  @Test("without the server's time, or after another kind of X event, SDL's stamp stands")
  func fallsBack() {
    var t = ServerPointerEvent()
    #expect(t.time(stamped: 1.5) == 1.5)
    #expect(time(&t, type: 2, server: 900, stamped: 1.6) == 1.6)  // a key press's time is not the mouse's
  }

  @Test("times never go back, and a server clock that jumps (reset, wrapped) is placed anew")
  func monotonicAndReset() {
    var t = ServerPointerEvent()
    let first = time(&t, server: 5_000, stamped: 1.0)
    let second = time(&t, server: 4_000, stamped: 1.01)  // before the first on the server's clock
    #expect(second == first)
    let jumped = time(&t, server: 10, stamped: 100.0)  // the server's clock starts again
    #expect(jumped == 100.0)
    #expect(abs(time(&t, server: 26, stamped: 100.5) - 100.016) < 1e-9)
  }

  @Test(
    "a press and a release carry where the server saw them, in the window and on the screen; a motion none")
  func buttonPlaces() {
    var t = ServerPointerEvent()
    _ = time(&t, type: 4, server: 100, stamped: 1, place: [400, 18, 500, 118])  // ButtonPress
    #expect(t.buttonPlace.map { [$0.x, $0.y, $0.rootX, $0.rootY] } == [400, 18, 500, 118])
    _ = time(&t, type: 6, server: 110, stamped: 1.01, place: [410, 23, 510, 123])  // MotionNotify
    #expect(t.buttonPlace == nil)
    _ = time(&t, type: 5, server: 120, stamped: 1.02, place: [600, 118, 700, 218])  // ButtonRelease
    #expect(t.buttonPlace.map { [$0.x, $0.rootY] } == [600, 218])
    t.forget()
    #expect(t.buttonPlace == nil)
  }
}
