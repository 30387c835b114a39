import ArgumentParser
import FluidIO
import FluidMotion
import FluidSDL
import FluidUI
import Foundation

/// `fluid-bench main-queue`: work scheduled on the main actor while a window is open, and what an
/// idle window costs with a timer pending.
///
/// In a window it schedules a main-actor task that sleeps 0.2 s, a `DispatchQueue.main.asyncAfter`
/// of 0.3 s, a Foundation `Timer` of 0.4 s on the main run loop, and a detached task whose result
/// comes back through `MainActor.run` and fades in (``ArrivingScene``); once all have run and the
/// window idles, a Foundation timer 1.5 s away measures the frames drawn and the CPU spent while it
/// waited. `--headless` runs a virtual clock, which cannot
/// wait for real time: there it schedules what is due at once (a main-actor task and a
/// `DispatchQueue.main.async`). It writes one JSON object to `--output`: the jobs in the order they
/// ran with the milliseconds each took to run after it was due, the badge's alpha at the end, and
/// in a window the idle stretch's frames and CPU seconds.
struct MainQueueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "main-queue", abstract: "Run main-actor work beside a window (used by the tests).",
    shouldDisplay: false)

  @Flag(help: "Run on a virtual clock, with no window.") var headless = false
  @Option(help: "Where to write the result (JSON).") var output: String

  func run() throws {
    try MainActor.assumeIsolated {
      let scene = ArrivingScene()
      let report = MainQueueReport(output: output)
      if headless {
        let platform = VirtualPlatform(size: Size(width: 640, height: 480), fps: 60)
        platform.drivesMainQueue = true
        let loop = FrameLoop(scene: scene, platform: platform)
        loop.endTime = 5
        report.scheduleImmediate(scene: scene, loop: loop)
        try loop.run()
      } else {
        let window = try SDLWindow(title: "Arriving", size: Size(width: 640, height: 480), renderer: .auto)
        let loop = FrameLoop(scene: scene, platform: WindowPlatform(window: window))
        loop.endTime = 30
        report.scheduleTimed(scene: scene, loop: loop)
        try AppLoop.run(loop)
      }
      try report.write(alpha: scene.badge.alpha)
    }
  }
}
