import ArgumentParser
import FluidScenes
import FluidSDL
import FluidUI

extension RendererChoice: ExpressibleByArgument {}

/// `fluid [run]`: opens the window on a scene.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Open the app window (the default command).",
    discussion:
      "Keys: Esc or Ctrl+Q quits. Pane scene: drag or flick the pane, click to toggle, D cycles drivers.")

  @Option(
    name: .long,
    help:
      "Scene name or index: \(SceneCatalog.available.map { "\($0.index) \($0.name)" }.joined(separator: ", "))."
  )
  var scene: String = "pane"

  @Option(name: .long, help: "Window size in points, WxH (200...8192 each).")
  var size: String = "1280x800"

  @Option(name: .long, help: "Renderer: auto (software, fastest without a GPU), software or opengl.")
  var renderer: RendererChoice = .auto

  @Option(name: .long, help: "Save a PNG of the frame at T seconds: T:FILE (repeatable).")
  var screenshot: [String] = []

  @Option(name: .long, help: "Quit after this many seconds.")
  var exitAfter: Double?

  func validate() throws {
    _ = try parsedSize()
    _ = try parsedScreenshots()
    do { _ = try SceneCatalog.find(scene) } catch { throw ValidationError("--scene \(error)") }
    if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0 && exitAfter <= 86_400) {
      throw ValidationError("--exit-after must be a number of seconds in 0...86400 (got \(exitAfter))")
    }
  }

  func parsedSize() throws -> Size {
    let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
      throw ValidationError("--size must be WxH in points, e.g. 1280x800 (got '\(size)')")
    }
    guard (200...8192).contains(w), (200...8192).contains(h) else {
      throw ValidationError("--size: width and height must be in 200...8192 points (got \(w)x\(h))")
    }
    return Size(width: Double(w), height: Double(h))
  }

  func parsedScreenshots() throws -> [(time: Double, path: String)] {
    try screenshot.map { spec in
      guard let colon = spec.firstIndex(of: ":"), let t = Double(spec[..<colon]), t.isFinite, t >= 0,
        spec.index(after: colon) < spec.endIndex
      else {
        throw ValidationError(
          "--screenshot must be T:FILE with T seconds >= 0, e.g. 1.5:pane.png (got '\(spec)')")
      }
      return (t, String(spec[spec.index(after: colon)...]))
    }
  }

  func run() throws {
    let entry = try SceneCatalog.find(scene)
    let size = try parsedSize()
    let shots = try parsedScreenshots()
    let exitAfter = self.exitAfter
    let renderer = self.renderer
    try MainActor.assumeIsolated {
      do {
        let window = try SDLWindow(title: "Fluid", size: size, renderer: renderer)
        let feedback = AudioFeedback()
        let scene = SceneHost(entry: entry, context: SceneContext(feedback: feedback))
        let loop = AppLoop(window: window)
        try loop.run(scene: scene, options: AppLoop.Options(exitAfter: exitAfter, screenshots: shots))
      } catch let error as SDLError {
        printError("fluid: \(error)")
        throw ExitCode(1)
      }
    }
  }
}
