#if canImport(Glibc)
  import Glibc
#endif
import FluidUI

/// Synthesises the feedback clicks: a damped sine burst per style, distinct in pitch, length and level.
///
/// light: 3.2 kHz, 10 ms, peak 0.30 · medium: 1.6 kHz, 20 ms, peak 0.50 · heavy: 0.8 kHz, 32 ms, peak 0.70.
/// Each has a 1 ms attack and an exponential decay to silence at its end.
public enum ClickSynthesizer {
  /// The pitch (Hz), length (s) and peak of a style.
  public static func parameters(_ style: FeedbackStyle) -> (frequency: Double, length: Double, peak: Double) {
    switch style {
    case .light: return (3200, 0.010, 0.30)
    case .medium: return (1600, 0.020, 0.50)
    case .heavy: return (800, 0.032, 0.70)
    }
  }

  /// The click's samples at `sampleRate` Hz, mono, in −1...1.
  public static func samples(_ style: FeedbackStyle, sampleRate: Double) -> [Float] {
    let (f, length, peak) = parameters(style)
    let n = Int(length * sampleRate)
    return (0..<n).map { i in
      let t = Double(i) / sampleRate
      let attack = min(1, t / 0.001)
      let decay = exp(-5 * t / length)
      return Float(peak * attack * decay * sin(2 * Double.pi * f * t))
    }
  }
}
