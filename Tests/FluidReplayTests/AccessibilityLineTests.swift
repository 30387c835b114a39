import FluidReplay
import FluidUI
import Foundation
import Testing

/// A screen reader's request in a replay file: written and read back the same, refused with a line
/// saying what is wrong, brought inside what the reader takes by the recorder.
@Suite("Accessibility requests in replay files")
struct AccessibilityLineTests {
  static func file(_ lines: String...) -> Data {
    Data(
      (["{\"fluid-replay\":1,\"scene\":\"menu\",\"width\":800,\"height\":600}"] + lines).joined(
        separator: "\n"
      ).utf8)
  }

  @Test(
    "each action round-trips through a line",
    arguments: [
      AccessibilityRequest.Action.activate, .increment, .decrement, .focus, .setNumber(0.8),
      .setNumber(-1e15), .custom(index: 0, name: "Delete"), .custom(index: 7, name: "é \"x\" \\ y"),
    ])
  func roundTrip(action: AccessibilityRequest.Action) throws {
    let event = InputEvent.accessibility(
      AccessibilityRequest(element: [0, 10, 2], action: action), time: 1.5)
    let replay = ReplayFile(scene: "menu", size: Size(width: 800, height: 600), events: [event])
    #expect(try ReplayFile.parse(Data(replay.text.utf8), path: "a.jsonl").events == [event])
  }

  @Test(
    "a bad request is refused with what it needs",
    arguments: [
      #"{"t":1,"type":"accessibility","action":"activate"}"#,
      #"{"t":1,"type":"accessibility","element":"0"}"#,
      #"{"t":1,"type":"accessibility","element":"","action":"activate"}"#,
      #"{"t":1,"type":"accessibility","element":"0..1","action":"activate"}"#,
      #"{"t":1,"type":"accessibility","element":"-1","action":"activate"}"#,
      #"{"t":1,"type":"accessibility","element":"99999999","action":"activate"}"#,
      #"{"t":1,"type":"accessibility","element":"0","action":"explode"}"#,
      #"{"t":1,"type":"accessibility","element":"0","action":"set"}"#,
      #"{"t":1,"type":"accessibility","element":"0","action":"set","value":1e16}"#,
      #"{"t":1,"type":"accessibility","element":"0","action":"custom","name":"Delete"}"#,
      #"{"t":1,"type":"accessibility","element":"0","action":"custom","index":-1,"name":"Delete"}"#,
    ])
  func refused(line: String) {
    #expect {
      _ = try ReplayFile.parse(Self.file(line), path: "bad.jsonl")
    } throws: { error in
      "\(error)".contains("bad.jsonl") && "\(error)".contains("accessibility")
    }
  }

  @Test(
    "the recorder writes what the reader takes, and a request a line cannot hold as it is does nothing in a replay"
  )
  func readable() throws {
    let wild = AccessibilityRequest(
      element: Array(repeating: 5, count: 100) + [Int.max],
      action: .custom(index: Int.max, name: String(repeating: "x", count: 5000)))
    let odd = AccessibilityRequest(element: [], action: .setNumber(.nan))
    for request in [wild, odd, AccessibilityRequest(element: [1], action: .setNumber(1e300))] {
      let event = ReplayRecorder.readable(.accessibility(request, time: 2), after: 1)
      guard case .accessibility(let written, _) = event else {
        Issue.record("\(event)")
        continue
      }
      #expect(written.element == [1_000_000] && written.action == .focus, "a place no tree has: \(request)")
      let replay = ReplayFile(scene: "menu", size: Size(width: 800, height: 600), events: [event])
      #expect(try ReplayFile.parse(Data(replay.text.utf8), path: "r.jsonl").events == [event], "\(request)")
    }
  }
}
