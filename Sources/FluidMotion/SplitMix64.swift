/// A small, fast, seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers on
/// every machine, for reproducible jittered frame schedules, replays and tests.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let jitter = Double.random(in: -0.2...0.2, using: &rng)
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
