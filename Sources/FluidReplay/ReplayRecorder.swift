import FluidIO
import FluidMotion
import FluidUI

/// Writes a session's input to a replay file as it happens, durably.
///
/// The header is written at once. Each event is written at the end of its gesture (pointer up or
/// cancel, key up, focus lost, resize) and at most ``maxDelay`` after it arrived: the loop asks
/// ``flushDeadline`` when to wake and calls ``flushIfDue(now:)``. So a `kill -9` loses at most the
/// last 100 ms. Every event is written in a form ``ReplayFile/read(path:)`` accepts: times never go
/// backwards, sizes and positions are clamped to the reader's ranges, and recording stops (the file
/// complete) at ``ReplayFile/maxTime``. A write failure is kept and thrown by the next ``flushIfDue(now:)`` or ``close()``.
public final class ReplayRecorder {
  /// The longest an event waits in memory, seconds.
  public static let maxDelay = 0.1
  private let file: OutputFile
  private var oldestPending: Double?
  private var last = 0.0
  /// The file being written.
  public var path: String { file.path }

  /// Opens `path` in place (never replacing it) and writes the header.
  /// - Throws: ``OutputError`` when the file cannot be opened or written.
  public init(path: String, scene: String, size: Size) throws(OutputError) {
    file = try OutputFile(path: path, what: "recording")
    file.flushThreshold = Int.max
    try file.append(line: ReplayFile(scene: scene, size: size).headerLine)
    try file.flush()
  }

  /// When the buffered events must be written (app-clock seconds), or nil when none wait.
  public var flushDeadline: Double? { oldestPending.map { $0 + Self.maxDelay } }

  /// Records one event; writes at once when it ends a gesture.
  public func record(_ event: InputEvent) {
    guard file.failure == nil, event.time <= ReplayFile.maxTime else { return }
    let readable = Self.readable(event, after: last)
    last = readable.time
    try? file.append(line: ReplayFile.line(for: readable))
    if oldestPending == nil { oldestPending = readable.time }
    switch event {
    case .pointerUp, .pointerCancelled, .keyUp, .focusLost, .resized: try? flush()
    default: break
    }
  }

  /// Writes the buffered events if the oldest has waited ``maxDelay`` by `now`.
  /// - Throws: ``OutputError`` from this write or an earlier one.
  public func flushIfDue(now: Double) throws(OutputError) {
    if let failure = file.failure { throw failure }
    if let due = flushDeadline, now >= due { try flush() }
  }

  /// Writes what is buffered.
  /// - Throws: ``OutputError`` when the write fails.
  public func flush() throws(OutputError) {
    oldestPending = nil
    try file.flush()
  }

  /// Writes what is buffered and closes the file.
  /// - Throws: ``OutputError`` when the last write (or an earlier one) failed.
  public func close() throws(OutputError) {
    oldestPending = nil
    try file.close()
  }

  /// `event` as the reader accepts it: time in order and in range, sizes and positions clamped.
  public static func readable(_ event: InputEvent, after last: Double) -> InputEvent {
    let t = min(max(event.time.isFinite ? event.time : last, last), ReplayFile.maxTime)
    func p(_ v: Vector2) -> Vector2 { Vector2(x: clamp(v.x, 1e7), y: clamp(v.y, 1e7)) }
    func force(_ f: Double?) -> Double? { f.map { $0.isFinite ? min(max($0, 0), 1) : 0 } }
    switch event {
    case .pointerDown(let v, _, let b, let f):
      return .pointerDown(position: p(v), time: t, button: b, pressure: force(f))
    case .pointerMoved(let v, _, let f): return .pointerMoved(position: p(v), time: t, pressure: force(f))
    case .pointerUp(let v, _, let b): return .pointerUp(position: p(v), time: t, button: b)
    case .pointerCancelled: return .pointerCancelled(time: t)
    case .wheel(let d, let v, _):
      return .wheel(delta: Vector2(x: clamp(d.x, 1e5), y: clamp(d.y, 1e5)), position: p(v), time: t)
    case .keyDown(let k, let m, let r, _): return .keyDown(readable(k), modifiers: m, isRepeat: r, time: t)
    case .keyUp(let k, let m, _): return .keyUp(readable(k), modifiers: m, time: t)
    case .focusLost: return .focusLost(time: t)
    case .resized(let s, _):
      let r = ReplayFile.resizeRange
      let size = Size(
        width: min(max(s.width.isFinite ? s.width : 1, r.lowerBound), r.upperBound),
        height: min(max(s.height.isFinite ? s.height : 1, r.lowerBound), r.upperBound))
      return .resized(size, time: t)
    case .twist(let phase, let angle, let c, _):
      return .twist(phase: phase, rotation: clamp(angle, ReplayFile.maxTwistAngle), center: p(c), time: t)
    case .accessibility(let request, _):  // one a line cannot hold as it is does nothing
      return .accessibility(AccessibilityLine.holds(request) ? request : Self.nowhere, time: t)
    }
  }

  /// What a request the reader cannot hold becomes: focus on a place no tree has, which does nothing.
  private static let nowhere = AccessibilityRequest(element: [AccessibilityLine.maxIndex], action: .focus)

  /// A key the reader can name back; others become `.other(0)`.
  private static func readable(_ key: Key) -> Key {
    KeyName.key(KeyName.name(key)) == key ? key : .other(0)
  }

  private static func clamp(_ v: Double, _ limit: Double) -> Double {
    v.isFinite ? min(max(v, -limit), limit) : 0
  }
}
