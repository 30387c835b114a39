import Foundation
import Testing

@testable import FluidUI

/// The `--stats-log` file: one line a presented frame, in the file within a quarter second while
/// frames run back to back, at once when the window idles, all of it when the log ends.
@Suite("Stats log: lines reach the file while frames run, at once when idle")
@MainActor
struct StatsLogTests {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("fluid-stats-\(UUID().uuidString).jsonl").path

  /// A frame presented at `t` (s), the next one due at `next` (nil: none, the window idles).
  func frame(_ index: Int, at t: Double, next: Double?) -> Frame {
    Frame(
      index: index, time: t, commands: [], damage: nil, size: Size(width: 100, height: 100), startedAt: t,
      presentedAt: t, droppedFrames: 0, requests: [], inputArrivals: [], nextFrameTime: next)
  }

  func linesInFile() -> Int {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").count
  }

  @Test("frames back to back: flushed every quarter second, not every frame; the idle frame at once")
  func flushes() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try StatsRecorder(logPath: path)
    let step = 1.0 / 64  // exact in binary: frame 16 is a quarter second after frame 0
    var seen: [Int] = []
    for i in 0..<30 {
      let t = 10 + Double(i) * step
      try recorder.didPresent(frame(i, at: t, next: t + step))
      seen.append(linesInFile())
    }
    #expect(seen[0] == 1, "the first line at once: \(seen)")
    #expect(seen[1] == 1 && seen[15] == 1, "no flush a frame: \(seen)")
    #expect(seen[16] == 17 && seen[29] == 17, "a quarter second later: \(seen)")
    try recorder.didPresent(frame(30, at: 10.5, next: nil))
    #expect(linesInFile() == 31, "the window idles: every line is in the file")
    try recorder.didPresent(frame(31, at: 20, next: 20 + step))
    try recorder.didPresent(frame(32, at: 20 + step, next: 20 + 2 * step))
    #expect(linesInFile() == 32)
    try recorder.finish()
    #expect(linesInFile() == 33)
  }

  @Test("frames that stop with no idle frame (the window hidden mid-animation): a turn flushes them when due")
  func stoppedFrames() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try StatsRecorder(logPath: path)
    #expect(try recorder.need(now: 10) == .none)
    try recorder.didPresent(frame(0, at: 10, next: 10.016))  // flushed: the first line
    try recorder.didPresent(frame(1, at: 10.016, next: 10.032))
    #expect(linesInFile() == 1)
    #expect(try recorder.need(now: 10.1) == .turn(at: 10.25))
    #expect(linesInFile() == 1)
    #expect(try recorder.need(now: 10.25) == .none)
    #expect(linesInFile() == 2)
    try recorder.finish()
  }
}
