import FluidIO
import FluidMotion
import FluidUI
import Foundation
import Testing

@testable import FluidReplay

@Suite("JSON lines")
struct JSONLineTests {
  /// The recorded sessions (not their state dumps).
  static let corpus: [URL] = {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Replays")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".state.jsonl") }.sorted()
      .map { dir.appendingPathComponent($0) }
  }()

  /// An event line as `JSONEncoder` wrote it before ``JSONLine``.
  static func encoderLine(_ event: InputEvent) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(ReplayLine(event)), as: UTF8.self)
  }

  /// The header line as it was written before ``JSONLine``.
  static func encoderHeader(_ replay: ReplayFile) throws -> String {
    let scene = String(decoding: try JSONEncoder().encode(replay.scene), as: UTF8.self)
    return
      "{\"fluid-replay\":1,\"scene\":\(scene),\"width\":\(replay.size.width),\"height\":\(replay.size.height)}"
  }

  @Test("fields in order, each kind of value")
  func fields() {
    var line = JSONLine()
    line.add("scene", "pane")
    line.add("t", 0.5)
    line.add("ok", true)
    line.add("latency_ms", [1.0, 2.5])
    line.add("n", 3)
    line.add("off", false)
    line.add("none", [Double]())
    #expect(
      line.text == #"{"scene":"pane","t":0.5,"ok":true,"latency_ms":[1.0,2.5],"n":3,"off":false,"none":[]}"#)
    #expect(JSONLine().text == "{}")
  }

  @Test("numbers print as Swift prints them; non-finite ones as null")
  func numbers() {
    for v in [
      0.0, -0.0, 1.0, 640.0, 0.1, 0.1 + 0.2, 1e-7, 1e16, 1e20, -12.5, .ulpOfOne, .greatestFiniteMagnitude,
    ] {
      var line = JSONLine()
      line.add("v", v)
      #expect(line.text == "{\"v\":\(v)}")
    }
    var line = JSONLine()
    line.add("a", .nan)
    line.add("b", -Double.infinity)
    line.add("c", [1, .infinity])
    #expect(line.text == #"{"a":null,"b":null,"c":[1.0,null]}"#)
  }

  @Test("strings and keys are escaped per RFC 8259")
  func escaping() {
    var line = JSONLine()
    line.add("k\"ey", "q\" b\\ n\n t\t r\r b\u{8} f\u{C} one\u{1} us\u{1F} del\u{7F} / é 😀")
    #expect(
      line.text
        == #"{"k\"ey":"q\" b\\ n\n t\t r\r b\b f\f one\u0001 us\u001f del"# + "\u{7F}" + #" / é 😀"}"#)
    var encoder = JSONLine(style: .encoder)
    encoder.add("s", "a/b")
    encoder.add("x", 640.0)
    encoder.add("y", 0.5)
    #expect(encoder.text == #"{"s":"a\/b","x":640,"y":0.5}"#)
  }

  @Test("the escaping is what JSONEncoder writes, for every ASCII character and beyond")
  func escapingMatchesEncoder() throws {
    var all = ""
    for i in 0..<0x80 { all.unicodeScalars.append(Unicode.Scalar(UInt8(i))) }
    all += "\u{2028}é😀\u{FEFF}"
    var line = JSONLine(style: .encoder)
    line.add("s", all)
    let encoded = String(decoding: try JSONEncoder().encode(["s": all]), as: UTF8.self)
    #expect(line.text == encoded)
  }

  @Test("state lines are byte-identical to the hand-built lines they replace")
  func stateLine() {
    let state = ["paneY": 600.0, "open": 1.0, "velocityY": -1234.5678, "animating": 0.0, "bad": .nan]
    var old = "{\"scene\":\"pane\",\"t\":0.427"
    for key in state.keys.sorted() {
      let v = state[key]!
      old += ",\"\(key)\":" + (v.isFinite ? "\(v)" : "null")
    }
    old += "}"
    #expect(StateWriter.line(time: 0.427, scene: "pane", state: state).text == old)
  }

  @Test("every recorded session is written again exactly as JSONEncoder wrote it")
  func corpusMatchesEncoder() throws {
    #expect(Self.corpus.count >= 9)
    for url in Self.corpus {
      let replay = try ReplayFile.read(path: url.path)
      #expect(!replay.events.isEmpty, "\(url.lastPathComponent)")
      #expect(replay.headerLine == (try Self.encoderHeader(replay)), "\(url.lastPathComponent)")
      for event in replay.events {
        #expect(ReplayFile.line(for: event) == (try Self.encoderLine(event)), "\(url.lastPathComponent)")
      }
      let bytes = try String(contentsOf: url, encoding: .utf8)
      #expect(replay.text == bytes, "\(url.lastPathComponent) is not written back byte for byte")
    }
  }

  @Test("every event kind, with awkward numbers and keys, as JSONEncoder wrote it")
  func eventKindsMatchEncoder() throws {
    let p = Vector2(x: 1e-7, y: -0.0)
    let events: [InputEvent] = [
      .pointerDown(position: Vector2(x: 1e7, y: 3), time: 0, button: .primary, pressure: nil),
      .pointerMoved(position: Vector2(x: 640.5, y: 1e6), time: 1e-9, pressure: 0.25),
      .pointerDown(position: p, time: 0.1 + 0.2, button: .secondary, pressure: 1),
      .pointerUp(position: p, time: 1, button: .middle),
      .pointerCancelled(time: 1.125),
      .wheel(delta: Vector2(x: -1e5, y: 0.1), position: p, time: 2),
      .keyDown(.character("/"), modifiers: [.shift, .control, .alt], isRepeat: true, time: 3),
      .keyDown(.character("\""), modifiers: [], isRepeat: false, time: 3),
      .keyUp(.character("\\"), modifiers: [.alt], time: 4),
      .keyUp(.keypad("/"), modifiers: [], time: 4),
      .keyDown(.function(12), modifiers: [], isRepeat: false, time: 4),
      .keyDown(.other(-7), modifiers: [.control], isRepeat: false, time: 4),
      .focusLost(time: 5),
      .resized(Size(width: 16384, height: 1), time: 6),
      .twist(phase: .began, rotation: -3.14159, center: Vector2(x: 1, y: 2), time: 7),
      .twist(phase: .ended, rotation: 0, center: p, time: 3600),
      .accessibility(AccessibilityRequest(element: [0, 12, 3], action: .activate), time: 3600),
      .accessibility(AccessibilityRequest(element: [1], action: .setNumber(-0.25)), time: 3600),
      .accessibility(
        AccessibilityRequest(element: [2, 0], action: .custom(index: 1, name: "Add \"below\"")), time: 3600),
      .accessibility(AccessibilityRequest(element: [0], action: .focus), time: 3600),
    ]
    for event in events {
      #expect(ReplayFile.line(for: event) == (try Self.encoderLine(event)))
    }
    let replay = ReplayFile(scene: "a/b", size: Size(width: 1280, height: 800.5), events: events)
    #expect(replay.headerLine == (try Self.encoderHeader(replay)))
    #expect(try ReplayFile.parse(Data(replay.text.utf8), path: "kinds.jsonl") == replay)
  }

  @Test("a scene name with a quote, backslash, newline and control character round-trips")
  func sceneNameRoundTrips() throws {
    let name = "say \"hi\" \\ back\nslash\t\u{1}\u{1F}/é"
    let replay = ReplayFile(
      scene: name, size: Size(width: 1280, height: 800),
      events: [.keyDown(.character("\""), modifiers: [], isRepeat: false, time: 0.5)])
    let text = replay.text
    #expect(text.split(separator: "\n").count == 2, "a newline in the name must not split the header")
    #expect(replay.headerLine == (try Self.encoderHeader(replay)))
    let back = try ReplayFile.parse(Data(text.utf8), path: "escaped.jsonl")
    #expect(back == replay)
    #expect(back.scene == name)
  }
}
