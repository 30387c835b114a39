import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// Paces frames like CADisplayLink / CVDisplayLink: it runs only while something animates or a gesture
/// is live, and hands each frame the time it will be presented.
///
/// While idle the loop blocks in `SDL_WaitEvent` (no CPU). While running it waits for the next refresh
/// deadline in `SDL_WaitEventTimeout` until about 1 ms before it, so input still wakes it at once, then
/// sleeps the rest with `nanosleep` (precise to ~0.1 ms). With a vsync renderer the present itself
/// paces. It never counts frames: rates are 62.5 Hz under Xvfb, 60–240 Hz on real screens.
@MainActor
struct DisplayLink {
  /// Seconds between refreshes.
  var interval: Double
  /// Whether `SDL_RenderPresent` blocks on vsync.
  let presentPaces: Bool
  /// When the last frame was presented, app-clock seconds.
  private(set) var lastPresent: Double = -.infinity

  init(interval: Double, presentPaces: Bool) {
    self.interval = interval
    self.presentPaces = presentPaces
  }

  /// The target presentation time of the next frame: one interval after the last present, or now if
  /// that has passed (after a stall or an idle wait).
  func nextFrameTime(now: Double) -> Double {
    presentPaces ? now + interval : max(now, lastPresent + interval)
  }

  /// Records a present.
  mutating func didPresent(at time: Double) { lastPresent = time }

  /// Waits for the frame due at `deadline`, handing every event that arrives meanwhile to `handle`
  /// at once; returns the frame's time.
  ///
  /// When `handle` reports user input, the frame is brought forward to now, but never closer than
  /// half an interval to the last present: input is shown within about half a frame instead of
  /// waiting out the tick, and frames come at most twice per interval. Animations lose nothing:
  /// they are evaluated at the frame's real time.
  func wait(until deadline: Double, clock: AppClock, handle: (inout SDL_Event) -> Bool) -> Double {
    var deadline = deadline
    let earliest = lastPresent + interval / 2
    var event = SDL_Event()
    while true {
      let remaining = deadline - clock.now
      if remaining <= 0.0015 { break }
      let ms = Int32((remaining - 0.001) * 1000)
      if SDL_WaitEventTimeout(&event, max(1, ms)) == 1, handle(&event) {
        deadline = min(deadline, max(earliest, clock.now))
      }
    }
    let rest = deadline - clock.now
    if rest > 0 {
      var ts = timespec(tv_sec: 0, tv_nsec: Int(rest * 1e9))
      nanosleep(&ts, nil)
    }
    return deadline
  }
}
