import ArgumentParser
import FluidIO
import FluidSDL
import FluidScenes
import FluidUI

/// `fluid icon`: writes the app's icon as a PNG of a given size (what `Assets/icon/` holds and
/// `scripts/install` puts in the icon theme).
struct IconCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "icon", abstract: "Write Fluid's icon as a square PNG, drawn by the app's renderer.")

  @Option(parsing: .unconditional, help: "The icon's side in pixels, 16...1024.")
  var size = 256

  @Option(help: "The PNG file to write.")
  var output: String

  func validate() throws {
    guard (16...1024).contains(size) else {
      throw ValidationError("--size must be 16...1024 pixels (got \(size))")
    }
  }

  func run() throws {
    let (side, output) = (Double(size), output)
    // SIGHUP, SIGINT, SIGQUIT and SIGTERM end a write to a FIFO no one reads, as in the app's other
    // outputs (SDL's own handler would turn SIGTERM into an event no one waits for).
    SignalTrap.install()
    try MainActor.assumeIsolated {  // a command runs on the main thread
      do {
        let canvas = try OffscreenCanvas(size: Size(width: side, height: side))
        canvas.draw(AppIcon.commands(side: side), background: AppIcon.background)
        try canvas.savePNG(to: output, what: "icon")
      } catch {
        let signal = SignalTrap.received
        guard signal == 0 else {
          printError("fluid: stopped by signal \(signal); \(Excerpt.path(output)) was not written")
          throw ExitCode(128 + signal)
        }
        printError("fluid: \(error)")
        throw ExitCode(error is OutputError ? 74 : 1)
      }
    }
  }
}
