import ArgumentParser
import FluidSDL

/// `fluid bench`: what the user feels, measured: the motion core's cost and every scene's frame cost.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the motion core and each scene's frame cost (table, or --json).",
    discussion: "Frame costs replay the recorded sessions in --corpus (Tests/Replays in the source tree).")

  @Flag(help: "Print JSON instead of a table.") var json = false
  @Flag(help: "A short run for CI smoke tests (the numbers are noisier).") var quick = false
  @Option(help: "The folder of recorded sessions to replay.") var corpus = "Tests/Replays"

  func run() throws {
    let steps = quick ? 200_000 : 2_000_000
    let step = MotionBench.stepCost(iterations: steps)
    let counts = quick ? [10_000] : [10_000, 100_000]
    let many = counts.map { (count: $0, cost: MotionBench.manySprings(count: $0, frames: quick ? 20 : 120)) }
    let frames = try MainActor.assumeIsolated {
      try FrameBench.run(corpus: corpus, frames: quick ? 120 : 600)
    }
    if json {
      printJSON(step: step, many: many, frames: frames)
    } else {
      printTable(step: step, many: many, frames: frames)
    }
  }

  private func f(_ x: Double, _ digits: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return String((x * scale).rounded() / scale)
  }

  private func printTable(
    step: (scalar: Double, vector: Double),
    many: [(count: Int, cost: (exact: Double, euler: Double, rk4: Double))],
    frames: [(scene: String, median: Double, p99: Double)]
  ) {
    print("Motion core (one core)")
    print("  Spring.update, Double      \(f(step.scalar, 1)) ns")
    print("  Spring.update, Vector2     \(f(step.vector, 1)) ns")
    for m in many {
      let perMs = Double(m.count) / m.cost.exact
      print(
        "  \(m.count) springs per 120 Hz frame: exact \(f(m.cost.exact)) ms, per-frame Euler \(f(m.cost.euler)) ms, RK4 at 1 ms \(f(m.cost.rk4)) ms"
      )
      print("    exact / RK4 time \(f(m.cost.exact / m.cost.rk4, 2)) · exact springs per ms \(Int(perMs))")
    }
    print("Frame cost: update + software render, headless, replaying \(corpus) (ms)")
    print("  scene          median     p99")
    for row in frames {
      let name = row.scene.padding(toLength: 14, withPad: " ", startingAt: 0)
      print("  \(name) \(f(row.median).padding(toLength: 9, withPad: " ", startingAt: 0))  \(f(row.p99))")
    }
  }

  private func printJSON(
    step: (scalar: Double, vector: Double),
    many: [(count: Int, cost: (exact: Double, euler: Double, rk4: Double))],
    frames: [(scene: String, median: Double, p99: Double)]
  ) {
    let springs = many.map {
      "{\"count\":\($0.count),\"exact_ms\":\($0.cost.exact),\"euler_ms\":\($0.cost.euler),\"rk4_1ms_ms\":\($0.cost.rk4),\"exact_over_rk4\":\($0.cost.exact / $0.cost.rk4)}"
    }
    let rows = frames.map { "{\"scene\":\"\($0.scene)\",\"median_ms\":\($0.median),\"p99_ms\":\($0.p99)}" }
    print(
      "{\"spring_update_ns\":{\"scalar\":\(step.scalar),\"vector2\":\(step.vector)},\"springs_per_frame\":[\(springs.joined(separator: ","))],\"frame_cost\":[\(rows.joined(separator: ","))]}"
    )
  }
}
