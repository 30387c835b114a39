import ArgumentParser
import FluidIO
import FluidScenes
import FluidSDL
import FluidReplay
import FluidUI

extension RendererChoice: ExpressibleByArgument {}
extension SDLWindow.Decorations: ExpressibleByArgument {}

/// `fluid [run]`: opens the window on a scene.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Open the app window (the default command).",
    discussion: "Opens on the menu (or the last scene). " + SceneHost.keysSummary
  )

  @Option(
    name: .long,
    help:
      "Scene name or index: \(SceneCatalog.available.map { "\($0.index) \($0.name)" }.joined(separator: ", ")); or menu (default: the last run's scene)."
  )
  var scene: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: "Window size in points, WxH (200...8192 each; default: the last run's, else 1280x800)."
  )
  var size: String?

  @Option(
    name: .long,
    help: "Renderer: auto (OpenGL on a hardware GPU, else software), software or opengl.")
  var renderer: RendererChoice = .auto

  @Option(
    name: .long, parsing: .unconditional,
    help:
      "Pixels per point, 0.5...4 (default: FLUID_SCALE, GDK_SCALE, Xft.dpi/96, or the display's own scale).")
  var scale: Double?

  @Option(
    name: .long,
    help:
      "Who draws the title bar: client (the app's bar moves the window and has its controls) or server (the desktop's frame)."
  )
  var decorations: SDLWindow.Decorations = .client

  @Option(
    name: .long,
    help: "Light or dark chrome: light, dark, or auto (the desktop's theme; dark when it does not say).")
  var colorScheme: ColorSchemeChoice = .auto

  @Option(
    name: .long,
    help:
      "Save a PNG of the frame at T seconds: T:FILE (repeatable); signal:FILE saves the frame shown each time the process gets SIGUSR1 (a window run only)."
  )
  var screenshot: [String] = []

  @Option(name: .long, parsing: .unconditional, help: "Quit after this many seconds.")
  var exitAfter: Double?

  @Option(name: .long, help: "Record the session's input to FILE (JSON Lines).")
  var record: String?

  @Option(name: .long, help: "Play back a recorded FILE (its scene and window size).")
  var replay: String?

  @Flag(name: .long, help: "Run with no window on a virtual clock (SDL's dummy driver); deterministic.")
  var headless = false

  @Option(
    name: .long, parsing: .unconditional,
    help:
      "Refresh rate of the headless run's virtual display, 1...1000 Hz (it draws the frames a window would).")
  var fps: Double = 120

  @Option(name: .long, help: "Write the scene's state after each frame to FILE (JSON Lines).")
  var dumpState: String?

  @Flag(name: .long, help: "Show frames per second, frame time and input latency (F toggles it).")
  var stats = false

  @Option(name: .long, help: "Write one JSON line per presented frame: present time, work, input latencies.")
  var statsLog: String?

  @Flag(name: .long, help: "Reduce motion: moving between scenes is instant instead of sliding.")
  var reduceMotion = false

  func validate() throws {
    _ = try parsedSize()
    _ = try parsedScreenshots()
    if let scene {
      do { _ = try SceneCatalog.find(scene) } catch {
        throw ValidationError("--scene \(Self.describe(error))")
      }
    }
    if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0 && exitAfter <= 86_400) {
      throw ValidationError("--exit-after must be a number of seconds in 0...86400 (got \(exitAfter))")
    }
    if let scale, !(scale.isFinite && DisplayScale.range.contains(scale)) {
      throw ValidationError("--scale must be in 0.5...4 pixels per point (got \(scale))")
    }
    if let scale, let points = try? parsedSize(),
      max(points.width, points.height) * scale > SDLWindow.maximumPixels
    {
      throw ValidationError(
        "--size \(size ?? Self.defaultSize) at --scale \(scale) is more than \(Int(SDLWindow.maximumPixels)) pixels a side; "
          + "give a smaller size or scale")
    }
    guard fps.isFinite, (1...1000).contains(fps) else {
      throw ValidationError("--fps must be in 1...1000 (got \(fps))")
    }
    if record != nil && headless { throw ValidationError("--record needs a window: drop --headless") }
    if signalScreenshots.count > 1 {
      throw ValidationError("--screenshot signal:FILE can be given once (got \(signalScreenshots.count))")
    }
    if headless && signalScreenshot != nil {
      throw ValidationError("--screenshot signal:FILE needs a window: drop --headless or give a time")
    }
    if headless && (stats || statsLog != nil) {
      throw ValidationError("--stats and --stats-log measure a window: drop --headless")
    }
    if headless && replay == nil && exitAfter == nil {
      throw ValidationError("--headless needs --replay or --exit-after (or it would never end)")
    }
    if let exitAfter, let late = try parsedScreenshots().first(where: { $0.time > exitAfter }) {
      throw ValidationError(
        "--screenshot at \(late.time) s is after --exit-after \(exitAfter) s: it would never be taken")
    }
  }

  /// A scene lookup error with the asked-for name cut to a short quote.
  static func describe(_ error: SceneCatalog.LookupError) -> String {
    error.description.replacing(error.query, with: Excerpt.clip(error.query))
  }

  /// The window's size when neither `--size` nor an earlier run gives one.
  static let defaultSize = "1280x800"

  func parsedSize() throws -> Size {
    let size = size ?? Self.defaultSize
    let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
      throw ValidationError("--size must be WxH in points, e.g. 1280x800 (got \(Excerpt.quote(size)))")
    }
    let sides = Size.windowSides
    let outside = [("width", w), ("height", h)].filter { !sides.contains(Double($0.1)) }
    guard outside.isEmpty else {
      let which = outside.map { "the \($0.0) \($0.1)" }.joined(separator: " and ")
      throw ValidationError(
        "--size: width and height must be in \(Int(sides.lowerBound))...\(Int(sides.upperBound)) points (got \(w)x\(h): \(which))"
      )
    }
    return Size(width: Double(w), height: Double(h))
  }

  func run() throws {
    SignalTrap.install()
    var replayFile: ReplayFile?
    do {
      replayFile = try replay.map { path throws(ReplayError) in try ReplayFile.read(path: path) }
    } catch {
      try endIfSignalled()  // a signal ended the wait for a FIFO's writer
      printError("fluid: \(error)")
      throw ExitCode(65)
    }
    var settings = SettingsFile()
    if keepsSettings, let path = SettingsFile.defaultPath() {
      settings = SettingsFile.load(path: path) { printError("fluid: \($0)") }
    }
    let entry: SceneCatalog.Entry
    do { entry = try SceneCatalog.find(replayFile?.scene ?? scene ?? savedScene(settings)) } catch {
      printError(
        "fluid: \(replay.map { "replay file \(Excerpt.clipPath($0)): " } ?? "")--scene \(Self.describe(error))"
      )
      throw ExitCode(replay == nil ? 64 : 65)
    }
    let size = try replayFile?.size ?? savedSize(settings) ?? parsedSize()
    let shots = try parsedScreenshots()
    let events = replayFile?.events ?? []
    try refuseLateShots(shots, events: events)
    try OutputPlan(run: self).check()
    StartupStages.mark(.ready)
    try MainActor.assumeIsolated {
      do {
        if headless {
          try runHeadless(entry: entry, size: size, events: events, shots: shots)
        } else {
          try runWindow(entry: entry, size: size, events: events, shots: shots, settings: settings)
        }
      } catch let error as SDLError {
        printError("fluid: \(error)")
        throw ExitCode(1)
      } catch let error as OutputError {
        try endIfSignalled()  // a signal ended a wait on a FIFO: not the file's failure
        printError("fluid: \(error)")
        throw ExitCode(OutputError.exitCode)
      }
    }
    try endIfSignalled()
  }

  /// Ends the run with 128 + the signal when one came.
  private func endIfSignalled() throws {
    if let status = SignalTrap.exitStatus { throw ExitCode(status) }
  }

  /// A headless run ends at a known time: a screenshot after it is an error (exit 64).
  private func refuseLateShots(_ shots: [(time: Double, path: String)], events: [InputEvent]) throws {
    guard headless, let late = shots.first(where: { $0.time > headlessEnd(events) }) else { return }
    printError(
      "fluid: --screenshot at \(late.time) s is after the run's end (\(headlessEnd(events)) s); "
        + "take it earlier or pass a later --exit-after")
    throw ExitCode(64)
  }

  private func headlessEnd(_ events: [InputEvent]) -> Double { exitAfter ?? ((events.last?.time ?? 0) + 5) }

  @MainActor
  private func runHeadless(
    entry: SceneCatalog.Entry, size: Size, events: [InputEvent], shots: [(time: Double, path: String)]
  ) throws {
    let scene = SceneHost(entry: entry, context: SceneContext())
    scene.reducesMotion = reduceMotion
    if let chosen = colorScheme.scheme { scene.environmentChanged(WindowEnvironment(colorScheme: chosen)) }
    var options = HeadlessRunner.Options.offscreen(end: headlessEnd(events))
    options.fps = fps
    options.scale = scale ?? 1
    options.screenshots = shots
    options.dumpStatePath = dumpState
    options.name = { scene.entry.name }
    options.drivesMainQueue = true  // this run owns the main thread
    try HeadlessRunner().run(scene: scene, size: size, events: events, options: options)
  }
}
