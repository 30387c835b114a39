import FluidUI
import Foundation

/// Writes a session's input to a replay file as it happens: the header at once, then a line per event,
/// flushed every 32 events and on ``close()``, so a crash or a kill loses at most the last few events.
public final class ReplayRecorder {
  private let handle: FileHandle
  private var buffer: [String] = []
  /// The file being written.
  public let path: String

  /// Creates (or truncates) `path` and writes the header.
  /// - Throws: ``ReplayError`` when the file cannot be created.
  public init(path: String, scene: String, size: Size) throws(ReplayError) {
    self.path = path
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw ReplayError(
        path: path, line: nil, reason: "cannot be created (check the folder exists and is writable)")
    }
    self.handle = handle
    buffer.append(ReplayFile(scene: scene, size: size).headerLine)
    flush()
  }

  /// Records one event.
  public func record(_ event: InputEvent) {
    buffer.append(ReplayFile.line(for: event))
    if buffer.count >= 32 { flush() }
  }

  /// Writes what is buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data((buffer.joined(separator: "\n") + "\n").utf8))
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes and closes the file.
  public func close() {
    flush()
    try? handle.close()
  }
}
