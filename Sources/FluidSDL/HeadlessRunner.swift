import FluidMotion
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a scene with no window on a fixed-step clock: the same input gives the same frames, states and
/// screenshots, byte for byte.
///
/// Frame *n* is at time *n / fps*. Before each frame the events whose time has come are handed to the
/// scene; then the scene updates and the animator advances to the frame's time. Screenshots are drawn
/// with SDL's software renderer into memory; states are written as JSON Lines, one per frame, keys
/// sorted.
@MainActor
public final class HeadlessRunner {
  /// What to run and what to write.
  public struct Options {
    /// Frames per second of the fixed-step clock, > 0.
    public var fps: Double = 120
    /// The last time to run to, seconds.
    public var end: Double
    /// Screenshots: at a time, to a PNG path.
    public var screenshots: [(time: Double, path: String)] = []
    /// Where to write per-frame state, or nil.
    public var dumpStatePath: String?

    /// Creates options running to `end` seconds.
    public init(end: Double) { self.end = end }
  }

  private let animator = Animator()

  /// Creates a runner.
  public init() {}

  /// Runs `scene` at `size` through `events`.
  /// - Throws: ``SDLError`` when a screenshot or the state file cannot be written.
  public func run(
    scene: any Scene, size: Size, events: [InputEvent], name: (any Scene) -> String, options: Options
  ) throws {
    scene.layout(size: size)
    var pending = events[...]
    var shots = options.screenshots.sorted { $0.time < $1.time }[...]
    let dump = try options.dumpStatePath.map { try StateWriter(path: $0) }
    defer { dump?.close() }
    var canvas: OffscreenCanvas?
    var frame = 0
    animator.advance(to: 0)
    while true {
      let t = Double(frame) / options.fps
      if t > options.end + 1e-9 { break }
      while let e = pending.first, e.time <= t {
        pending.removeFirst()
        scene.handle(e, animator: animator)
      }
      scene.update(at: t, animator: animator)
      animator.advance(to: t)
      while let shot = shots.first, shot.time <= t + 1e-9 {
        shots.removeFirst()
        if canvas == nil { canvas = try OffscreenCanvas(size: size) }
        var commands: [DrawCommand] = []
        scene.root.render(into: &commands)
        canvas?.draw(commands, background: scene.root.solidColor ?? .black)
        try canvas?.savePNG(to: shot.path)
      }
      dump?.write(time: t, scene: name(scene), state: scene.state)
      frame += 1
    }
  }
}

/// Writes JSON Lines files: state dumps (`{"scene":"…","t":…,"key":value,…}` per line, keys
/// sorted) and stats logs.
final class StateWriter {
  private let file: UnsafeMutablePointer<FILE>

  init(path: String) throws {
    guard let file = fopen(path, "w") else {
      throw SDLError(
        "Opening the state file \(path)", reason: String(cString: strerror(errno)),
        remedy: "Check the folder exists and is writable.")
    }
    self.file = file
  }

  func write(time: Double, scene: String, state: [String: Double]) {
    var line = "{\"scene\":\"\(scene)\",\"t\":\(time)"
    for key in state.keys.sorted() {
      let v = state[key]!
      line += ",\"\(key)\":" + (v.isFinite ? "\(v)" : "null")
    }
    line += "}"
    write(line: line)
  }

  /// Writes one line (a newline is added).
  func write(line: String) {
    fputs(line + "\n", file)
  }

  func close() { fclose(file) }
}
