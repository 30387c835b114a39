import FluidIO
import FluidMotion

/// Runs a scene with no window: the ``FrameLoop`` on a ``VirtualPlatform``, writing its screenshots
/// and state dump.
///
/// The clock is a display refreshing `fps` times a second whose frames take no time. Events arrive
/// at their times and screenshots are due at theirs; the loop decides the frames exactly as it does
/// in a window — on the grid while something runs, at once for input from idle, at the scene's
/// wake-up times, none otherwise — so the frames, states and screenshots are the window's, byte for
/// byte the same on every run (unless the scene waits for real time: a `Task.sleep`, a `Timer`). A
/// replayed `Ctrl+Q` ends the run at its time, as it ends a window.
/// Screenshots are drawn on the canvas ``Options/makeCanvas`` makes: FluidUI's own ``SoftwareCanvas``
/// by default, FluidSDL's `OffscreenCanvas` (SDL's renderer, the window's pixels) in
/// `Options.offscreen(end:)`; states are written as JSON Lines, one per frame, keys sorted.
/// ``Options/interruption`` ends the run early, its files complete.
///
/// ```swift
/// var options = HeadlessRunner.Options(end: 2)
/// options.dumpStatePath = "states.jsonl"
/// try HeadlessRunner().run(scene: scene, size: Size(width: 800, height: 600), events: [], options: options)
/// ```
@MainActor
public final class HeadlessRunner {
  /// What to run and what to write.
  public struct Options {
    /// Frames per second of the virtual display, 1...1000.
    public var fps: Double = 120
    /// Pixels per point of the screenshots, 0.5...4.
    public var scale = 1.0
    /// The last time to run to, seconds.
    public var end: Double
    /// Screenshots: at a time, to a PNG path.
    public var screenshots: [(time: Double, path: String)] = []
    /// Where to write per-frame state, or nil.
    public var dumpStatePath: String?
    /// The scene's name in state dumps (its title by default).
    public var name: (() -> String)?
    /// More observers of the frames, after the state dump and the screenshots.
    public var observers: [any FrameObserver] = []
    /// Makes the canvas the screenshots are drawn on, for a size in points and a scale; nil draws
    /// them on a ``SoftwareCanvas`` (no SDL needed).
    public var makeCanvas: (@MainActor (Size, Double) throws -> any Canvas)?
    /// Asked before each frame: true ends the run there (a signal came).
    public var interruption: (() -> Bool)?
    /// Whether the run owns the main thread and runs the main queue each turn.
    ///
    /// An app's own headless run does; a test's does not (``VirtualPlatform/drivesMainQueue``).
    /// Default false.
    public var drivesMainQueue = false

    /// Creates options running to `end` seconds.
    public init(end: Double) { self.end = end }
  }

  /// Frames drawn by the last run.
  public private(set) var frames = 0

  /// Creates a runner.
  public init() {}

  /// Runs `scene` at `size` through `events`.
  /// - Returns: Why the run ended (`FrameLoop.End.endTime` unless it quit first).
  /// - Throws: What ``Options/makeCanvas`` throws, `OutputError` when a file cannot be written, or
  ///   what an observer throws.
  @discardableResult
  public func run(scene: any Scene, size: Size, events: [InputEvent], options: Options) throws
    -> FrameLoop.End
  {
    let platform = VirtualPlatform(size: size, fps: options.fps, events: events)
    platform.interruption = options.interruption
    platform.drivesMainQueue = options.drivesMainQueue
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.endTime = options.end
    if !options.screenshots.isEmpty {
      let make = options.makeCanvas ?? { size, scale in SoftwareCanvas(size: size, scale: scale) }
      platform.canvas = try make(size, options.scale)
    }
    if let path = options.dumpStatePath {
      loop.observers.append(
        try StateDump(path: path, scene: scene, name: options.name))
    }
    if !options.screenshots.isEmpty { loop.observers.append(ScreenshotTaker(options.screenshots)) }
    loop.observers += options.observers
    defer { frames = loop.core.frameCount }
    return try loop.run()
  }
}
