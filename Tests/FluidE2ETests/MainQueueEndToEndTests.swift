import Foundation
import Testing

/// Work scheduled on the main actor runs while a window is open, and in a headless run: the
/// `fluid-bench main-queue` program schedules it beside a window (or a virtual clock) and reports.
extension SceneEndToEndTests {
  /// Runs `fluid-bench main-queue` with `extra` arguments; its report.
  func mainQueueReport(_ extra: [String]) throws -> [String: Any] {
    let output = try EndToEnd.temporaryDirectory() + "/main-queue.json"
    let run = try EndToEnd.run(
      ["main-queue", "--output", output] + extra, program: EndToEnd.benchBinary,
      environment: ["SDL_AUDIODRIVER": "dummy"], limit: 40)
    #expect(run.status == 0, "\(run.error)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(
    "in a window, a main-actor task's sleep, asyncAfter, a Foundation Timer and MainActor.run from a detached task all run; the result fades in; an idle window with a Foundation timer pending draws nothing"
  )
  func mainQueueInAWindow() throws {
    let report = try mainQueueReport([])
    let ran = report["ran"] as? [String] ?? []
    #expect(Set(ran) == ["task-sleep", "asyncAfter", "timer", "mainActor.run"], "\(report)")
    let order = (ran.firstIndex(of: "task-sleep") ?? 9, ran.firstIndex(of: "asyncAfter") ?? 0)
    #expect(order.0 < order.1, "0.2 s before 0.3 s")
    #expect(
      (ran.firstIndex(of: "asyncAfter") ?? 9) < (ran.firstIndex(of: "timer") ?? 0), "0.3 s before 0.4 s")
    #expect(report["alpha"] as? Double == 1)
    #expect(report["idle_frames"] as? Int == 0, "no frame while only a timer is pending: \(report)")
  }

  @Test("in a headless run, a main-actor task and DispatchQueue.main.async run at the loop's next turn")
  func mainQueueHeadless() throws {
    let report = try mainQueueReport(["--headless"])
    #expect(report["ran"] as? [String] == ["task", "main.async"], "\(report)")
    #expect(report["alpha"] as? Double == 1)
  }
}
