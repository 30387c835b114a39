import FluidIO
import FluidReplay
import FluidSDL
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The replay reader's cost: a generated file of `events` pointer events, read with
/// ``FluidReplay/ReplayFile/read(path:)``; time, and the growth of this process's peak memory.
///
/// It runs first in `fluid-bench`, so the peak (`VmHWM` in `/proc/self/status`) has not yet been raised
/// by the other benchmarks: the growth is what reading the file took.
struct ParseBench {
  /// Events in the file.
  let events: Int
  /// The file's size, MB.
  let fileMB: Double
  /// Seconds to read and check it.
  let seconds: Double
  /// Growth of the peak resident memory while reading, MB.
  let peakGrowthMB: Double

  /// Generates the file in a temporary folder, reads it, and removes it.
  /// - Throws: ``BenchError`` when the file cannot be written or is not read back whole.
  static func run(events: Int) throws -> ParseBench {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fluid-parse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("million.jsonl").path
    let bytes = try write(events: events, to: path)
    let before = peakMB()
    let start = MonotonicClock.now
    let replay: ReplayFile
    do { replay = try ReplayFile.read(path: path) } catch { throw BenchError("\(error)") }
    let seconds = MonotonicClock.now - start
    guard replay.events.count == events else {
      throw BenchError("read \(replay.events.count) of \(events) events")
    }
    return ParseBench(
      events: events, fileMB: Double(bytes) / 1e6, seconds: seconds, peakGrowthMB: peakMB() - before)
  }

  /// Writes a header and `events` drags (down, moves, up) a chunk at a time; returns the bytes written.
  private static func write(events: Int, to path: String) throws -> Int {
    guard let file = fopen(path, "w") else { throw BenchError("cannot write \(path)") }
    defer { fclose(file) }
    var chunk = "{\"fluid-replay\":1,\"scene\":\"pane\",\"width\":1280,\"height\":800}\n"
    var total = 0
    for i in 0..<events {
      let t = Double(i) * 0.001
      let (x, y) = (Double(i % 1280) + 0.5, Double(i % 800) + 0.25)
      switch i % 50 {
      case 0: chunk += "{\"button\":1,\"t\":\(t),\"type\":\"down\",\"x\":\(x),\"y\":\(y)}\n"
      case 49: chunk += "{\"button\":1,\"t\":\(t),\"type\":\"up\",\"x\":\(x),\"y\":\(y)}\n"
      default: chunk += "{\"t\":\(t),\"type\":\"move\",\"x\":\(x),\"y\":\(y)}\n"
      }
      if chunk.utf8.count > 1 << 16 || i == events - 1 {
        total += chunk.utf8.count
        guard fputs(chunk, file) >= 0 else { throw BenchError("cannot write \(path)") }
        chunk = ""
      }
    }
    return total
  }

  /// `VmHWM` of this process, MB.
  private static func peakMB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Double(line.split(separator: " ").dropFirst().first ?? "0").map { $0 / 1024 } ?? 0
  }
}
