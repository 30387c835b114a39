import ArgumentParser
import FluidIO
import FluidMotion
import FluidSDL
import FluidScenes
import FluidUI
import Foundation

/// `fluid-bench probe`: the app's present loop and scenes in a window, driven by a ``LatencyProbe``
/// from another thread.
///
/// The probe pushes events into SDL's queue from inside the process, so it runs the same library
/// code as `fluid` (``AppLoop``, the scene catalogue) in this executable rather than in the app's.
/// `fluid-bench` runs it as a child process (``LiveBench``). It writes `{"interval_ms":…,"latency_ms":[…]}` to
/// `--output`.
struct BenchProbeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "probe", abstract: "Measure input latency in a window (used by fluid-bench itself).",
    shouldDisplay: false)

  /// What the probe does.
  enum Scenario: String, ExpressibleByArgument, CaseIterable {
    /// Presses a calculator key on an idle app, again and again.
    case presses
    /// Drags the control-centre pane up and down with pointer moves at random phases.
    case drag
  }

  @Argument(help: "presses or drag.") var scenario: Scenario
  @Option(help: "How many events to time.") var count = 20
  @Option(help: "Where to write the result (JSON).") var output: String

  func validate() throws {
    guard (1...10_000).contains(count) else { throw ValidationError("--count must be in 1...10000") }
  }

  func run() throws {
    try MainActor.assumeIsolated {
      let window = try SDLWindow(title: "Fluid", size: Size(width: 1280, height: 800), renderer: .auto)
      let entry = try SceneCatalog.find(scenario == .presses ? "calculator" : "pane")
      let scene = SceneHost(entry: entry, context: SceneContext())
      let platform = WindowPlatform(window: window)
      let probe = LatencyProbe()
      probe.attach(to: platform)
      let loop = FrameLoop(scene: scene, platform: platform)
      loop.endTime = 300
      let (scenario, count, output, interval) = (scenario, count, output, window.refreshInterval)
      Thread {
        let latencies = scenario == .presses ? Self.presses(probe, count) : Self.drag(probe, count, interval)
        let list = latencies.map { String($0 * 1000) }.joined(separator: ",")
        try? "{\"interval_ms\":\(interval * 1000),\"latency_ms\":[\(list)]}\n".write(
          toFile: output, atomically: true, encoding: .utf8)
        probe.quit()
      }.start()
      try AppLoop.run(loop)
    }
  }

  /// Waits until the app has drawn nothing for `seconds` (at most 10 s: a scene that never rests is
  /// then pressed while it draws).
  private static func waitIdle(_ probe: LatencyProbe, _ seconds: Double) {
    let deadline = MonotonicClock.now + 10
    while probe.sinceLastPresent < seconds, MonotonicClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Presses and releases the "5" key, each press on an app that has been idle for 0.3 s.
  private static func presses(_ probe: LatencyProbe, _ count: Int) -> [Double] {
    let key = Vector2(x: 596, y: 464)
    var out: [Double] = []
    for _ in 0..<count {
      waitIdle(probe, 0.3)
      if let l = probe.press(at: key) { out.append(l) }
      Thread.sleep(forTimeInterval: 0.05)
      _ = probe.release(at: key)
    }
    return out
  }

  /// Holds the pane and moves it up and down; each move is sent a random time after the last one
  /// was shown, so arrivals fall at every phase of the frame.
  private static func drag(_ probe: LatencyProbe, _ count: Int, _ interval: Double) -> [Double] {
    var rng = SplitMix64(seed: 7)
    waitIdle(probe, 0.3)
    _ = probe.press(at: Vector2(x: 640, y: 700))
    var out: [Double] = []
    for k in 0..<count {
      Thread.sleep(forTimeInterval: Double.random(in: 0...interval, using: &rng))
      let y = 700 - 80 * sin(Double(k) * 0.12)
      if let l = probe.move(to: Vector2(x: 640, y: y)) { out.append(l) }
    }
    _ = probe.release(at: Vector2(x: 640, y: 700))
    return out
  }
}
