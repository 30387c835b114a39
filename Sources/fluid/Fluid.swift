import ArgumentParser
import FluidCommandLine
import FluidIO

/// `fluid`: the Fluid demo app, and tools around its motion library.
@main
struct Fluid: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fluid",
    abstract: "Fluid interfaces on the desktop: interruptible, physics-driven interactions.",
    subcommands: [RunCommand.self, CurveCommand.self, IconCommand.self],
    defaultSubcommand: RunCommand.self)

  /// Parses and runs; a bad command line gives one line (the error) and a usage hint, exit 64.
  static func main() {
    StartupStages.mark(.main)
    runReportingInOneLine(usageHint: "fluid --help (or fluid <command> --help) lists the options.")
  }
}
