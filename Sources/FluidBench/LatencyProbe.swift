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
  /// The pointer whose events the probe pushes and follows.
  private let pointer = SyntheticPointer()
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
  func press(at point: Vector2) -> Double? { send(.press, point) }
  /// Releases the primary button at `point`; returns the latency, s.
  func release(at point: Vector2) -> Double? { send(.release, point) }
  /// Moves the pointer to `point`; returns the latency, s.
  func move(to point: Vector2) -> Double? { send(.move, point) }

  /// Seconds since the app last presented a frame; 0 until its first frame.
  var sinceLastPresent: Double {
    let last = state.withLock { $0.lastPresent }
    return last.isFinite ? MonotonicClock.now - last : 0
  }

  /// Asks the app to quit.
  func quit() { SyntheticPointer.pushQuit() }

  private func send(_ action: SyntheticPointer.Action, _ point: Vector2) -> Double? {
    state.withLock { $0 = State(pushedAt: MonotonicClock.now, lastPresent: $0.lastPresent) }
    pointer.push(action, at: point)
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
    platform.onEvent = { [self, pointer] in if pointer.owns($0) { handled() } }
    platform.onPresent = { [self] in presented() }
  }

  /// Called by the app's loop when it handles a probe event.
  func handled() { state.withLock { $0.handled = true } }

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
