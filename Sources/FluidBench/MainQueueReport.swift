import Dispatch
import FluidIO
import FluidUI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What `fluid-bench main-queue` saw: each job as it ran, late by how much, and the idle stretch.
@MainActor
final class MainQueueReport {
  private let output: String
  private var ran: [(name: String, lateMs: Double)] = []
  private var idle: (frames: Int, cpuSeconds: Double)?

  init(output: String) { self.output = output }

  /// Notes that `name`, due at `due` (monotonic seconds), ran now.
  private func note(_ name: String, due: Double) {
    ran.append((name, max(0, MonotonicClock.now - due) * 1000))
  }

  /// The window's jobs: a sleeping main-actor task, `asyncAfter`, a detached task's result through
  /// `MainActor.run`, a Foundation `Timer`; then the idle stretch, which ends the run.
  func scheduleTimed(scene: ArrivingScene, loop: FrameLoop) {
    let start = MonotonicClock.now
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(200))
      note("task-sleep", due: start + 0.2)
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [self] in
      note("asyncAfter", due: start + 0.3)
    }
    // Foundation's timer on the main run loop, which the window runs between frames.
    _ = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in
      MainActor.assumeIsolated {
        self.note("timer", due: start + 0.4)
        self.measureIdle(scene: scene, loop: loop)
      }
    }
    Task.detached {
      let total = (1...200_000).reduce(0, +)  // off the main actor
      let done = MonotonicClock.now
      await MainActor.run {
        self.note("mainActor.run", due: done)
        scene.show(total)
      }
    }
  }

  /// The headless run's jobs: what is due at once (the run ends at its end time, 5 virtual seconds).
  func scheduleImmediate(scene: ArrivingScene, loop: FrameLoop) {
    let start = MonotonicClock.now
    Task { @MainActor in
      note("task", due: start)
      scene.show(42)
    }
    DispatchQueue.main.async { [self] in note("main.async", due: start) }
  }

  /// Once the fade has had time to end, waits 1.5 s on a Foundation timer with nothing to draw: the
  /// frames drawn and the CPU seconds spent in that wait (past the frame the first job's run draws,
  /// within 0.1 s of it); then stops the loop.
  private func measureIdle(scene: ArrivingScene, loop: FrameLoop) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [self] in
      let start = MonotonicClock.now
      let cpu = Self.cpuSeconds()
      _ = Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
        MainActor.assumeIsolated {
          let end = MonotonicClock.now
          self.idle = (
            scene.frameTimes.filter { $0 > start + 0.1 && $0 < end }.count, Self.cpuSeconds() - cpu
          )
          loop.stop()
        }
      }
    }
  }

  /// The process's CPU time so far (user and system), s.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Writes the report to the output file.
  func write(alpha: Double) throws {
    var fields = [
      "\"ran\":[" + ran.map { "\"\($0.name)\"" }.joined(separator: ",") + "]",
      "\"late_ms\":[" + ran.map { String(format: "%.2f", $0.lateMs) }.joined(separator: ",") + "]",
      "\"alpha\":\(alpha)",
    ]
    if let idle { fields += ["\"idle_frames\":\(idle.frames)", "\"idle_cpu_s\":\(idle.cpuSeconds)"] }
    try ("{" + fields.joined(separator: ",") + "}\n").write(toFile: output, atomically: true, encoding: .utf8)
  }
}
