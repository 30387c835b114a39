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
    let expected = FeedbackStyle.allCases.flatMap { ClickSynthesizer.samples($0, sampleRate: 48_000) }
    guard let first = written.firstIndex(where: { $0 != 0 }) else {
      Issue.record("the disk file holds only silence")
      return
    }
    // The clicks follow each other in the queue; compare them sample by sample (the first sample of a
    // click is 0, so the file's first non-zero sample is the second of the light click).
    let start = first - 1
    #expect(written.count >= start + expected.count)
    let got = Array(written[start..<min(written.count, start + expected.count)])
    #expect(got == expected)
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
