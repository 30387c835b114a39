import ArgumentParser
import FluidIO

/// `fluid-bench`: Fluid's benchmarks, apart from the app they measure (the `fluid` binary).
@main
struct FluidBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fluid-bench",
    abstract: "Measure what the user of Fluid feels: the motion core, frame cost and the live app.",
    subcommands: [BenchCommand.self, BenchProbeCommand.self],
    defaultSubcommand: BenchCommand.self)

  /// Parses and runs; a bad command line gives one line (the error) and a usage hint, exit 64.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure, !(error is ExitCode) else { exit(withError: error) }
      let message = FluidBench.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
      printError("Error: \(Excerpt.clip(message, limit: 240))")
      printError("Usage hint: fluid-bench --help lists the options.")
      exit(withError: ExitCode.validationFailure)
    }
  }
}
