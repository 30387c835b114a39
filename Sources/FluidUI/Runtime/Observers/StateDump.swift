import FluidIO

/// Writes the scene's state after every presented frame as a JSON line (keys sorted):
/// `{"scene":"…","t":…,"key":value,…}`, in place (see `OutputFile`), each line written at
/// once so a killed or crashed run keeps its states.
@MainActor
public final class StateDump: FrameObserver {
  private let writer: StateWriter
  private let scene: any Scene
  private let name: () -> String

  /// Opens `path` for `scene`'s states.
  /// - Parameters:
  ///   - path: The file to write, one JSON line a frame; created or truncated in place.
  ///   - scene: The scene whose `Scene.state` is written.
  ///   - name: The scene's name on each line (the scene's title by default).
  /// - Throws: `OutputError` when the file cannot be opened.
  public init(path: String, scene: any Scene, name: (() -> String)? = nil) throws(OutputError) {
    writer = try StateWriter(path: path, what: "state dump")
    self.scene = scene
    self.name = name ?? { scene.title }
  }

  /// Writes the frame's state line.
  public func didPresent(_ frame: Frame) throws {
    try writer.write(time: frame.time, scene: name(), state: scene.state)
    try writer.flush()
  }

  /// Writes what is buffered and closes the file.
  public func finish() throws { try writer.close() }
}
