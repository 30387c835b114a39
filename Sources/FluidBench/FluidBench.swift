import ArgumentParser
import FluidCommandLine

/// `fluid-bench`: Fluid's benchmarks, apart from the app they measure (the `fluid` binary).
@main
struct FluidBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fluid-bench",
    abstract: "Measure what the user of Fluid feels: the motion core, frame cost and the live app.",
    subcommands: [
      BenchCommand.self, BenchProbeCommand.self, WindowReplayCommand.self, MainQueueCommand.self,
    ],
    defaultSubcommand: BenchCommand.self)

  /// Parses and runs; a bad command line gives one line (the error) and a usage hint, exit 64.
  static func main() { runReportingInOneLine(usageHint: "fluid-bench --help lists the options.") }
}
