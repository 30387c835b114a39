import ArgumentParser

/// `fluid`: the Fluid demo app, and tools around its motion library.
@main
struct Fluid: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fluid",
    abstract: "Fluid interfaces on the desktop: interruptible, physics-driven interactions.",
    subcommands: [RunCommand.self, CurveCommand.self, BenchCommand.self, BenchProbeCommand.self],
    defaultSubcommand: RunCommand.self)
}
