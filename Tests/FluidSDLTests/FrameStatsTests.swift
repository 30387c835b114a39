import FluidUI
import Testing
import TestSupport

@testable import FluidSDL

@Suite("Frame statistics and the stats overlay")
struct FrameStatsTests {
  @Test("fps counts the presents of the last second; work and latency percentiles by nearest rank")
  func rolling() {
    var stats = FrameStats()
    for n in 0..<300 { stats.recordFrame(presentedAt: Double(n) / 60, work: n == 299 ? 0.009 : 0.001) }
    #expect(stats.framesPerSecond == 60)
    #expect(isClose(stats.frameWork.median, 0.001, within: 1e-12))
    #expect(isClose(stats.frameWork.max, 0.009, within: 1e-12))
    for k in 1...100 { stats.recordLatency(Double(k) / 1000) }
    #expect(isClose(stats.latency.p50, 0.050, within: 0.0011))
    #expect(isClose(stats.latency.p99, 0.099, within: 0.0011))
  }

  @Test("the window keeps only the newest values")
  func window() {
    var w = RollingWindow(capacity: 4)
    #expect(w.last == nil && w.recent(3).isEmpty)
    for v in 1...6 { w.append(Double(v)) }
    #expect(w.recent(10) == [6, 5, 4, 3])
    #expect(w.count { $0 > 4 } == 2)
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
