import CSDL2
import FluidIO
import FluidMotion
import FluidSDL
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Measures input latency end to end from another thread: it pushes real mouse events into SDL's
/// queue, one at a time, and times each until the app has presented the frame that handled it.
///
/// The window reports back through `WindowPlatform.onEvent` and `onPresent` (``attach(to:)``).
/// Events carry their own mouse id, so nothing else is counted. Times are `CLOCK_MONOTONIC`.
///
/// ```swift
/// let probe = LatencyProbe()
/// probe.attach(to: platform)  // the WindowPlatform the FrameLoop runs on
/// Thread { let seconds = probe.press(at: Vector2(x: 596, y: 464)); print(seconds ?? 0); probe.quit() }.start()
/// try AppLoop.run(loop)
/// ```
final class LatencyProbe: Sendable {
  /// The mouse id of probe events.
  static let mouseID: UInt32 = 0x0F1D
  private struct State {
    var pushedAt: Double?
    var handled = false
    var latency: Double?
    var lastPresent = -Double.infinity
  }
  private let state = Mutex(State())

  /// Creates a probe.
  init() {}

  /// Presses the primary button at `point` (points) and returns the latency, s; nil on timeout (2 s).
  func press(at point: Vector2) -> Double? { send(SDL_MOUSEBUTTONDOWN, point) }
  /// Releases the primary button at `point`; returns the latency, s.
  func release(at point: Vector2) -> Double? { send(SDL_MOUSEBUTTONUP, point) }
  /// Moves the pointer to `point`; returns the latency, s.
  func move(to point: Vector2) -> Double? { send(SDL_MOUSEMOTION, point) }

  /// Seconds since the app last presented a frame; 0 until its first frame.
  var sinceLastPresent: Double {
    let last = state.withLock { $0.lastPresent }
    return last.isFinite ? MonotonicClock.now - last : 0
  }

  /// Asks the app to quit.
  func quit() {
    var event = SDL_Event()
    event.type = SDL_QUIT.rawValue
    SDL_PushEvent(&event)
  }

  private func send(_ type: SDL_EventType, _ point: Vector2) -> Double? {
    var event = SDL_Event()
    event.type = type.rawValue
    let (x, y) = (Int32(point.x.rounded()), Int32(point.y.rounded()))
    if type == SDL_MOUSEMOTION {
      event.motion.which = Self.mouseID
      event.motion.state = 1  // SDL_BUTTON_LMASK: the primary button is held
      (event.motion.x, event.motion.y) = (x, y)
    } else {
      event.button.which = Self.mouseID
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
      event.button.clicks = 1
      (event.button.x, event.button.y) = (x, y)
    }
    state.withLock { $0 = State(pushedAt: MonotonicClock.now, lastPresent: $0.lastPresent) }
    SDL_PushEvent(&event)
    let deadline = MonotonicClock.now + 2
    var pause = timespec(tv_sec: 0, tv_nsec: 100_000)
    while MonotonicClock.now < deadline {
      if let latency = state.withLock({ $0.latency }) { return latency }
      nanosleep(&pause, nil)
    }
    return nil
  }

  /// Has `platform` report its events and presents to the probe.
  @MainActor
  func attach(to platform: WindowPlatform) {
    platform.onEvent = { [self] in handled($0) }
    platform.onPresent = { [self] in presented() }
  }

  /// Called by the app's loop when it handles an SDL event: notes a probe event.
  func handled(_ event: SDL_Event) {
    let type = SDL_EventType(event.type)
    let which =
      type == SDL_MOUSEMOTION
      ? event.motion.which : type == SDL_MOUSEBUTTONDOWN || type == SDL_MOUSEBUTTONUP ? event.button.which : 0
    if which == Self.mouseID { state.withLock { $0.handled = true } }
  }

  /// Called by the app's loop after each present.
  func presented() {
    let now = MonotonicClock.now
    state.withLock {
      $0.lastPresent = now
      if $0.handled, let pushed = $0.pushedAt {
        $0.latency = now - pushed
        $0.handled = false
        $0.pushedAt = nil
      }
    }
  }
}
