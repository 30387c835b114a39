import CSDL2

/// The app's clock in seconds since start, from SDL's performance counter; SDL's millisecond event
/// timestamps are mapped onto it.
struct AppClock {
  private let start: UInt64
  private let frequency: Double
  /// Seconds to add to an SDL event timestamp (ms / 1000) to land on this clock.
  let eventOffset: Double

  init() {
    start = SDL_GetPerformanceCounter()
    frequency = Double(SDL_GetPerformanceFrequency())
    eventOffset = -Double(SDL_GetTicks64()) / 1000
  }

  /// Seconds since start.
  var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }
}
