import FluidIO
import FluidUI
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recorded session: the scene and window size it started with, and every input event with its time.
///
/// The format is JSON Lines. The first line is the header,
/// `{"fluid-replay":1,"scene":"pane","width":1280,"height":800}`; each further line is one event,
/// `{"t":0.512,"type":"down","x":640,"y":700,"button":1}` (types: down, move, up, cancel, wheel, keydown,
/// keyup, focuslost, resize). Times are seconds since the start (at most ``maxTime``) and never go
/// backwards. Lines end in LF or CRLF, a UTF-8 byte-order mark is skipped, and no line may pass
/// ``maxLineBytes``. Reading is all-or-nothing: the first bad line stops it with its number and what is
/// wrong, and nothing is applied.
///
/// ```swift
/// let replay = try ReplayFile.read(path: "flick.jsonl")
/// for event in replay.events { scene.handle(event, animator: animator) }
/// ```
public struct ReplayFile: Equatable, Sendable {
  /// The format version this build reads and writes.
  public static let version = 1
  /// The scene name or index the session started on.
  public var scene: String
  /// The window size in points.
  public var size: Size
  /// The events in time order.
  public var events: [InputEvent]

  /// Creates a replay.
  public init(scene: String, size: Size, events: [InputEvent] = []) {
    self.scene = scene
    self.size = size
    self.events = events
  }

  /// The header line.
  ///
  /// The scene is quoted as Foundation's `JSONEncoder` once quoted it (`/` as `\/`); the sizes print
  /// as Swift prints them (`1280.0`).
  public var headerLine: String {
    var line = JSONLine(style: JSONLine.Style(escapesSlashes: true))
    line.add("fluid-replay", Self.version)
    line.add("scene", scene)
    line.add("width", size.width)
    line.add("height", size.height)
    return line.text
  }

  /// The JSON line for one event (keys sorted, so equal events give equal bytes; numbers and strings
  /// spelled as `JSONEncoder` spelled them, see ``FluidIO/JSONLine/Style/encoder``).
  public static func line(for event: InputEvent) -> String {
    ReplayLine(event).json.text
  }

  /// The whole file's text.
  public var text: String {
    ([headerLine] + events.map(Self.line(for:))).joined(separator: "\n") + "\n"
  }

  /// The longest line a replay file may have, in bytes.
  public static let maxLineBytes = 4096
  /// The largest replay file, in bytes.
  public static let maxFileBytes = 64 << 20
  /// The latest event time, seconds: an hour, so a headless replay's cost stays bounded (a scene that
  /// animates continuously draws `fps` frames for every second of it).
  public static let maxTime = 3600.0
  /// The window sizes a `resize` event may give (the recorder clamps to these).
  public static let resizeRange = 1.0...16384.0
  /// The largest `twist` angle in radians: the reader and the recorder clamp any finite angle to
  /// ±this (1.6 million turns), so no scene sees a larger one.
  public static let maxTwistAngle = 1e7

  /// Reads and checks a replay file, a chunk at a time; a pipe or FIFO is read to its end (a signal
  /// ends the wait for its writer).
  /// - Throws: ``ReplayError`` naming the file, the line and the problem.
  public static func read(path: String) throws(ReplayError) -> ReplayFile {
    // Not blocking: a FIFO no one writes yet is waited on below, where a signal ends the wait.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw unreadable(path, errno) }
    defer { close(fd) }
    var info = stat()
    let isRegular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    var parser = ReplayParser(path: path)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var total = 0
    while true {
      if !isRegular && SignalWake.wait(fd, for: Int16(POLLIN)) == .signalled { throw unreadable(path, EINTR) }
      let n = chunk.withUnsafeMutableBytes { readChunk(fd, $0) }
      if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard n >= 0 else { throw unreadable(path, errno) }
      if n == 0 { break }
      total += n
      guard total <= maxFileBytes else {
        throw ReplayError(path: path, line: nil, reason: "is larger than 64 MiB")
      }
      try chunk.withUnsafeBufferPointer { (all) throws(ReplayError) in
        try parser.feed(UnsafeBufferPointer(rebasing: all[..<n]))
      }
    }
    return try parser.finish()
  }

  /// The error for a file that cannot be read for `code` (`EINTR`: a signal ended the wait).
  private static func unreadable(_ path: String, _ code: Int32) -> ReplayError {
    let why = code == EINTR ? "a signal ended the wait for it" : String(cString: strerror(code))
    return ReplayError(path: path, line: nil, reason: "cannot be read (\(why))")
  }

  /// Parses replay text.
  /// - Throws: ``ReplayError`` naming `path`, the line and the problem.
  public static func parse(_ data: Data, path: String) throws(ReplayError) -> ReplayFile {
    var parser = ReplayParser(path: path)
    let fed = data.withUnsafeBytes { raw in
      Result { () throws(ReplayError) in try parser.feed(raw.bindMemory(to: UInt8.self)) }
    }
    try fed.get()
    return try parser.finish()
  }
}

/// `read(2)` into `buffer`, out of reach of ``ReplayFile/read(path:)``'s name.
private func readChunk(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(fd, buffer.baseAddress, buffer.count)
}
