import FluidIO
import FluidMotion
import FluidUI

/// Runs a scene with no window on a virtual clock: the headless driver of a ``FrameCore``.
///
/// The clock is a display refreshing `fps` times a second (ticks at *k / fps*) whose frames take no
/// time. Events arrive at their times and screenshots are due at theirs; the core decides the frames
/// exactly as it does in a window — on the grid while something runs, at once for input from idle,
/// at the scene's wake-up times, none otherwise — so the frames, states and screenshots are the
/// window's, byte for byte the same on every run. Screenshots are drawn with SDL's software renderer
/// into memory; states are written as JSON Lines, one per frame, keys sorted.
@MainActor
public final class HeadlessRunner {
  /// What to run and what to write.
  public struct Options {
    /// Frames per second of the virtual display, > 0.
    public var fps: Double = 120
    /// The last time to run to, seconds.
    public var end: Double
    /// Screenshots: at a time, to a PNG path.
    public var screenshots: [(time: Double, path: String)] = []
    /// Where to write per-frame state, or nil.
    public var dumpStatePath: String?
    /// Called after each frame with its time (s) and its draw list: to draw it, or look at it.
    public var onFrame: ((_ time: Double, _ commands: [DrawCommand]) throws -> Void)?

    /// Creates options running to `end` seconds.
    public init(end: Double) { self.end = end }
  }

  /// Frames drawn by the last run.
  public private(set) var frames = 0

  /// Creates a runner.
  public init() {}

  /// Runs `scene` at `size` through `events`.
  /// - Throws: ``SDLError`` when a screenshot cannot be drawn, ``FluidIO/OutputError`` when a file cannot
  ///   be written; a signal (``SignalTrap``) ends the run early, files complete.
  public func run(
    scene: any Scene, size: Size, events: [InputEvent], name: (any Scene) -> String, options: Options
  ) throws {
    scene.layout(size: size)
    let core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1 / options.fps))
    SignalTrap.install()
    let dump = try options.dumpStatePath.map { path throws(OutputError) in
      try StateWriter(path: path, what: "state dump")
    }
    do {
      try loop(core: core, size: size, events: events, dump: dump, name: name, options: options)
    } catch {
      try? dump?.close()
      throw error
    }
    try dump?.close()
    frames = core.frameCount
  }

  /// The loop: the next frame, event or screenshot on the virtual clock, until `options.end` or a signal.
  private func loop(
    core: FrameCore, size: Size, events: [InputEvent], dump: StateWriter?, name: (any Scene) -> String,
    options: Options
  ) throws {
    let scene = core.scene
    var pending = events[...]
    var shots = options.screenshots.sorted { $0.time < $1.time }[...]
    var canvas: OffscreenCanvas?
    var commands: [DrawCommand] = []
    var now = 0.0
    var shotAsked = false
    core.animator.advance(to: 0)
    while SignalTrap.received == 0 {
      if let shot = shots.first, shot.time <= now, !shotAsked {
        core.requestFrame()  // a screenshot is due: a frame soon, as for input
        shotAsked = true
      }
      let target = core.nextFrameTime(now: now)
      let wakes = [target, pending.first?.time, shotAsked ? nil : shots.first?.time]
      guard let next = wakes.compactMap({ $0 }).min(), next <= options.end + 1e-9 else { break }
      now = max(now, next)
      if let event = pending.first, event.time <= now {
        pending.removeFirst()
        core.handle(event, now: now)
        continue
      }
      guard let time = target, time <= now else { continue }
      core.runFrame(at: time, into: &commands)
      while let shot = shots.first, shot.time <= time + 1e-9 {
        shots.removeFirst()
        shotAsked = false
        if canvas == nil { canvas = try OffscreenCanvas(size: size) }
        canvas?.draw(commands, background: scene.root.solidColor ?? .black)
        try canvas?.savePNG(to: shot.path)
      }
      try options.onFrame?(time, commands)
      core.didPresent(frameAt: time, now: time)
      try dump?.write(time: time, scene: name(scene), state: scene.state)
    }
  }
}
