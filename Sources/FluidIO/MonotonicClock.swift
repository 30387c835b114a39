#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seconds on `CLOCK_MONOTONIC`: the one clock that a program and its benchmark children share (stats
/// logs, the latency probe, the live benchmarks).
package enum MonotonicClock {
  /// Seconds since an arbitrary start (the machine's boot), never going back.
  package static var now: Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
