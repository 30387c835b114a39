import FluidSDL
import FluidUI
import Foundation
import Testing

extension RenderingTests {
  @Test("the three clicks differ in level, length and pitch")
  func clicksAreDistinct() {
    func zeroCrossings(_ s: [Float]) -> Int { zip(s, s.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count }
    let clicks = FeedbackStyle.allCases.map { ClickSynthesizer.samples($0, sampleRate: 48_000) }
    let peaks = clicks.map { $0.map { abs($0) }.max() ?? 0 }
    let pitches = clicks.map { Double(zeroCrossings($0)) / Double($0.count) }
    #expect(peaks[0] < peaks[1] && peaks[1] < peaks[2])
    #expect(clicks[0].count < clicks[1].count && clicks[1].count < clicks[2].count)
    #expect(pitches[0] > pitches[1] && pitches[1] > pitches[2])
  }

  @Test("light, medium and heavy clicks are written through SDL's disk audio driver")
  func diskAudio() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fluid-clicks-\(UUID().uuidString).raw"
    ).path
    setenv("SDL_AUDIODRIVER", "disk", 1)
    setenv("SDL_DISKAUDIOFILE", path, 1)
    setenv("SDL_DISKAUDIODELAY", "0", 1)
    defer {
      unsetenv("SDL_AUDIODRIVER")
      unsetenv("SDL_DISKAUDIOFILE")
      unsetenv("SDL_DISKAUDIODELAY")
      try? FileManager.default.removeItem(atPath: path)
    }
    do {
      let feedback = AudioFeedback()
      #expect(!feedback.isAudible)  // nothing opened until asked
      feedback.prepare()
      #expect(feedback.isAudible)
      for style in FeedbackStyle.allCases { feedback.impact(style) }
      var polls = 0
      while feedback.queuedBytes > 0 && polls < 5000 {  // the disk thread drains the queue
        polls += 1
        usleep(1000)
      }
      #expect(feedback.queuedBytes == 0)
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let written = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    // Each click whole, in the order queued. The disk thread takes what is queued when it writes
    // and fills the rest of its buffer with silence, so a click queued while it wrote can follow
    // the one before after some zeros (a busy machine); a click itself is queued in one piece.
    var from = 0
    for style in FeedbackStyle.allCases {
      let click = ClickSynthesizer.samples(style, sampleRate: 48_000)
      guard let at = Self.find(click, in: written, from: from) else {
        Issue.record("the \(style) click is not in the file whole, after the one before")
        return
      }
      from = at + click.count
    }
  }

  /// Where `click` lies whole in `samples`, at `from` or after.
  static func find(_ click: [Float], in samples: [Float], from: Int) -> Int? {
    guard click.count > 1, samples.count >= click.count, from <= samples.count - click.count else {
      return nil
    }
    // The first sample of a click is 0, like the silence: look for its second.
    return (from...(samples.count - click.count)).first { i in
      samples[i + 1] == click[1] && samples[i..<(i + click.count)].elementsEqual(click)
    }
  }

  @Test("with no audio device feedback is silent and nothing fails")
  func noAudioDevice() {
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1)
    defer { unsetenv("SDL_AUDIODRIVER") }
    let feedback = AudioFeedback()
    feedback.impact(.heavy)
    #expect(!feedback.isAudible)
    let generator = ImpactFeedbackGenerator(style: .light, sink: feedback)
    generator.impactOccurred()
    #expect(generator.impactCount == 1)
  }
}
