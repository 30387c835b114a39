import ArgumentParser
import FluidIO

extension ParsableCommand {
  /// Parses the command line and runs the command: Fluid's executables' `main`.
  ///
  /// A bad command line gives one line (the error, each value it quotes escaped and cut to 80
  /// characters, the whole to 240) and `usageHint` on a second, with exit status 64; any other error
  /// ends the process as ArgumentParser reports it.
  package static func runReportingInOneLine(usageHint: String) -> Never {
    do {
      var command = try parseAsRoot()
      try command.run()
      exit(withError: nil)
    } catch {
      guard exitCode(for: error) == .validationFailure, !(error is ExitCode) else { exit(withError: error) }
      let message = Self.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
      printError("Error: \(Excerpt.clipQuotes(in: message))")
      printError("Usage hint: \(usageHint)")
      exit(withError: ExitCode.validationFailure)
    }
  }
}
