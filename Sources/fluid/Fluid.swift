import ArgumentParser
import FluidIO

/// `fluid`: the Fluid demo app, and tools around its motion library.
@main
struct Fluid: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fluid",
    abstract: "Fluid interfaces on the desktop: interruptible, physics-driven interactions.",
    subcommands: [RunCommand.self, CurveCommand.self],
    defaultSubcommand: RunCommand.self)

  /// Parses and runs; a bad command line gives one line (the error) and a usage hint, exit 64.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure, !(error is ExitCode) else { exit(withError: error) }
      let message = Fluid.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
      printError("Error: \(Excerpt.clip(message, limit: 240))")
      printError("Usage hint: fluid --help (or fluid <command> --help) lists the options.")
      exit(withError: ExitCode.validationFailure)
    }
  }

}
