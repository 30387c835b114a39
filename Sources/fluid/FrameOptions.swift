import ArgumentParser
import FluidMotion

/// The frame schedule shared by both curves.
struct FrameOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Frames per second, in (0, 10000].")
  var fps: Double = 60

  @Option(parsing: .unconditional, help: "Length of the curve in seconds, in (0, 3600].")
  var seconds: Double = 2

  @Option(parsing: .unconditional, help: "Random frame-length jitter as a fraction of a frame, in [0, 0.9].")
  var jitter: Double = 0

  @Option(parsing: .unconditional, help: "Seed for the jitter.")
  var seed: UInt64 = 1

  func validate() throws {
    try check("--fps", fps, fps > 0 && fps <= 10_000, "(0, 10000]")
    try check("--seconds", seconds, seconds > 0 && seconds <= 3600, "(0, 3600]")
    try check("--jitter", jitter, jitter >= 0 && jitter <= 0.9, "[0, 0.9]")
    if fps * seconds > 10_000_000 {
      throw ValidationError("--fps × --seconds must be at most 10,000,000 frames")
    }
  }

  /// Frame durations summing to `seconds`.
  func steps() -> [Double] {
    var rng = SplitMix64(seed: seed)
    var out: [Double] = []
    var total = 0.0
    while total < seconds - 1e-12 {
      let dt = min(
        seconds - total, (1 + (jitter > 0 ? Double.random(in: -jitter...jitter, using: &rng) : 0)) / fps)
      out.append(dt)
      total += dt
    }
    return out
  }
}
