import FluidUI
import Foundation

/// A recorded session: the scene and window size it started with, and every input event with its time.
///
/// The format is JSON Lines. The first line is the header,
/// `{"fluid-replay":1,"scene":"pane","width":1280,"height":800}`; each further line is one event,
/// `{"t":0.512,"type":"down","x":640,"y":700,"button":1}` (types: down, move, up, cancel, wheel, keydown,
/// keyup, focuslost, resize). Times are seconds since the start and never go backwards. Reading is
/// all-or-nothing: the first bad line stops it with its number and what is wrong, and nothing is applied.
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

  private struct Header: Codable {
    var fluidReplay: Int?
    var scene: String?
    var width: Double?
    var height: Double?
    enum CodingKeys: String, CodingKey { case fluidReplay = "fluid-replay", scene, width, height }
  }

  /// The header line.
  public var headerLine: String {
    "{\"fluid-replay\":\(Self.version),\"scene\":\(Self.quote(scene)),\"width\":\(size.width),\"height\":\(size.height)}"
  }

  /// The JSON line for one event (keys sorted, so equal events give equal bytes).
  public static func line(for event: InputEvent) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(ReplayLine(event))) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// The whole file's text.
  public var text: String {
    ([headerLine] + events.map(Self.line(for:))).joined(separator: "\n") + "\n"
  }

  private static func quote(_ s: String) -> String {
    let data = (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// Reads and checks a replay file.
  /// - Throws: ``ReplayError`` naming the file, the line and the problem.
  public static func read(path: String) throws(ReplayError) -> ReplayFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReplayError(path: path, line: nil, reason: "cannot be read (missing, or no permission)")
    }
    guard data.count <= 64 << 20 else {
      throw ReplayError(path: path, line: nil, reason: "is larger than 64 MiB")
    }
    return try parse(data, path: path)
  }

  /// Parses replay text.
  /// - Throws: ``ReplayError`` naming `path`, the line and the problem.
  public static func parse(_ data: Data, path: String) throws(ReplayError) -> ReplayFile {
    guard let text = String(data: data, encoding: .utf8) else {
      throw ReplayError(path: path, line: nil, reason: "is not UTF-8 text")
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    guard let first = lines.first else {
      throw ReplayError(path: path, line: 1, reason: "is empty: the header line is missing")
    }
    var replay = try header(first, path: path)
    let decoder = JSONDecoder()
    var last = 0.0
    for (i, raw) in lines.enumerated().dropFirst() {
      let number = i + 1
      guard raw.utf8.count <= 4096 else {
        throw ReplayError(path: path, line: number, reason: "is longer than 4096 bytes")
      }
      guard let line = try? decoder.decode(ReplayLine.self, from: Data(raw.utf8)) else {
        throw ReplayError(
          path: path, line: number,
          reason: "is not an event object with \"t\" and \"type\" (truncated or not JSON?)")
      }
      switch line.event() {
      case .success(let event):
        guard event.time >= last else {
          throw ReplayError(
            path: path, line: number, reason: "time \(event.time) is earlier than the line before (\(last))")
        }
        last = event.time
        replay.events.append(event)
      case .failure(.invalid(let why)), .failure(.malformed(let why)):
        throw ReplayError(path: path, line: number, reason: why)
      }
    }
    return replay
  }

  private static func header(_ line: String, path: String) throws(ReplayError) -> ReplayFile {
    guard let h = try? JSONDecoder().decode(Header.self, from: Data(line.utf8)), let version = h.fluidReplay
    else {
      throw ReplayError(
        path: path, line: 1,
        reason: "is not a replay header ({\"fluid-replay\":1,…}); is this a fluid replay file?")
    }
    guard version == Self.version else {
      throw ReplayError(
        path: path, line: 1, reason: "is format version \(version); this build reads version \(Self.version)")
    }
    guard let scene = h.scene, let w = h.width, let hgt = h.height, (100...16384).contains(w),
      (100...16384).contains(hgt)
    else {
      throw ReplayError(
        path: path, line: 1, reason: "header needs \"scene\" and \"width\"/\"height\" in 100...16384")
    }
    return ReplayFile(scene: scene, size: Size(width: w, height: hgt))
  }
}
