import Testing
import TestSupport

@testable import FluidSDL
@testable import FluidUI

@Suite("Frame statistics and the stats overlay")
struct FrameStatsTests {
  @Test("fps counts the presents of the last second; work and latency percentiles by nearest rank")
  func rolling() {
    var stats = FrameStats()
    for n in 0..<300 { stats.recordFrame(presentedAt: Double(n) / 60, work: n == 299 ? 0.009 : 0.001) }
    #expect(isClose(stats.framesPerSecond, 60, within: 1e-9))
    #expect(isClose(stats.frameWork.median, 0.001, within: 1e-12))
    #expect(isClose(stats.frameWork.max, 0.009, within: 1e-12))
    for k in 1...100 { stats.recordLatency(Double(k) / 1000) }
    #expect(isClose(stats.latency.p50, 0.050, within: 0.0011))
    #expect(isClose(stats.latency.p99, 0.099, within: 0.0011))
  }

  @Test(
    "fps after an idle stretch is the rate of the frames since, not a count over the last second",
    arguments: [30.0, 60, 144])
  func fpsAfterIdle(rate: Double) {
    var stats = FrameStats()
    for n in 0..<10 { stats.recordFrame(presentedAt: 1 + Double(n) / rate, work: 0.001) }  // a click
    #expect(stats.framesPerSecond > 0)
    let start = 5.0  // after 4 s of idle, an animation: 0.35 s of it
    for n in 0...Int(0.35 * rate) { stats.recordFrame(presentedAt: start + Double(n) / rate, work: 0.001) }
    #expect(isClose(stats.framesPerSecond, rate, within: 1e-6))
    var lone = FrameStats()
    lone.recordFrame(presentedAt: 3, work: 0.001)
    #expect(lone.framesPerSecond == 0)
  }

  @Test("a dropped frame lowers the rate by what it lost")
  func fpsWithADrop() {
    var stats = FrameStats()
    let times = (0..<60).map { Double($0) / 60 }.filter { $0 != 30.0 / 60 }  // frame 30 missed
    for t in times { stats.recordFrame(presentedAt: t, work: 0.001) }
    #expect(isClose(stats.framesPerSecond, 58 / (59.0 / 60), within: 1e-9))
  }

  @Test("two runs with an idle pause between them read at the rate they were drawn at")
  func fpsAcrossAnIdlePause() {
    var stats = FrameStats()
    let first = (0..<12).map { 10 + Double($0) / 60 }  // 0.2 s at 60 Hz
    let second = (0..<20).map { 10.6 + Double($0) / 60 }  // idle 0.4 s, then 0.33 s more
    for t in first + second { stats.recordFrame(presentedAt: t, work: 0.001) }
    #expect(isClose(stats.framesPerSecond, 60, within: 1e-6))
  }

  @Test("the window keeps only the newest values")
  func window() {
    var w = RollingWindow(capacity: 4)
    #expect(w.recent(3).isEmpty)
    for v in 1...6 { w.append(Double(v)) }
    #expect(w.recent(10) == [6, 5, 4, 3])
  }

  @Test("the overlay draws only when visible, and its numbers refresh at most four times a second")
  func overlay() {
    var overlay = StatsOverlay()
    var stats = FrameStats()
    stats.recordFrame(presentedAt: 1, work: 0.0024)
    var commands: [DrawCommand] = []
    overlay.render(into: &commands, size: Size(width: 1280, height: 800))
    #expect(commands.isEmpty)
    overlay.isVisible = true
    overlay.refresh(from: stats, now: 1)
    overlay.render(into: &commands, size: Size(width: 1280, height: 800))
    #expect(commands.count == 4)
    #expect(
      commands.contains {
        if case .text(let s, _, _, _) = $0 { s == "frame 2.4 ms · max 2.4 ms" } else { false }
      })
    stats.recordFrame(presentedAt: 1.1, work: 0.0050)
    overlay.refresh(from: stats, now: 1.1)  // too soon: unchanged
    commands.removeAll()
    overlay.render(into: &commands, size: Size(width: 1280, height: 800))
    #expect(
      commands.contains { if case .text(let s, _, _, _) = $0 { s.hasPrefix("frame 2.4") } else { false } })
    overlay.toggle()  // hidden
    overlay.toggle()  // shown again: refreshes at once
    overlay.refresh(from: stats, now: 1.15)
    commands.removeAll()
    overlay.render(into: &commands, size: Size(width: 1280, height: 800))
    #expect(
      commands.contains {
        if case .text(let s, _, _, _) = $0 { s.hasSuffix("max 5.0 ms") } else { false }
      })
    #expect(StatsOverlay.ms(0.01234) == "12.3")
  }
}
