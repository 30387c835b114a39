import ArgumentParser
import FluidSDL
import Foundation

/// `fluid-bench` (`fluid-bench measure`): what the user feels, measured: the motion core, every
/// scene's frame cost, and the real app's start-up, idle CPU, input latency and memory (see
/// ``LiveBench``).
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract:
      "Measure the motion core, frame cost, start-up, idle CPU, latency and memory (table, or --json).",
    discussion: """
      Frame costs and peak memory replay the recorded sessions in --corpus (Tests/Replays in the source \
      tree). The live part (start-up, idle CPU, latency, memory) runs the app (--app, by default the \
      fluid binary beside this one) in child processes and needs a display: scripts/bench runs it \
      under Xvfb.
      """)

  @Flag(help: "Print JSON instead of a table.") var json = false
  @Flag(help: "A short run for CI smoke tests (the numbers are noisier).") var quick = false
  @Option(help: "The folder of recorded sessions to replay.") var corpus = "Tests/Replays"
  @Option(name: .customLong("scene"), help: "Measure frame costs of this recorded session only (repeatable).")
  var scenes: [String] = []
  @Option(
    name: .customLong("size"),
    help:
      "Measure frame costs at this window size instead of the usual ones, e.g. 3840x2160 or 1280x800@2x (repeatable)."
  )
  var sizes: [String] = []
  @Option(help: "The fluid app to measure live (default: the fluid binary beside fluid-bench).")
  var app: String?

  @Flag(help: "Skip the live measurements (start-up, idle CPU, latency, memory), which need a display.")
  var noLive = false

  func validate() throws {
    for size in sizes where FrameSize(parsing: size) == nil {
      throw ValidationError(
        "--size \(size): give WIDTHxHEIGHT points of 1...16384, or WIDTHxHEIGHT@Nx with N in 1...4")
    }
  }

  func run() throws {
    let parse = try ParseBench.run(events: quick ? 100_000 : 1_000_000)  // first: see ParseBench
    let steps = quick ? 200_000 : 2_000_000
    let step = MotionBench.stepCost(iterations: steps)
    let counts = quick ? [10_000] : [10_000, 100_000]
    let many = counts.map { (count: $0, cost: MotionBench.manySprings(count: $0, frames: quick ? 20 : 120)) }
    let (frames, sized) = try MainActor.assumeIsolated {
      let frames = try FrameBench.run(corpus: corpus, frames: quick ? 120 : 600, scenes: scenes)
      let others = sizes.isEmpty ? FrameSize.others : sizes.compactMap(FrameSize.init(parsing:))
      // Quick: the sizes the window part replays at, with fewer frames.
      let measured = quick && sizes.isEmpty ? WindowBench.sizes(quick: true) : others
      let sized = try measured.map { config in
        (
          config,
          try FrameBench.run(
            corpus: corpus, frames: quick ? 120 : 600, size: config.size, scale: config.scale, scenes: scenes)
        )
      }
      return (frames, sized)
    }
    let rows = try MainActor.assumeIsolated {
      scenes.isEmpty || scenes.contains("scroll") ? try RowsBench.run(quick: quick) : []
    }
    let live: Result<LiveBench, BenchError>
    if noLive {
      live = .failure(BenchError("--no-live"))
    } else if ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) != true {
      live = .failure(BenchError("no display (run it under xvfb-run, see the README)"))
    } else {
      do {
        let app = app ?? ChildProcess.siblingApp
        guard access(app, X_OK) == 0 else {
          throw BenchError("no fluid app at \(app) (build it with scripts/build-release, or give --app)")
        }
        live = .success(try LiveBench.run(quick: quick, corpus: corpus, app: app, scenes: scenes))
      } catch {
        live = .failure((error as? BenchError) ?? BenchError("\(error)"))
      }
    }
    var report = BenchReport(step: step, many: many, frames: frames, corpus: corpus, live: live)
    report.sized = sized
    report.parse = parse
    report.rows = rows
    print(json ? report.json : report.table)
    if case .failure(let why) = live, !noLive, ProcessInfo.processInfo.environment["DISPLAY"] != nil {
      throw why
    }
  }
}
