import FluidMotion
import FluidReplay
import FluidUI
import Foundation
import Testing

/// The recorder writes what the reader reads, durably (issue 13, defects 3 and 4).
@Suite("Replay recorder")
struct ReplayRecorderTests {
  static func temporaryPath(_ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-rec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
  }

  static func lines(_ path: String) -> Int {
    (FileManager.default.contents(atPath: path) ?? Data()).reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
  }

  /// A random event of any kind, with any values the platform could give, at `time`.
  static func randomEvent(at time: Double, using rng: inout SplitMix64) -> InputEvent {
    func v(_ r: Double) -> Double {
      [Double.random(in: -r...r, using: &rng), .nan, .infinity, 0].randomElement(using: &rng)!
    }
    func p() -> Vector2 { Vector2(x: v(2e7), y: v(2e7)) }
    let keys: [Key] = [
      .character("a"), .character("\""), .keypad("+"), .escape, .enter, .function(12), .other(1_073_742_049),
      .up,
    ]
    let key = keys.randomElement(using: &rng)!
    let modifiers = KeyModifiers(rawValue: Int.random(in: 0...7, using: &rng))
    let pressure: Double? = Bool.random(using: &rng) ? nil : v(2)
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return .pointerDown(position: p(), time: time, button: .secondary, pressure: pressure)
    case 1: return .pointerMoved(position: p(), time: time, pressure: pressure)
    case 2: return .pointerUp(position: p(), time: time, button: .primary)
    case 3: return .pointerCancelled(time: time)
    case 4: return .wheel(delta: Vector2(x: v(1e6), y: v(1e6)), position: p(), time: time)
    case 5: return .keyDown(key, modifiers: modifiers, isRepeat: Bool.random(using: &rng), time: time)
    case 6: return .keyUp(key, modifiers: modifiers, time: time)
    case 7: return .focusLost(time: time)
    case 8:
      let phase = [TwistPhase.began, .changed, .ended].randomElement(using: &rng)!
      return .twist(phase: phase, rotation: v(1e8), center: p(), time: time)
    default: return .resized(Size(width: v(40_000), height: v(3)), time: time)
    }
  }

  @Test("random event sequences, clamped as recorded, read back equal", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func roundTrip(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let path = try Self.temporaryPath("r.jsonl")
    let recorder = try ReplayRecorder(path: path, scene: "pane", size: Size(width: 1280, height: 800))
    var expected: [InputEvent] = []
    var time = 0.0
    for _ in 0..<300 {
      time += [0, 0.001, 0.016, -0.002, 1.5].randomElement(using: &rng)!  // SDL times may step back
      let event = Self.randomEvent(at: max(time, 0), using: &rng)
      recorder.record(event)
      expected.append(ReplayRecorder.readable(event, after: expected.last?.time ?? 0))
    }
    try recorder.close()
    let back = try ReplayFile.read(path: path)
    #expect(back.events == expected)
    #expect(back.scene == "pane" && back.size == Size(width: 1280, height: 800))
  }

  @Test("a 1x1 window's resize is written as one the reader accepts")
  func tinyResize() throws {
    let path = try Self.temporaryPath("tiny.jsonl")
    let recorder = try ReplayRecorder(path: path, scene: "pane", size: Size(width: 800, height: 600))
    recorder.record(.resized(Size(width: 1, height: 1), time: 0.5))
    recorder.record(.resized(Size(width: 0, height: 0), time: 0.6))
    try recorder.close()
    let events = try ReplayFile.read(path: path).events
    #expect(
      events == [
        .resized(Size(width: 1, height: 1), time: 0.5), .resized(Size(width: 1, height: 1), time: 0.6),
      ])
  }

  @Test("an event is on disk at its gesture's end, or within 100 ms on a fixed-step clock")
  func flushPolicy() throws {
    let path = try Self.temporaryPath("d.jsonl")
    let recorder = try ReplayRecorder(path: path, scene: "pane", size: Size(width: 800, height: 600))
    #expect(Self.lines(path) == 1)  // the header at once
    recorder.record(.pointerDown(position: Vector2(x: 1, y: 2), time: 1.0, button: .primary, pressure: nil))
    recorder.record(.pointerMoved(position: Vector2(x: 3, y: 4), time: 1.05, pressure: nil))
    #expect(recorder.flushDeadline == 1.1)
    var now = 1.0
    while now < 1.1 - 1e-9 {
      try recorder.flushIfDue(now: now)
      #expect(Self.lines(path) == 1, "written early at \(now)")
      now += 0.01
    }
    try recorder.flushIfDue(now: 1.1)
    #expect(Self.lines(path) == 3 && recorder.flushDeadline == nil)
    recorder.record(.pointerUp(position: Vector2(x: 3, y: 4), time: 1.2, button: .primary))
    #expect(Self.lines(path) == 4)  // a gesture's end: at once
  }

  @Test("past the hour a replay may last, recording stops and the file stays readable")
  func timeCap() throws {
    let path = try Self.temporaryPath("long.jsonl")
    let recorder = try ReplayRecorder(path: path, scene: "pane", size: Size(width: 800, height: 600))
    recorder.record(.focusLost(time: 3599))
    recorder.record(.focusLost(time: 3601))
    try recorder.close()
    #expect(try ReplayFile.read(path: path).events == [.focusLost(time: 3599)])
  }
}
